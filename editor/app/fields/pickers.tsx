/**
 * The logic builder's pickers: native selects (keyboard- and screen-reader-friendly) filtered to
 * what fits, an element picker that shows the element on a thumbnail of its scene, typed value
 * inputs and the editor of a value source (literal, variable or property).
 */
import {
  createId,
  STAGE_HEIGHT,
  STAGE_WIDTH,
  indexDocument,
  listVariables,
  type GameDocument,
  type OperationError,
  type Registry,
  type Scalar,
  type SourceOperand,
  type ValueType,
  type Variable,
  type VariableType,
} from "@exitgame/engine";
import { propertyKey } from "@exitgame/element-plugins/labels";
import { Button, Flex, Switch, Text, TextField } from "@radix-ui/themes";
import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NumberControl } from "./value-widgets";
import { zeroOf } from "./rule-values";

export interface PickerContext {
  doc: GameDocument;
  registry: Registry;
  /**
   * Adds a global variable to the document as one undoable step (the logic builder's "new
   * variable"); the refusal when the name is missing or taken. Without it none is offered.
   */
  createVariable?(variable: Variable): OperationError | null;
}

/** The rule vocabulary of the element `elementId` (undefined when it is gone). */
export function vocabularyOf(ctx: PickerContext, elementId: string) {
  const el = indexDocument(ctx.doc).element(elementId)?.element;
  return el ? ctx.registry.vocabulary(el.type) : undefined;
}

export function Labelled(props: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <label className="lb-field" htmlFor={id}>
      <Text size="1" color="gray" as="span">
        {props.label}
      </Text>
      {props.children(id)}
    </label>
  );
}

export function NativeSelect(props: {
  id?: string;
  label?: string;
  value: string;
  onChange(value: string): void;
  children: ReactNode;
  invalid?: boolean;
  testId?: string;
}) {
  return (
    <select
      id={props.id}
      aria-label={props.label}
      className="lb-select"
      aria-invalid={props.invalid || undefined}
      data-testid={props.testId}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    >
      {props.children}
    </select>
  );
}

