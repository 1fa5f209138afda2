/**
 * The preview with a live inspector (the teacher's solution mode): the player on the document
 * as it is in the editor, and beside it the current scene with a jump to any scene, every
 * variable with its live value (editable), the elements' own actions (a timer's start, stop,
 * reset, add or subtract seconds; a lock's check), and a log of why rules fired or did not.
 */
import {
  checkGameDocument,
  indexDocument,
  listVariables,
  type GameDocument,
  type Rule,
  type Scalar,
} from "@exitgame/engine";
import type { RuleTrace } from "@exitgame/engine/runtime/runtime";
import type { DispatchResult } from "@exitgame/engine/runtime/types";
import { registry } from "@exitgame/element-plugins/definitions";
import { actionArgKey, actionKey } from "@exitgame/element-plugins/labels";
import { GamePlayer, type PreviewInspector } from "@exitgame/player/kit/game";
import { Badge, Button, Callout, Flex, Heading, Text } from "@radix-ui/themes";
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Labelled, NativeSelect, NumberInput, ScalarInput } from "../fields/pickers";

type Controller = Parameters<PreviewInspector["onController"]>[0];

export interface LogEntry {
  id: number;
  text: string;
  tone: "fired" | "notFired" | "skipped" | "scene" | "variable";
}

/** One log line for a rule trace: "fired: 3 of 3 conditions held" / "did not fire: condition 2 false". */
export function traceText(
  t: (key: string, options?: Record<string, unknown>) => string,
  rule: Rule | undefined,
  index: number,
  entry: RuleTrace,
  /** A scene's name by id (for rules skipped because of their scene scope). */
  sceneName: (id: string) => string = (id) => id,
): string {
  const name = rule?.name || t("list.numbered", { n: index + 1 });
  if (entry.skipped === "sceneScope")
    return t("preview.skippedScene", {
      name,
      scene: sceneName(rule?.sceneId ?? ""),
      current: sceneName(entry.scope ?? ""),
    });
  const held = entry.conditions.filter(Boolean).length;
  const total = entry.conditions.length;
  if (entry.fired)
    return total === 0
      ? t("preview.firedNoConditions", { name })
      : t("preview.fired", { name, held, total });
  const failed = entry.conditions.flatMap((ok, i) => (ok ? [] : [i + 1]));
  if (rule?.conditions.operator === "partialAnd")
    return t("preview.notFiredPartial", {
      name,
      held,
      total,
      needed: rule.conditions.requiredCount ?? total,
    });
  return t("preview.notFired", { name, count: failed.length, conditions: failed.join(", ") });
}

class InspectorState {
  controller: Controller = null;
  log: LogEntry[] = [];
  version = 0;
  private seq = 0;
  private listeners = new Set<() => void>();
  subscribe = (l: () => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };
  getVersion = () => this.version;
  push(text: string, tone: LogEntry["tone"]) {
    this.log = [{ id: ++this.seq, text, tone }, ...this.log].slice(0, 200);
    this.bump();
  }
  setController(controller: Controller) {
    this.controller = controller;
    this.bump();
  }
  bump() {
    this.version++;
    this.listeners.forEach((l) => l());
  }
}

