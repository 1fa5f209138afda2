/**
 * The JSXGraph assistant: a wizard that writes working JSXGraph code for common constructions,
 * and a paste box that refuses code without a JSXGraph initialisation. The code goes
 * into a new JSXGraph element or into the selected one, as one undo step.
 */
import {
  checkPastedCode,
  constructionCode,
  CONSTRUCTIONS,
  JSXGRAPH_CODE_PROP,
  JSXGRAPH_TYPE,
  type Construction,
} from "@exitgame/element-plugins/jsx-graph/assistant";
import {
  Button,
  Callout,
  Dialog,
  Flex,
  Select,
  Tabs,
  Text,
  TextArea,
  TextField,
} from "@radix-ui/themes";
import { useId, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import type { EditorActions } from "../editor-shell/actions";
import type { EditorStore } from "../editor-shell/store";

type Kind = (typeof CONSTRUCTIONS)[number];

/** "1, 2" → [1, 2] (null when not two numbers). */
function point(text: string): [number, number] | null {
  const parts = text
    .split(/[,;\s]+/)
    .filter(Boolean)
    .map(Number);
  return parts.length === 2 && parts.every(Number.isFinite) ? [parts[0]!, parts[1]!] : null;
}

function LabeledField(props: { label: string; value: string; onChange(v: string): void }) {
  const id = useId();
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="1" weight="medium" htmlFor={id}>
        {props.label}
      </Text>
      <TextField.Root
        id={id}
        size="1"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </Flex>
  );
}

export function JsxGraphAssistant(props: {
  store: EditorStore;
  actions: EditorActions;
  onClose(): void;
}) {
  const { t } = useTranslation(["sceneEditor", "elements"]);
  const { store, actions } = props;
  const snap = useSyncExternalStore(
    store.subscribe,
    () => store.snapshot,
    () => store.snapshot,
  );
  const selected = snap.selection.length === 1 ? store.element(snap.selection[0]!) : undefined;
  const target = selected?.type === JSXGRAPH_TYPE ? selected : undefined;
  const [kind, setKind] = useState<Kind>("functionPlot");
  const [expression, setExpression] = useState("a*x^2 + b");
  const [sliders, setSliders] = useState("a, b");
  const [points, setPoints] = useState({ a: "-3, -2", b: "3, -2", c: "0, 3" });
  const [pasted, setPasted] = useState("");
  const [pasteError, setPasteError] = useState<string | null>(null);
  const [tab, setTab] = useState("wizard");

  const construction = (): Construction | null => {
    if (kind === "functionPlot")
      return {
        kind,
        expression,
        sliders: sliders
          .split(/[,\s]+/)
          .filter(Boolean)
          .map((name) => ({ name, min: -5, max: 5, value: 1 })),
      };
    const a = point(points.a);
    const b = point(points.b);
    const c = point(points.c);
    if (!a || !b) return null;
    if (kind === "pointOnLine") return { kind, a, b };
    return c ? { kind, a, b, c } : null;
  };
  const built = construction();
  const code = built ? constructionCode(built) : null;

  const use = (text: string, into: "new" | "selected") => {
    if (into === "selected" && target)
      actions.updateProps([target.id], { [JSXGRAPH_CODE_PROP]: text });
    else actions.addElement(JSXGRAPH_TYPE, { [JSXGRAPH_CODE_PROP]: text });
    props.onClose();
  };
  const buttons = (text: string | null, check?: () => boolean) => (
    <Flex gap="2" justify="end" mt="3" wrap="wrap">
      <Button
        variant="soft"
        disabled={!text || !target}
        onClick={() => text && (!check || check()) && use(text, "selected")}
      >
        {t("assistant.useSelected")}
      </Button>
      <Button disabled={!text} onClick={() => text && (!check || check()) && use(text, "new")}>
        {t("assistant.insertNew")}
      </Button>
    </Flex>
  );
  const checkPaste = () => {
    const problem = checkPastedCode(pasted);
    setPasteError(problem);
    return problem === null;
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Content maxWidth="720px" data-testid="jsxgraph-assistant">
        <Dialog.Title>{t("assistant.title")}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {t("assistant.intro")}
        </Dialog.Description>
        <Tabs.Root value={tab} onValueChange={setTab} mt="3">
          <Tabs.List size="1">
            <Tabs.Trigger value="wizard">{t("assistant.wizard")}</Tabs.Trigger>
            <Tabs.Trigger value="paste">{t("assistant.paste")}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="wizard">
            <Flex direction="column" gap="3" mt="3">
              <Select.Root value={kind} onValueChange={(v) => setKind(v as Kind)}>
                <Select.Trigger aria-label={t("assistant.construction")} />
                <Select.Content>
                  {CONSTRUCTIONS.map((c) => (
                    <Select.Item key={c} value={c}>
                      {t(`assistant.constructions.${c}`)}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
              {kind === "functionPlot" ? (
                <Flex gap="3">
                  <LabeledField
                    label={t("assistant.expression")}
                    value={expression}
                    onChange={setExpression}
                  />
                  <LabeledField
                    label={t("assistant.sliders")}
                    value={sliders}
                    onChange={setSliders}
                  />
                </Flex>
              ) : (
                <Flex gap="3">
                  <LabeledField
                    label={t("assistant.point", { name: "A" })}
                    value={points.a}
                    onChange={(a) => setPoints({ ...points, a })}
                  />
                  <LabeledField
                    label={t("assistant.point", { name: "B" })}
                    value={points.b}
                    onChange={(b) => setPoints({ ...points, b })}
                  />
                  {kind === "triangle" ? (
                    <LabeledField
                      label={t("assistant.point", { name: "C" })}
                      value={points.c}
                      onChange={(c) => setPoints({ ...points, c })}
                    />
                  ) : null}
                </Flex>
              )}
              {code ? (
                <TextArea
                  readOnly
                  rows={8}
                  className="se-code"
                  value={code}
                  aria-label={t("assistant.code")}
                />
              ) : (
                <Callout.Root color="red" size="1" role="alert">
                  <Callout.Text>{t("assistant.invalidInput")}</Callout.Text>
                </Callout.Root>
              )}
            </Flex>
            {buttons(code)}
          </Tabs.Content>
          <Tabs.Content value="paste">
            <Flex direction="column" gap="2" mt="3">
              <TextArea
                rows={10}
                className="se-code"
                aria-label={t("assistant.pasteLabel")}
                placeholder="const board = JXG.JSXGraph.initBoard('jxgbox', { … });"
                value={pasted}
                onChange={(e) => {
                  setPasted(e.target.value);
                  setPasteError(null);
                }}
              />
              {pasteError ? (
                <Text size="2" color="red" role="alert">
                  {t(`elements:${pasteError}`)}
                </Text>
              ) : null}
            </Flex>
            {buttons(pasted.trim() ? pasted : null, checkPaste)}
          </Tabs.Content>
        </Tabs.Root>
      </Dialog.Content>
    </Dialog.Root>
  );
}