/** Elements grouped by scene (global ones last), each named; the chosen one on its scene's thumbnail. */
export function ElementPicker(props: {
  ctx: PickerContext;
  label: string;
  value: string;
  onChange(id: string): void;
  /** Only elements that pass (e.g. that have a property of a type). */
  filter?: (type: string) => boolean;
  invalid?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation("logic");
  const { doc } = props.ctx;
  const filter = props.filter ?? (() => true);
  const groups = [
    ...doc.scenes.map((s) => ({ key: s.id, name: s.name, elements: s.elements })),
    { key: "global", name: t("picker.globalElements"), elements: doc.globalElements },
  ].filter((g) => g.elements.some((e) => filter(e.type)));
  return (
    <Flex gap="2" align="center">
      <Labelled label={props.label}>
        {(id) => (
          <NativeSelect
            id={id}
            value={props.value}
            onChange={props.onChange}
            invalid={props.invalid}
            testId={props.testId}
          >
            <option value="">{t("picker.chooseElement")}</option>
            {groups.map((g) => (
              <optgroup key={g.key} label={g.name}>
                {g.elements
                  .filter((e) => filter(e.type))
                  .map((e) => (
                    <option key={e.id} value={e.id}>
                      {e.name || e.id}
                    </option>
                  ))}
              </optgroup>
            ))}
          </NativeSelect>
        )}
      </Labelled>
      {props.value ? <SceneThumbnail doc={doc} elementId={props.value} /> : null}
    </Flex>
  );
}

/** A small drawing of the element's scene with the element highlighted. */
export function SceneThumbnail({ doc, elementId }: { doc: GameDocument; elementId: string }) {
  const { t } = useTranslation("logic");
  const located = indexDocument(doc).element(elementId);
  if (!located) return null;
  const scene = located.sceneId ? indexDocument(doc).scene(located.sceneId)?.scene : undefined;
  const others = scene?.elements ?? doc.globalElements;
  const el = located.element;
  return (
    <svg
      className="lb-thumb"
      viewBox={`0 0 ${STAGE_WIDTH} ${STAGE_HEIGHT}`}
      role="img"
      aria-label={t("picker.thumbnail", {
        element: el.name || el.id,
        scene: scene?.name ?? t("picker.globalElements"),
      })}
      data-testid="element-thumbnail"
    >
      <rect width={STAGE_WIDTH} height={STAGE_HEIGHT} className="lb-thumb-stage" />
      {others.map((o) => (
        <rect
          key={o.id}
          x={o.x}
          y={o.y}
          width={o.width}
          height={o.height}
          className={o.id === el.id ? "lb-thumb-hit" : "lb-thumb-el"}
          transform={`rotate(${o.rotation} ${o.x + o.width / 2} ${o.y + o.height / 2})`}
        />
      ))}
      {scene ? null : (
        <rect x={el.x} y={el.y} width={el.width} height={el.height} className="lb-thumb-hit" />
      )}
    </svg>
  );
}

export function ScenePicker(props: {
  doc: GameDocument;
  label: string;
  value: string;
  onChange(id: string): void;
  invalid?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation("logic");
  return (
    <Labelled label={props.label}>
      {(id) => (
        <NativeSelect
          id={id}
          value={props.value}
          onChange={props.onChange}
          invalid={props.invalid}
          testId={props.testId}
        >
          <option value="">{t("picker.chooseScene")}</option>
          {props.doc.scenes.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </NativeSelect>
      )}
    </Labelled>
  );
}

/** Variables of the game, offered only when their type fits (`types`). */
export function VariablePicker(props: {
  doc: GameDocument;
  label: string;
  value: string;
  types?: readonly ValueType[];
  /** `created`: the variable was just made here (the document the caller holds lacks it). */
  onChange(id: string, created?: Variable): void;
  /** Offers a new variable (name, type, start value) made in one step; see PickerContext. */
  create?: PickerContext["createVariable"];
  invalid?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation("logic");
  const [creating, setCreating] = useState(false);
  const all = listVariables(props.doc);
  const index = indexDocument(props.doc);
  const fits = all.filter((v) => !props.types || props.types.includes(v.type));
  const create = props.create;
  return (
    <Flex direction="column" gap="1">
      <Flex gap="2" align="end">
        <Labelled label={props.label}>
          {(id) => (
            <NativeSelect
              id={id}
              value={props.value}
              onChange={props.onChange}
              invalid={props.invalid}
              testId={props.testId}
            >
              <option value="">
                {fits.length ? t("picker.chooseVariable") : t("picker.noVariable")}
              </option>
              {fits.map((v) => {
                const owner = v.elementId ? index.element(v.elementId)?.element : undefined;
                return (
                  <option key={v.id} value={v.id}>
                    {owner ? `${owner.name || owner.id}.${v.name}` : v.name} ({t(`types.${v.type}`)}
                    )
                  </option>
                );
              })}
            </NativeSelect>
          )}
        </Labelled>
        {create && !creating ? (
          <Button
            size="1"
            variant={fits.length ? "ghost" : "soft"}
            data-testid="new-variable"
            onClick={() => setCreating(true)}
          >
            {t("newVariable.open")}
          </Button>
        ) : null}
      </Flex>
      {create && creating ? (
        <NewVariableForm
          types={props.types?.length ? props.types : VARIABLE_TYPES}
          create={create}
          onCreated={(variable) => {
            setCreating(false);
            props.onChange(variable.id, variable);
          }}
          onCancel={() => setCreating(false)}
        />
      ) : null}
    </Flex>
  );
}

const VARIABLE_TYPES: readonly VariableType[] = ["number", "string", "boolean"];

/** Name, type and start value of a new global variable; made through one engine operation. */
function NewVariableForm(props: {
  types: readonly ValueType[];
  create: NonNullable<PickerContext["createVariable"]>;
  onCreated(variable: Variable): void;
  onCancel(): void;
}) {
  const { t } = useTranslation(["logic", "operations"]);
  const types = VARIABLE_TYPES.filter((type) => props.types.includes(type));
  const [name, setName] = useState("");
  const [type, setType] = useState<VariableType>(types[0] ?? "number");
  const [initialValue, setInitialValue] = useState<Scalar>(zeroOf(type));
  const [error, setError] = useState<OperationError | null>(null);
  const submit = () => {
    const variable: Variable = { id: createId("var"), name: name.trim(), type, initialValue };
    const refused = props.create(variable);
    setError(refused);
    if (!refused) props.onCreated(variable);
  };
  return (
    <Flex
      gap="2"
      align="end"
      wrap="wrap"
      className="lb-new-variable"
      role="group"
      aria-label={t("newVariable.title")}
      data-testid="new-variable-form"
    >
      <Labelled label={t("newVariable.name")}>
        {(id) => (
          <TextField.Root
            id={id}
            size="1"
            value={name}
            autoFocus
            aria-invalid={error ? true : undefined}
            data-testid="new-variable-name"
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") submit();
              if (e.key === "Escape") props.onCancel();
            }}
          />
        )}
      </Labelled>
      <Labelled label={t("newVariable.type")}>
        {(id) => (
          <NativeSelect
            id={id}
            value={type}
            testId="new-variable-type"
            onChange={(next) => {
              setType(next as VariableType);
              setInitialValue(zeroOf(next as VariableType));
            }}
          >
            {types.map((option) => (
              <option key={option} value={option}>
                {t(`types.${option}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Labelled>
      <ScalarInput
        label={t("newVariable.initialValue")}
        type={type}
        value={initialValue}
        onChange={setInitialValue}
        testId="new-variable-value"
      />
      <Button size="1" onClick={submit} data-testid="new-variable-create">
        {t("newVariable.create")}
      </Button>
      <Button size="1" variant="ghost" color="gray" onClick={props.onCancel}>
        {t("newVariable.cancel")}
      </Button>
      {error ? (
        <Text size="1" color="red" role="alert" data-testid="new-variable-error">
          {t(`operations:errors.${error.code}`, error.params)}
        </Text>
      ) : null}
    </Flex>
  );
}

/** Properties of an element's type, readable or writable, optionally of one value type. */
export function PropertyPicker(props: {
  ctx: PickerContext;
  elementId: string;
  label: string;
  value: string;
  access: "read" | "write";
  valueType?: ValueType;
  onChange(name: string): void;
  invalid?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation(["logic", "elements"]);
  const vocab = vocabularyOf(props.ctx, props.elementId);
  const props_ = vocab
    ? Object.values(vocab.properties).filter(
        (p) =>
          p[props.access] &&
          (!props.valueType || p.type === props.valueType) &&
          (props.access === "read" || p.type !== "collision"),
      )
    : [];
  return (
    <Labelled label={props.label}>
      {(id) => (
        <NativeSelect
          id={id}
          value={props.value}
          onChange={props.onChange}
          invalid={props.invalid}
          testId={props.testId}
        >
          <option value="">{t("logic:picker.chooseProperty")}</option>
          {props_.map((p) => (
            <option key={p.name} value={p.name}>
              {t(`elements:${propertyKey(p.common ? null : vocab!.type, p.name)}`)}
            </option>
          ))}
        </NativeSelect>
      )}
    </Labelled>
  );
}

/** A number typed as text: the value changes only when the text is a finite number. */
export function NumberInput(props: {
  label: string;
  value: number;
  onChange(n: number): void;
  min?: number;
  max?: number;
  step?: number;
  unit?: string;
  testId?: string;
  invalid?: boolean;
}) {
  return (
    <Labelled label={props.label}>
      {(id) => (
        <NumberControl
          id={id}
          value={props.value}
          min={props.min}
          max={props.max}
          step={props.step}
          unit={props.unit}
          invalid={props.invalid}
          required
          testId={props.testId}
          className="lb-number"
          onCommit={props.onChange}
        />
      )}
    </Labelled>
  );
}

/** A literal of a type: number input, text input or a true/false switch. */
export function ScalarInput(props: {
  label: string;
  type: ValueType | undefined;
  value: Scalar;
  onChange(value: Scalar): void;
  testId?: string;
}) {
  const { t } = useTranslation("logic");
  if (props.type === "number")
    return (
      <NumberInput
        label={props.label}
        value={typeof props.value === "number" ? props.value : 0}
        onChange={props.onChange}
        testId={props.testId}
      />
    );
  if (props.type === "boolean")
    return (
      <Labelled label={props.label}>
        {(id) => (
          <Flex gap="2" align="center">
            <Switch
              id={id}
              checked={props.value === true}
              onCheckedChange={(v) => props.onChange(v)}
              data-testid={props.testId}
            />
            <Text size="2">{props.value === true ? t("values.true") : t("values.false")}</Text>
          </Flex>
        )}
      </Labelled>
    );
  return (
    <Labelled label={props.label}>
      {(id) => (
        <TextField.Root
          id={id}
          size="1"
          value={String(props.value)}
          data-testid={props.testId}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </Labelled>
  );
}

/** Where a written or compared value comes from: a literal, a variable or a property. */
export function SourceEditor(props: {
  ctx: PickerContext;
  type: ValueType | undefined;
  value: SourceOperand;
  onChange(value: SourceOperand): void;
  label: string;
  testId?: string;
  invalid?: boolean;
}) {
  const { t } = useTranslation("logic");
  const { value, type } = props;
  const scalarType = type === "collision" ? undefined : type;
  const zero: Scalar = type === "number" ? 0 : type === "boolean" ? true : "";
  return (
    <Flex gap="2" wrap="wrap" align="end" className="lb-source">
      <Labelled label={props.label}>
        {(id) => (
          <NativeSelect
            id={id}
            value={value.kind}
            testId={props.testId ? `${props.testId}-kind` : undefined}
            onChange={(kind) =>
              props.onChange(
                kind === "variable"
                  ? { kind: "variable", variableId: "" }
                  : kind === "property"
                    ? { kind: "property", elementId: "", property: "" }
                    : { kind: "value", value: zero },
              )
            }
          >
            <option value="value">{t("operand.value")}</option>
            <option value="variable">{t("operand.variable")}</option>
            <option value="property">{t("operand.property")}</option>
          </NativeSelect>
        )}
      </Labelled>
      {value.kind === "value" ? (
        <ScalarInput
          label={t("operand.valueLabel")}
          type={scalarType}
          value={value.value}
          onChange={(v) => props.onChange({ kind: "value", value: v })}
          testId={props.testId}
        />
      ) : value.kind === "variable" ? (
        <VariablePicker
          doc={props.ctx.doc}
          label={t("operand.variable")}
          value={value.variableId}
          types={scalarType ? [scalarType] : undefined}
          invalid={props.invalid}
          create={props.ctx.createVariable}
          onChange={(variableId) => props.onChange({ kind: "variable", variableId })}
          testId={props.testId ? `${props.testId}-variable` : undefined}
        />
      ) : (
        <>
          <ElementPicker
            ctx={props.ctx}
            label={t("operand.element")}
            value={value.elementId}
            invalid={props.invalid}
            onChange={(elementId) => props.onChange({ ...value, elementId, property: "" })}
          />
          <PropertyPicker
            ctx={props.ctx}
            elementId={value.elementId}
            label={t("operand.property")}
            value={value.property}
            access="read"
            valueType={scalarType}
            onChange={(property) => props.onChange({ ...value, property })}
          />
        </>
      )}
    </Flex>
  );
}