export function LogicPreview(props: {
  document: GameDocument;
  title: string;
  gameId: number;
  onClose(): void;
}) {
  const { t } = useTranslation(["logic", "sceneEditor"]);
  const close = useRef<HTMLButtonElement>(null);
  const checked = useMemo(() => checkGameDocument(props.document, registry), [props.document]);
  const [state] = useState(() => new InspectorState());
  useSyncExternalStore(state.subscribe, state.getVersion, state.getVersion);
  const doc = props.document;

  const inspector = useMemo<PreviewInspector>(
    () => ({
      trace(entry) {
        const index = doc.rules.findIndex((r) => r.id === entry.ruleId);
        const words = (key: string, options?: Record<string, unknown>) => t(key, options ?? {});
        const sceneName = (id: string) => doc.scenes.find((s) => s.id === id)?.name ?? id;
        state.push(
          traceText(words, doc.rules[index], index, entry, sceneName),
          entry.fired ? "fired" : entry.skipped ? "skipped" : "notFired",
        );
      },
      observe(result: DispatchResult) {
        for (const change of result.changes) {
          if (change.kind === "scene") {
            const scene = doc.scenes.find((s) => s.id === change.to);
            state.push(t("preview.sceneEntered", { scene: scene?.name ?? change.to }), "scene");
          } else if (change.kind === "variable") {
            const v = listVariables(doc).find((x) => x.id === change.variableId);
            state.push(
              t("preview.variableChanged", {
                variable: v?.name ?? change.variableId,
                value: String(change.to),
              }),
              "variable",
            );
          }
        }
        state.bump();
      },
      onController(controller) {
        state.setController(controller);
      },
    }),
    [doc, state, t],
  );

  useEffect(() => close.current?.focus(), []);
  const { onClose } = props;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);

  const controller = state.controller;
  const runtime = controller?.runtime;
  const started = runtime?.started ?? false;
  const sceneId = started ? runtime!.sceneId : "";
  const sceneElements = doc.scenes.find((s) => s.id === sceneId)?.elements ?? [];
  const withActions = [...sceneElements, ...doc.globalElements].filter(
    (e) => Object.keys(registry.vocabulary(e.type)?.actions ?? {}).length > 0,
  );

  return (
    <div
      className="se-preview"
      role="dialog"
      aria-modal="true"
      aria-label={t("sceneEditor:preview.title")}
    >
      <Flex className="se-preview-bar" align="center" justify="between" px="3" py="2">
        <Heading as="h2" size="3">
          {t("sceneEditor:preview.title")}: {props.title}
        </Heading>
        <Button ref={close} variant="soft" onClick={props.onClose} data-testid="close-preview">
          {t("sceneEditor:preview.close")}
        </Button>
      </Flex>
      <div className="lb-preview-body">
        <div className="se-preview-stage">
          {checked.ok ? (
            <GamePlayer
              document={checked.document}
              title={props.title}
              gameId={props.gameId}
              inspector={inspector}
              answers="local"
            />
          ) : (
            <Callout.Root color="red" m="4" role="alert">
              <Callout.Text>{t("sceneEditor:preview.invalid")}</Callout.Text>
            </Callout.Root>
          )}
        </div>
        <aside
          className="lb-inspector"
          aria-label={t("preview.inspector")}
          data-testid="preview-inspector"
        >
          {!started ? (
            <Text size="2" color="gray" as="p">
              {t("preview.notStarted")}
            </Text>
          ) : (
            <Flex direction="column" gap="4">
              <section>
                <Heading as="h3" size="2" mb="1">
                  {t("preview.scene")}
                </Heading>
                <Labelled label={t("preview.jump")}>
                  {(id) => (
                    <NativeSelect
                      id={id}
                      value={sceneId}
                      testId="preview-scene"
                      onChange={(to) => controller!.inspect((rt) => rt.inspect.goToScene(to))}
                    >
                      {doc.scenes.map((s) => (
                        <option key={s.id} value={s.id}>
                          {s.name}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </Labelled>
              </section>
              <section>
                <Heading as="h3" size="2" mb="1">
                  {t("preview.variables")}
                </Heading>
                {listVariables(doc).length === 0 ? (
                  <Text size="1" color="gray">
                    {t("preview.noVariables")}
                  </Text>
                ) : (
                  <Flex direction="column" gap="2">
                    {listVariables(doc).map((v) => {
                      const owner = v.elementId
                        ? indexDocument(doc).element(v.elementId)?.element
                        : undefined;
                      const value = runtime!.variable(v.id) ?? v.initialValue;
                      return (
                        <div key={v.id} data-testid="preview-variable" data-variable={v.name}>
                          <ScalarInput
                            label={owner ? `${owner.name}.${v.name}` : v.name}
                            type={v.type}
                            value={value}
                            onChange={(next: Scalar) =>
                              controller!.inspect((rt) => rt.inspect.setVariable(v.id, next))
                            }
                          />
                        </div>
                      );
                    })}
                  </Flex>
                )}
              </section>
              {withActions.length ? (
                <section>
                  <Heading as="h3" size="2" mb="1">
                    {t("preview.elements")}
                  </Heading>
                  <Flex direction="column" gap="2">
                    {withActions.map((el) => (
                      <ElementControls
                        key={el.id}
                        elementId={el.id}
                        type={el.type}
                        name={el.name}
                        controller={controller!}
                      />
                    ))}
                  </Flex>
                </section>
              ) : null}
            </Flex>
          )}
          <section>
            <Heading as="h3" size="2" mb="1" mt="3">
              {t("preview.log")}
            </Heading>
            <ol className="lb-log" data-testid="preview-log" aria-live="polite">
              {state.log.map((entry) => (
                <li key={entry.id} data-tone={entry.tone}>
                  <Badge
                    size="1"
                    color={
                      entry.tone === "fired"
                        ? "green"
                        : entry.tone === "notFired"
                          ? "gray"
                          : entry.tone === "skipped"
                            ? "amber"
                            : "blue"
                    }
                    mr="1"
                  >
                    {t(`preview.tones.${entry.tone}`)}
                  </Badge>
                  <Text size="1">{entry.text}</Text>
                </li>
              ))}
            </ol>
          </section>
        </aside>
      </div>
    </div>
  );
}

/** An element's own actions as buttons (arguments as number fields): pause a timer, add time. */
function ElementControls(props: {
  elementId: string;
  type: string;
  name: string;
  controller: NonNullable<Controller>;
}) {
  const { t } = useTranslation(["logic", "elements"]);
  const vocab = registry.vocabulary(props.type)!;
  const [args, setArgs] = useState<Record<string, number>>({});
  return (
    <Flex
      direction="column"
      gap="1"
      className="lb-item"
      data-testid="preview-element"
      data-element={props.name}
    >
      <Text size="2" weight="bold">
        {props.name}
      </Text>
      <Flex gap="1" wrap="wrap" align="end">
        {Object.values(vocab.actions).map((a) => {
          const fields = Object.entries(a.argFields ?? {});
          return (
            <Flex key={a.name} gap="1" align="end">
              {fields.map(([name, field]) => (
                <NumberInput
                  key={name}
                  label={t(`elements:${actionArgKey(props.type, a.name, name)}`)}
                  value={
                    args[`${a.name}.${name}`] ??
                    (field.kind === "number" || field.kind === "slider" ? (field.min ?? 1) : 1)
                  }
                  onChange={(n) => setArgs((x) => ({ ...x, [`${a.name}.${name}`]: n }))}
                />
              ))}
              <Button
                size="1"
                variant="soft"
                data-testid={`preview-action-${a.name}`}
                onClick={() =>
                  props.controller.dispatch({
                    type: "elementAction",
                    elementId: props.elementId,
                    action: a.name,
                    ...(fields.length
                      ? {
                          args: Object.fromEntries(
                            fields.map(([name, field]) => [
                              name,
                              args[`${a.name}.${name}`] ??
                                (field.kind === "number" || field.kind === "slider"
                                  ? (field.min ?? 1)
                                  : 1),
                            ]),
                          ),
                        }
                      : {}),
                  })
                }
              >
                {t(`elements:${actionKey(props.type, a.name, "label")}`)}
              </Button>
            </Flex>
          );
        })}
      </Flex>
    </Flex>
  );
}
