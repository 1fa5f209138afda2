/**
 * The variable editor: global variables or the selected element's own, as a table
 * of name, optional description, type, initial value and actions. Name required and unique,
 * type required; the engine's operations check both and the refusal shows at the field.
 */
import {
  createId,
  type GameDocument,
  type OperationError,
  type PruneReport,
  type Variable,
  type VariableType,
} from "@exitgame/engine";
import {
  Button,
  Dialog,
  Flex,
  IconButton,
  Select,
  Switch,
  Table,
  Text,
  TextField,
} from "@radix-ui/themes";
import { useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import type { EditorActions } from "../editor-shell/actions";
import { affectsRules, DeleteConfirm } from "./DeleteConfirm";
import type { EditorStore } from "../editor-shell/store";
import { useDraft } from "../editor-shell/use-draft";

const TYPES: VariableType[] = ["string", "number", "boolean"];
const DEFAULT_VALUE = { string: "", number: 0, boolean: false } as const;

function ValueInput(props: {
  type: VariableType | "";
  value: Variable["initialValue"];
  label: string;
  onChange(value: Variable["initialValue"]): void;
}) {
  const [text, setText] = useDraft(String(props.value));
  if (props.type === "boolean")
    return (
      <Switch
        size="1"
        aria-label={props.label}
        checked={props.value === true}
        onCheckedChange={(checked) => props.onChange(checked)}
      />
    );
  return (
    <TextField.Root
      size="1"
      aria-label={props.label}
      type={props.type === "number" ? "number" : "text"}
      value={props.type === "number" ? text : String(props.value)}
      disabled={props.type === ""}
      onChange={(e) => {
        if (props.type !== "number") return props.onChange(e.target.value);
        setText(e.target.value);
        const n = Number(e.target.value);
        if (e.target.value.trim() !== "" && Number.isFinite(n)) props.onChange(n);
      }}
    />
  );
}

function TypeSelect(props: {
  value: VariableType | "";
  label: string;
  onChange(type: VariableType): void;
}) {
  const { t } = useTranslation("sceneEditor");
  return (
    <Select.Root
      size="1"
      value={props.value || undefined}
      onValueChange={(v) => props.onChange(v as VariableType)}
    >
      <Select.Trigger aria-label={props.label} placeholder={t("variables.chooseType")} />
      <Select.Content>
        {TYPES.map((type) => (
          <Select.Item key={type} value={type}>
            {t(`variableTypes.${type}`)}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}

function Row({
  variable,
  actions,
  doc,
}: {
  variable: Variable;
  actions: EditorActions;
  doc: GameDocument;
}) {
  const { t } = useTranslation("sceneEditor");
  const [name, setName] = useDraft(variable.name);
  const [error, setError] = useState<OperationError | null>(null);
  // Rules use the variable: the delete asks first, listing them and what changes.
  const [deleting, setDeleting] = useState<PruneReport | null>(null);
  const key = `variable:${variable.id}`;
  return (
    <Table.Row data-testid="variable-row" data-variable-name={variable.name}>
      <Table.RowHeaderCell>
        <TextField.Root
          size="1"
          aria-label={t("variables.name")}
          aria-invalid={error ? true : undefined}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setError(actions.updateVariable(variable.id, { name: e.target.value }, `${key}:name`));
          }}
        />
        {error ? (
          <Text size="1" color="red" role="alert">
            {t(`operations:errors.${error.code}`, error.params)}
          </Text>
        ) : null}
      </Table.RowHeaderCell>
      <Table.Cell>
        <TextField.Root
          size="1"
          aria-label={t("variables.description")}
          value={variable.description ?? ""}
          onChange={(e) =>
            actions.updateVariable(
              variable.id,
              { description: e.target.value === "" ? null : e.target.value },
              `${key}:description`,
            )
          }
        />
      </Table.Cell>
      <Table.Cell>
        <TypeSelect
          value={variable.type}
          label={t("variables.type")}
          onChange={(type) => {
            if (type !== variable.type)
              setError(
                actions.updateVariable(variable.id, { type, initialValue: DEFAULT_VALUE[type] }),
              );
          }}
        />
      </Table.Cell>
      <Table.Cell>
        <ValueInput
          type={variable.type}
          value={variable.initialValue}
          label={t("variables.initialValue")}
          onChange={(initialValue) =>
            actions.updateVariable(variable.id, { initialValue }, `${key}:value`)
          }
        />
      </Table.Cell>
      <Table.Cell>
        <IconButton
          size="1"
          variant="ghost"
          color="red"
          aria-label={t("variables.delete", { name: variable.name })}
          onClick={() => {
            const report = actions.variableDeletionReport(variable.id);
            if (affectsRules(report)) setDeleting(report);
            else actions.deleteVariable(variable.id);
          }}
        >
          ×
        </IconButton>
        {deleting ? (
          <DeleteConfirm
            doc={doc}
            report={deleting}
            title={t("usedBeforeDelete.variableTitle", { name: variable.name })}
            confirm={t("usedBeforeDelete.confirm")}
            onConfirm={() => {
              setDeleting(null);
              actions.deleteVariable(variable.id);
            }}
            onCancel={() => setDeleting(null)}
          />
        ) : null}
      </Table.Cell>
    </Table.Row>
  );
}

export function VariableEditor(props: {
  store: EditorStore;
  actions: EditorActions;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation("sceneEditor");
  const { store, actions } = props;
  const snap = useSyncExternalStore(
    store.subscribe,
    () => store.snapshot,
    () => store.snapshot,
  );
  const element = snap.selection.length === 1 ? store.element(snap.selection[0]!) : undefined;
  const [scope, setScope] = useState<"global" | "element">("global");
  const owner = scope === "element" ? element : undefined;
  const variables = owner ? owner.variables : snap.doc.variables;
  const [draft, setDraft] = useState<{
    name: string;
    description: string;
    type: VariableType | "";
    initialValue: Variable["initialValue"];
  }>({ name: "", description: "", type: "", initialValue: "" });
  const [error, setError] = useState<OperationError | null>(null);

  const add = () => {
    const variable = {
      id: createId("var"),
      name: draft.name.trim(),
      ...(draft.description.trim() ? { description: draft.description.trim() } : {}),
      type: draft.type,
      initialValue: draft.initialValue,
    } as Variable;
    const refused = actions.addVariable(owner ? owner.id : null, variable);
    setError(refused);
    // The row keeps the type it added (the next variable is often of the same type), with that
    // type's start value: what it shows is what it adds.
    if (!refused && variable.type)
      setDraft({
        name: "",
        description: "",
        type: variable.type,
        initialValue: DEFAULT_VALUE[variable.type],
      });
  };
  const fieldError = (field: "name" | "type") =>
    error &&
    ((field === "name" && ["variableNameRequired", "variableNameTaken"].includes(error.code)) ||
      (field === "type" && error.code === "variableTypeRequired"))
      ? t(`operations:errors.${error.code}`, error.params)
      : null;

  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Content maxWidth="860px" data-testid="variable-editor">
        <Dialog.Title>{t("variables.title")}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {t("variables.intro")}
        </Dialog.Description>
        <Flex gap="2" mt="3" role="group" aria-label={t("variables.scope")}>
          <Button
            size="1"
            variant={owner ? "soft" : "solid"}
            aria-pressed={!owner}
            onClick={() => setScope("global")}
          >
            {t("variables.global")}
          </Button>
          <Button
            size="1"
            variant={owner ? "solid" : "soft"}
            aria-pressed={!!owner}
            disabled={!element}
            onClick={() => setScope("element")}
          >
            {element
              ? t("variables.ofElement", { name: element.name })
              : t("variables.elementNone")}
          </Button>
        </Flex>
        <Table.Root size="1" mt="3" variant="surface">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t("variables.name")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t("variables.description")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t("variables.type")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t("variables.initialValue")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t("variables.actions")}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {variables.map((v) => (
              <Row key={v.id} variable={v} actions={actions} doc={snap.doc} />
            ))}
            <Table.Row>
              <Table.RowHeaderCell>
                <TextField.Root
                  size="1"
                  aria-label={t("variables.newName")}
                  placeholder={t("variables.name")}
                  value={draft.name}
                  onChange={(e) => setDraft({ ...draft, name: e.target.value })}
                  onKeyDown={(e) => e.key === "Enter" && add()}
                />
                {fieldError("name") ? (
                  <Text size="1" color="red" role="alert">
                    {fieldError("name")}
                  </Text>
                ) : null}
              </Table.RowHeaderCell>
              <Table.Cell>
                <TextField.Root
                  size="1"
                  aria-label={t("variables.newDescription")}
                  placeholder={t("variables.optional")}
                  value={draft.description}
                  onChange={(e) => setDraft({ ...draft, description: e.target.value })}
                />
              </Table.Cell>
              <Table.Cell>
                <TypeSelect
                  value={draft.type}
                  label={t("variables.newType")}
                  onChange={(type) =>
                    setDraft({ ...draft, type, initialValue: DEFAULT_VALUE[type] })
                  }
                />
                {fieldError("type") ? (
                  <Text as="div" size="1" color="red" role="alert">
                    {fieldError("type")}
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell>
                <ValueInput
                  type={draft.type}
                  value={draft.initialValue}
                  label={t("variables.newInitialValue")}
                  onChange={(initialValue) => setDraft({ ...draft, initialValue })}
                />
              </Table.Cell>
              <Table.Cell>
                <Button size="1" onClick={add}>
                  {t("variables.add")}
                </Button>
              </Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t("variables.close")}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
