import { checkAnswerIn } from "../answers/check";
import { allElements, findElement, indexDocument } from "../document/element-index";
import type { Scalar } from "../document/rule-schema";
import type { GameDocument } from "../document/schema";
import { listVariables } from "../elements/vocabulary";
import type { Registry } from "../elements/registry";
import { createRuntime, type GameRuntime } from "../runtime/runtime";
import type { GameSnapshot } from "../runtime/snapshot";
import type { DispatchResult, Effect, RuntimeDiagnostic, RuntimeEvent } from "../runtime/types";
import { FakeClock } from "./fake-clock";

export interface TestRuntimeOptions {
  registry: Registry;
  /** Complete every effect as soon as it appears (default), as if animations and sounds took no time. */
  autoCompleteEffects?: boolean;
  stepLimit?: number;
  clock?: FakeClock;
}

/**
 * Plays a whole game headlessly: `game.click('Door'); game.advance(30_000); expect(game.sceneName).toBe('Hall')`.
 * Elements, scenes and variables can be named by id or by name.
 */
export class TestRuntime {
  readonly clock: FakeClock;
  readonly runtime: GameRuntime;
  /** Every result, in order. */
  readonly results: DispatchResult[] = [];
  /** Effects not yet completed (only with autoCompleteEffects: false). */
  readonly pendingEffects: Effect[] = [];
  private readonly autoComplete: boolean;
  private readonly registry: Registry;

  constructor(
    readonly document: GameDocument,
    options: TestRuntimeOptions,
  ) {
    this.registry = options.registry;
    this.clock = options.clock ?? new FakeClock();
    this.autoComplete = options.autoCompleteEffects ?? true;
    this.runtime = createRuntime(document, {
      registry: options.registry,
      clock: this.clock,
      ...(options.stepLimit === undefined ? {} : { stepLimit: options.stepLimit }),
    });
  }

  get effects(): Effect[] {
    return this.results.flatMap((r) => r.effects);
  }
  get diagnostics(): RuntimeDiagnostic[] {
    return [...this.runtime.compileDiagnostics, ...this.results.flatMap((r) => r.diagnostics)];
  }
  get firedRules(): string[] {
    return this.results.flatMap((r) => r.firedRules);
  }
  get sceneId(): string {
    return this.runtime.sceneId;
  }
  get sceneName(): string {
    return indexDocument(this.document).scene(this.runtime.sceneId)!.scene.name;
  }

  start(): DispatchResult {
    return this.record(this.runtime.start());
  }
  dispatch(event: RuntimeEvent): DispatchResult {
    return this.record(this.runtime.dispatch(event));
  }
  click(element: string) {
    return this.dispatch({ type: "click", elementId: this.elementId(element) });
  }
  hover(element: string) {
    return this.dispatch({ type: "mouseEnter", elementId: this.elementId(element) });
  }
  leave(element: string) {
    return this.dispatch({ type: "mouseLeave", elementId: this.elementId(element) });
  }
  drag(element: string, x: number, y: number) {
    return this.dispatch({ type: "dragEnd", elementId: this.elementId(element), x, y });
  }
  rotate(element: string, rotation: number) {
    return this.dispatch({ type: "rotateEnd", elementId: this.elementId(element), rotation });
  }
  resize(element: string, width: number, height: number) {
    return this.dispatch({ type: "resizeEnd", elementId: this.elementId(element), width, height });
  }
  trigger(element: string, trigger: string, value?: Scalar, payload?: unknown) {
    return this.dispatch({
      type: "trigger",
      elementId: this.elementId(element),
      trigger,
      ...(value === undefined ? {} : { value }),
      ...(payload === undefined ? {} : { payload }),
    });
  }
  /** Invoke an element action as its renderer would. */
  act(element: string, action: string, args?: unknown) {
    return this.dispatch({
      type: "elementAction",
      elementId: this.elementId(element),
      action,
      ...(args === undefined ? {} : { args }),
    });
  }
  /** Type into an input-like element: calls its 'submit', 'type' or 'setValue' action with { value }. */
  type(element: string, value: string) {
    const id = this.elementId(element);
    const type = findElement(this.document, id)!.element.type;
    const actions = Object.keys(this.registry.get(type).actions);
    const action = ["submit", "type", "setValue"].find((a) => actions.includes(a));
    if (!action) throw new Error(`Element '${element}' has no submit/type/setValue action`);
    return this.act(id, action, { value });
  }
  /** The host's verdict on a pending checkAnswer effect (with autoCompleteEffects: false). */
  answerCheck(
    effectId: string,
    verdict: "correct" | "incorrect" | "unavailable",
    retryAfterSeconds?: number,
  ) {
    const i = this.pendingEffects.findIndex((e) => e.id === effectId);
    if (i >= 0) this.pendingEffects.splice(i, 1);
    return this.dispatch({
      type: "answerChecked",
      effectId,
      verdict,
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    });
  }
  completeEffect(effectId: string) {
    const i = this.pendingEffects.findIndex((e) => e.id === effectId);
    if (i >= 0) this.pendingEffects.splice(i, 1);
    return this.dispatch({ type: "effectCompleted", effectId });
  }
  /** Moves the fake clock forward, firing each timer at its own due time. */
  advance(ms: number): void {
    const target = this.clock.now() + ms;
    for (
      let due = this.runtime.nextDueAt();
      due !== undefined && due <= target;
      due = this.runtime.nextDueAt()
    ) {
      this.clock.set(Math.max(due, this.clock.now()));
      this.record(this.runtime.advanceTime());
    }
    this.clock.set(target);
    this.record(this.runtime.advanceTime());
  }
  variable(nameOrId: string): Scalar | undefined {
    const v = listVariables(this.document).find((x) => x.id === nameOrId || x.name === nameOrId);
    return v ? this.runtime.variable(v.id) : undefined;
  }
  element(nameOrId: string) {
    return this.runtime.element(this.elementId(nameOrId))!;
  }
  snapshot(): GameSnapshot {
    return this.runtime.snapshot();
  }
  /** A fresh TestRuntime continuing from `snapshot`, its clock at the snapshot's time. */
  static restore(
    document: GameDocument,
    snapshot: GameSnapshot,
    options: Omit<TestRuntimeOptions, "clock">,
  ): TestRuntime {
    const t = new TestRuntime(document, { ...options, clock: new FakeClock(snapshot.time) });
    t.runtime.restore(snapshot);
    return t;
  }

  elementId(nameOrId: string): string {
    const found =
      findElement(this.document, nameOrId)?.element ??
      allElements(this.document).find((e) => e.name === nameOrId);
    if (!found) throw new Error(`No element '${nameOrId}'`);
    return found.id;
  }

  private record(result: DispatchResult): DispatchResult {
    this.results.push(result);
    if (!this.autoComplete) {
      this.pendingEffects.push(...result.effects);
      return result;
    }
    for (const effect of result.effects) {
      // The host checks answers here, against the document with its answers (as the API does).
      if (effect.type === "checkAnswer") {
        const verdict =
          checkAnswerIn(this.document, this.registry, effect.elementId, effect.value) ??
          "unavailable";
        this.record(this.runtime.dispatch({ type: "answerChecked", effectId: effect.id, verdict }));
      } else this.record(this.runtime.dispatch({ type: "effectCompleted", effectId: effect.id }));
    }
    return result;
  }
}
