/**
 * The properties inspector, generated from declared fields: the selected element type's own
 * fields (its definition's `fields`) and the common properties (COMMON_FIELDS). With several
 * elements selected, the common properties they share. Every change is one engine operation;
 * typing into one field merges into one undo step.
 */
import {
  COMMON_FIELDS,
  commonFieldPatch,
  commonFieldValue,
  FIELD_GROUPS,
  sortFields,
  type CommonFieldName,
  type FieldSpec,
  type NamedField,
} from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { fieldKey, optionKey, typeLabelKey } from "@exitgame/element-plugins/labels";
import { Badge, Box, Flex, Heading, Text } from "@radix-ui/themes";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { UsedIn } from "../editor-shell/UsedIn";
import type { EditorActions } from "../editor-shell/actions";
import type { EditorStore } from "../editor-shell/store";
import type { FieldContext, RowProps } from "../fields/field-contract";
import { AutoField, preloadFieldWidgets } from "../fields/field-widgets";
import { TryAnswer } from "./TryAnswer";

preloadFieldWidgets();

const same = (values: unknown[]) =>
  values.every((v) => JSON.stringify(v) === JSON.stringify(values[0]));

/** The inspector's row: the label (and help) above the control, or beside it (a switch). */
function FieldRow(props: RowProps) {
  const label = (
    <Text as="label" size="1" weight="medium" htmlFor={props.id}>
      {props.label}
    </Text>
  );
  return (
    <Flex direction="column" gap="1" className="se-field">
      {props.inline ? (
        <Flex justify="between" align="center" gap="2">
          {label}
          {props.children}
        </Flex>
      ) : (
        <>
          {label}
          {props.children}
        </>
      )}
      {props.help ? (
        <Text size="1" color="gray" className="se-field-help">
          {props.help}
        </Text>
      ) : null}
    </Flex>
  );
}

interface FieldEditorProps {
  field: NamedField;
  value: unknown;
  values: Record<string, unknown>;
  mixed: boolean;
  ctx: FieldContext;
  /** `burst`: a squash key suffix, when the field groups its typing into bursts (code). */
  onChange(value: unknown, burst?: string): void;
  /** Several values at once (a widget that sets another value with its own). */
  onPatch(patch: Record<string, unknown>): void;
}

/** One declared field with the widget of its kind (fields/field-widgets.tsx). */
function FieldEditor({ field, value, values, mixed, ctx, onChange, onPatch }: FieldEditorProps) {
  const { t } = useTranslation(["elements", "sceneEditor"]);
  const id = useId();
  const type = ctx.elementType;
  return (
    <AutoField
      field={field}
      name={field.name}
      id={id}
      label={t(fieldKey(type, field.name))}
      help={field.help ? t(fieldKey(type, field.name, "help")) : undefined}
      placeholder={mixed ? t("sceneEditor:inspector.mixed") : undefined}
      mixed={mixed}
      value={value}
      values={values}
      ctx={ctx}
      onChange={onChange}
      onPatch={onPatch}
    />
  );
}

export function Inspector({ store, actions }: { store: EditorStore; actions: EditorActions }) {
  const { t } = useTranslation(["sceneEditor", "elements"]);
  const selected = store.selectedElements();
  if (selected.length === 0)
    return (
      <Text as="p" size="2" color="gray" m="3">
        {t("sceneEditor:inspector.empty")}
      </Text>
    );
  const ids = selected.map((e) => e.id);
  const key = ids.join(",");
  const sameType = selected.every((e) => e.type === selected[0]!.type);
  const first = selected[0]!;
  const definition = sameType && registry.has(first.type) ? registry.get(first.type) : undefined;
  const context = (elementType: string | null): FieldContext => ({
    doc: store.doc,
    registry,
    Row: FieldRow,
    elementType,
    variants: definition?.variants,
    optionLabel: (name, option) => t(`elements:${optionKey(elementType, name, option)}`),
    placeholder: (name) => t(`elements:${fieldKey(elementType, name, "placeholder")}`),
  });
  const ownContext = context(first.type);
  const commonContext = context(null);
  const props = first.props as Record<string, unknown>;
  const commonFields = sortFields(COMMON_FIELDS);
  const ownFields =
    definition && selected.length === 1
      ? sortFields(definition.fields as Record<string, FieldSpec>)
      : [];

  const setCommon = (name: string, value: unknown) => {
    if (name === "global") return actions.toggleGlobal(ids);
    actions.updateCommon(
      ids,
      commonFieldPatch(first, name as CommonFieldName, value),
      `c:${key}:${name}`,
    );
  };

  const groups = FIELD_GROUPS.map((group) => ({
    group,
    own: ownFields.filter((f) => f.group === group),
    common: commonFields.filter((f) => f.group === group),
  })).filter((g) => g.own.length + g.common.length > 0);

  return (
    <Box p="3" className="se-inspector" data-testid="inspector">
      <Flex align="center" gap="2" mb="2">
        <Heading as="h2" size="2">
          {selected.length === 1
            ? t(`elements:${typeLabelKey(first.type)}`)
            : t("sceneEditor:inspector.many", { count: selected.length })}
        </Heading>
        {first.global && selected.length === 1 ? (
          <Badge size="1">{t("sceneEditor:layers.global")}</Badge>
        ) : null}
      </Flex>
      {groups.map(({ group, own, common }) => (
        <section
          key={group}
          className="se-group-section"
          aria-label={t(`sceneEditor:groups.${group}`)}
        >
          <Text as="div" size="1" weight="bold" color="gray" className="se-group-title">
            {t(`sceneEditor:groups.${group}`)}
          </Text>
          {own.map((field) => (
            <FieldEditor
              key={`${key}:p:${field.name}`}
              field={field}
              value={props[field.name]}
              values={props}
              mixed={false}
              ctx={ownContext}
              onChange={(value, burst = "") =>
                actions.updateProps(ids, { [field.name]: value }, `p:${key}:${field.name}${burst}`)
              }
              onPatch={(patch) => actions.updateProps(ids, patch, `p:${key}:${field.name}`)}
            />
          ))}
          {group === "content" && definition?.answer && selected.length === 1 ? (
            <TryAnswer key={`${key}:try`} definition={definition} props={first.props} />
          ) : null}
          {common.map((field) => {
            const values = selected.map((e) => commonFieldValue(e, field.name as CommonFieldName));
            return (
              <FieldEditor
                key={`${key}:c:${field.name}`}
                field={field}
                value={values[0]}
                values={{}}
                mixed={!same(values)}
                ctx={commonContext}
                onChange={(value) => setCommon(field.name, value)}
                onPatch={(patch) => {
                  for (const [name, value] of Object.entries(patch)) setCommon(name, value);
                }}
              />
            );
          })}
        </section>
      ))}
      {selected.length === 1 ? (
        <UsedIn doc={store.doc} target={{ kind: "element", id: first.id }} />
      ) : null}
    </Box>
  );
}
