/**
 * Renders one element's real renderer wired to a real engine runtime, as the player does:
 * renderer actions and triggers go through runtime.dispatch, state changes re-render, element
 * effects reach the renderer's subscriptions. For plugin tests.
 */
import { act, cleanup, render, type RenderResult } from "@testing-library/react";
import { afterEach } from "vitest";
import { checkAnswerIn, type Rule, type Variable } from "@exitgame/engine";
import { buildGame, type ElementSpec } from "@exitgame/engine/testing/builder";
import { TestRuntime } from "@exitgame/engine/testing/test-runtime";
import type { Effect, RuntimeEvent } from "@exitgame/engine/runtime/types";
import i18next from "i18next";
import { useSyncExternalStore } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import {
  defaultHost,
  PluginHostContext,
  type EffectHandler,
  type PluginHost,
} from "../contract/host";
import { registry } from "../definitions";
import { elementResources } from "../i18n";
import { loadPlugin } from "../views";

export interface HarnessOptions {
  props?: Record<string, unknown>;
  common?: Omit<ElementSpec, "type" | "id" | "props">;
  rules?: Rule[];
  variables?: Variable[];
  /** Other elements in the scene (targets of rules). */
  others?: ElementSpec[];
  mode?: "edit" | "play";
  locale?: "de" | "en";
  host?: Partial<PluginHost>;
  /**
   * The host's verdict on a checked answer (default: checked against the document). "hold":
   * the check stays pending until the test sends { type: 'answerChecked' } itself.
   */
  answer?: (
    value: string,
  ) => { verdict: "correct" | "incorrect" | "unavailable"; retryAfterSeconds?: number } | "hold";
  /** Complete effects nobody handles at once (default true). */
  autoComplete?: boolean;
}

export interface Harness extends RenderResult {
  game: TestRuntime;
  /** Every effect the runtime produced, in order. */
  effects: Effect[];
  /** Dispatch an event as the stage would (inside act()). */
  send(event: RuntimeEvent): void;
  /** Advance the fake clock (timers) inside act(). */
  advance(ms: number): void;
  variable(id: string): unknown;
}

export const ELEMENT_ID = "el";

// Vitest runs without globals: unmount after each test here.
afterEach(cleanup);

export async function renderElement(type: string, options: HarnessOptions = {}): Promise<Harness> {
  const plugin = await loadPlugin(type);
  const locale = options.locale ?? "en";
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: locale,
    resources: elementResources,
    defaultNS: "elements",
    interpolation: { escapeValue: false },
  });
  const doc = buildGame(registry, {
    scenes: [
      {
        id: "s",
        elements: [
          {
            type,
            id: ELEMENT_ID,
            ...options.common,
            ...(options.props ? { props: options.props } : {}),
          },
          ...(options.others ?? []),
        ],
      },
    ],
    variables: options.variables ?? [],
    rules: options.rules ?? [],
  });
  const game = new TestRuntime(doc, { registry, autoCompleteEffects: false });
  const listeners = new Set<() => void>();
  const handlers = new Map<string, Set<EffectHandler>>();
  const effects: Effect[] = [];
  let version = 0;
  const deliver = () => {
    for (const effect of game.pendingEffects.splice(0)) {
      effects.push(effect);
      // A local host, as in the editor's preview: answers are checked against the document.
      if (effect.type === "checkAnswer") {
        const given = options.answer?.(effect.value);
        if (given === "hold") continue;
        if (given) game.answerCheck(effect.id, given.verdict, given.retryAfterSeconds);
        else
          game.answerCheck(
            effect.id,
            checkAnswerIn(doc, registry, effect.elementId, effect.value) ?? "unavailable",
          );
        deliver();
        notify();
        continue;
      }
      const set = effect.type === "element" ? handlers.get(effect.elementId) : undefined;
      const complete = () => {
        game.completeEffect(effect.id);
        deliver();
        notify();
      };
      if (set && set.size > 0 && effect.type === "element")
        for (const h of set)
          h(
            { id: effect.id, elementId: effect.elementId, kind: effect.kind, data: effect.data },
            complete,
          );
      else if (options.autoComplete !== false) complete();
    }
  };
  const notify = () => {
    version++;
    for (const l of listeners) l();
  };
  const send = (event: RuntimeEvent) => {
    game.dispatch(event);
    deliver();
    notify();
  };
  const host: PluginHost = {
    ...defaultHost,
    ...options.host,
    subscribeEffects(elementId, handler) {
      let set = handlers.get(elementId);
      if (!set) handlers.set(elementId, (set = new Set()));
      set.add(handler);
      return () => set.delete(handler);
    },
  };
  const element = doc.scenes[0]!.elements[0]!;
  const mode = options.mode ?? "play";
  function View() {
    useSyncExternalStore(
      (l) => (listeners.add(l), () => listeners.delete(l)),
      () => version,
    );
    const live = game.runtime.element(ELEMENT_ID)!;
    const Renderer = plugin.Renderer;
    return (
      <Renderer
        element={{ ...element, props: live.props }}
        state={live.state}
        mode={mode}
        emit={(trigger, value) =>
          send({
            type: "trigger",
            elementId: ELEMENT_ID,
            trigger,
            ...(value === undefined ? {} : { value }),
          })
        }
        act={(action, args) =>
          send({
            type: "elementAction",
            elementId: ELEMENT_ID,
            action,
            ...(args === undefined ? {} : { args }),
          })
        }
      />
    );
  }
  const result = render(
    <I18nextProvider i18n={i18n}>
      <PluginHostContext.Provider value={host}>
        <View />
      </PluginHostContext.Provider>
    </I18nextProvider>,
  );
  await act(async () => {
    game.start();
    deliver();
    notify();
  });
  return {
    ...result,
    game,
    effects,
    send: (event) => act(() => send(event)),
    advance: (ms) =>
      act(() => {
        game.advance(ms);
        deliver();
        notify();
      }),
    variable: (id) => game.variable(id),
  };
}
