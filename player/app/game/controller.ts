/**
 * Runs a game in the browser: owns the engine runtime, feeds it the stage's events and its own
 * timers, writes state changes into the view store and hands effects to the adapters. Every
 * effect is reported back as completed (awaited rule actions resume then).
 */
import type { AnswerVerdict, Element, GameDocument, Registry, Scene } from "@exitgame/engine";
import { checkAnswerIn } from "@exitgame/engine/answers/check";
import { createRuntime, type GameRuntime, type RuleTrace } from "@exitgame/engine/runtime/runtime";
import type { GameSnapshot } from "@exitgame/engine/runtime/snapshot";
import { indexDocument, type DocumentIndex } from "@exitgame/engine/document/element-index";
import type {
  DispatchResult,
  Effect,
  Geometry,
  RuntimeEvent,
} from "@exitgame/engine/runtime/types";
import {
  defaultAssetUrl,
  type EffectHandler,
  type ElementEffect,
  type PluginHost,
} from "@exitgame/element-plugins/host";
import { isPlayerEvent, type PlayerInput } from "@exitgame/engine/runtime/inputs";
import { effectAdapter, type EffectAdapterName } from "./effects/routes";
import { ViewStore } from "./view-store";

export interface Adapters {
  animate(effect: Extract<Effect, { type: "animate" }>, from: Geometry, done: () => void): void;
  transition(effect: Extract<Effect, { type: "goToScene" }>, done: () => void): void;
  /** The player's own effect adapters; EFFECT_ROUTES says which effect kinds go to which. */
  services: Record<
    EffectAdapterName,
    (effect: ElementEffect, element: Element, done: () => void) => void
  >;
  /**
   * Checks an answer (the checkAnswer effect) and calls `answer` with the verdict. The player
   * asks the API (its document has no answers); without this adapter the controller checks
   * against its own document (the editor's preview, which has them).
   */
  checkAnswer?(
    effect: Extract<Effect, { type: "checkAnswer" }>,
    /** `retryAfterSeconds` with 'unavailable': the element checks its entry again then. */
    answer: (verdict: AnswerVerdict, retryAfterSeconds?: number) => void,
  ): void;
  preload?(scene: Scene): void;
  /** Called with runtime diagnostics (rule loops, bad arguments) for the console. */
  diagnostics?(result: DispatchResult): void;
}

export interface ControllerOptions {
  registry: Registry;
  adapters: Adapters;
  /** Wraps store updates (the stage passes React's flushSync so boxes move before tweens start). */
  batch?: (apply: () => void) => void;
  now?: () => number;
  host?: Partial<PluginHost>;
  /** The store the stage already shows (server-rendered before the runtime loaded). */
  store?: ViewStore;
  /** How long an element effect waits for its renderer to mount (lazy views) before it is dropped. */
  subscriberTimeoutMs?: number;
  /** The teacher's preview: every rule a trigger reached (see RuntimeOptions.trace). */
  trace?: (entry: RuleTrace) => void;
  /** The teacher's preview: every result the runtime produced, after it was applied. */
  observe?: (result: DispatchResult) => void;
}

interface Pending {
  effect: ElementEffect;
  timer: ReturnType<typeof setTimeout>;
}

export class GameController {
  readonly store: ViewStore;
  readonly runtime: GameRuntime;
  readonly host: PluginHost;
  private readonly index: DocumentIndex;
  private readonly subscribers = new Map<string, Set<EffectHandler>>();
  private readonly pending = new Map<string, Pending[]>();
  private readonly completed = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;
  private busy = false;
  private readonly queue: RuntimeEvent[] = [];
  private readonly now: () => number;
  /** Added to the clock after a resume, so that the snapshot's game time continues from here. */
  private clockOffset = 0;
  private readonly base: () => number;
  /** Who hears the player's inputs (a competition team sends them to the server). */
  private readonly inputListeners = new Set<(input: PlayerInput) => void>();

  constructor(
    readonly document: GameDocument,
    private readonly options: ControllerOptions,
  ) {
    const base = options.now ?? (() => performance.now());
    this.base = base;
    this.now = () => base() + this.clockOffset;
    this.store = options.store ?? new ViewStore(document);
    this.runtime = createRuntime(document, {
      registry: options.registry,
      clock: { now: this.now },
      ...(options.trace ? { trace: options.trace } : {}),
    });
    // The play state starts from the definitions' initial state (timer remaining, lock attempts).
    for (const id of Array.from(this.store.elementIds())) {
      const el = this.runtime.element(id);
      if (el) this.store.update(id, { props: el.props, state: el.state });
    }
    this.index = indexDocument(document);
    this.host = {
      assetUrl: defaultAssetUrl,
      codeFrameUrl: null,
      chatProxy: null,
      reducedMotion: false,
      mediaVolume: () => 1,
      ...options.host,
      subscribeEffects: (elementId, handler) => this.subscribe(elementId, handler),
    };
  }

  get started(): boolean {
    return this.runtime.started;
  }

  start(): void {
    if (this.runtime.started || this.disposed) return;
    const first = this.document.scenes[0]!;
    this.options.adapters.preload?.(first);
    for (const scene of this.document.scenes)
      if (scene.preload && scene !== first) this.options.adapters.preload?.(scene);
    this.pump(() => this.runtime.start());
    for (const listener of this.inputListeners) listener({ type: "start" });
  }

  /**
   * Every input of the player (what the stage and the adapters dispatch, and the start), for a
   * host that lets someone else decide (a competition's server). Returns an unsubscribe function.
   */
  subscribeInputs(listener: (input: PlayerInput) => void): () => void {
    this.inputListeners.add(listener);
    return () => this.inputListeners.delete(listener);
  }

  /**
   * Continues a saved game (a competition team's snapshot) instead of starting it: the runtime
   * takes the snapshot, the stage shows its scene and elements, and effects that were still
   * running when it was taken count as finished (their rules go on). Throws SnapshotError for a
   * snapshot of another game.
   */
  resume(snapshot: GameSnapshot, gameTime?: number): void {
    if (this.disposed) return;
    // The game's clock continues from the snapshot (or from the clock of whoever sent it).
    this.clockOffset = Math.max(snapshot.time, gameTime ?? snapshot.time) - this.base();
    this.runtime.restore(snapshot);
    const scene = this.document.scenes.find((s) => s.id === snapshot.sceneId);
    if (scene) this.options.adapters.preload?.(scene);
    const batch = this.options.batch ?? ((apply) => apply());
    batch(() => {
      for (const id of Array.from(this.store.elementIds())) {
        const el = this.runtime.element(id);
        if (!el) continue;
        this.store.update(id, {
          x: el.x,
          y: el.y,
          width: el.width,
          height: el.height,
          rotation: el.rotation,
          opacity: el.opacity,
          visible: el.visible,
          props: el.props,
          state: el.state,
          held: false,
        });
      }
      this.store.setScene({ sceneId: snapshot.sceneId, leaving: null });
    });
    const checks = this.runtime.pendingChecks();
    const asked = new Set(checks.map((c) => c.effectId));
    const running = snapshot.continuations.flatMap((c) => c.waiting);
    for (const effectId of running) if (!asked.has(effectId)) this.complete(effectId);
    // Answers sent for checking when the state was saved are asked again.
    for (const c of checks)
      this.route(
        { id: c.effectId, type: "checkAnswer", elementId: c.elementId, value: c.value },
        undefined,
      );
    this.scheduleTimers();
  }

  /** The game's clock now (ms; continues a resumed game's time). */
  gameTime(): number {
    return this.now();
  }

  /** The complete play state, for saving (competitions). */
  snapshot(): GameSnapshot {
    return this.runtime.snapshot();
  }

  /** Events from the stage. Re-entrant calls (an adapter completing at once) are queued. */
  dispatch(event: RuntimeEvent): void {
    if (!this.runtime.started || this.disposed) return;
    if (isPlayerEvent(event))
      for (const listener of this.inputListeners) listener(event as PlayerInput);
    this.queue.push(event);
    if (!this.busy) this.pump();
  }

  /** Runs one unit of work, then every event queued meanwhile, one at a time. */
  private pump(first?: () => DispatchResult): void {
    this.busy = true;
    try {
      if (first) this.handle(first());
      while (this.queue.length > 0 && !this.disposed)
        this.handle(this.runtime.dispatch(this.queue.shift()!));
    } finally {
      this.busy = false;
    }
  }

  /** The preview's inspector acts on the runtime (jump to a scene, set a variable) like an event. */
  inspect(act: (runtime: GameRuntime) => DispatchResult): void {
    if (!this.runtime.started || this.disposed) return;
    if (this.busy) return;
    this.pump(() => act(this.runtime));
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.timer);
    for (const list of this.pending.values()) for (const p of list) clearTimeout(p.timer);
    this.pending.clear();
  }

  private complete = (effectId: string) => {
    if (this.completed.has(effectId)) return;
    this.completed.add(effectId);
    this.dispatch({ type: "effectCompleted", effectId });
  };

  private handle(result: DispatchResult): void {
    if (this.disposed) return;
    // Where animated elements are on screen now: adapters tween from there to the new state.
    const from = new Map<string, Geometry>();
    for (const effect of result.effects) {
      if (effect.type !== "animate" || from.has(effect.elementId)) continue;
      const view = this.store.element(effect.elementId);
      if (view)
        from.set(effect.elementId, {
          x: view.x,
          y: view.y,
          width: view.width,
          height: view.height,
          rotation: view.rotation,
          opacity: view.opacity,
          visible: view.visible,
        });
    }
    const batch = this.options.batch ?? ((apply) => apply());
    batch(() => {
      this.store.apply(result.changes);
      for (const effect of result.effects) {
        // Exit animations keep the element visible until they end.
        if (effect.type === "animate" && effect.to.visible === false)
          this.store.update(effect.elementId, { held: true });
      }
    });
    if (result.diagnostics.length > 0) this.options.adapters.diagnostics?.(result);
    this.options.observe?.(result);
    for (const effect of result.effects)
      this.route(effect, from.get((effect as { elementId?: string }).elementId ?? ""));
    this.scheduleTimers();
  }

  private route(effect: Effect, from: Geometry | undefined): void {
    const done = () => this.complete(effect.id);
    const { adapters } = this.options;
    switch (effect.type) {
      case "goToScene": {
        const target = this.index.scene(effect.sceneId)?.scene;
        if (target) adapters.preload?.(target);
        adapters.transition(effect, done);
        return;
      }
      case "animate": {
        const view = this.store.element(effect.elementId);
        if (!view || !from) return done();
        adapters.animate(effect, from, () => {
          if (this.store.element(effect.elementId)?.held)
            this.store.update(effect.elementId, { held: false });
          done();
        });
        return;
      }
      case "checkAnswer": {
        const answer = (verdict: AnswerVerdict, retryAfterSeconds?: number) => {
          if (this.completed.has(effect.id)) return;
          this.completed.add(effect.id);
          this.dispatch({
            type: "answerChecked",
            effectId: effect.id,
            verdict,
            ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
          });
        };
        if (adapters.checkAnswer) return adapters.checkAnswer(effect, answer);
        const local = checkAnswerIn(
          this.document,
          this.options.registry,
          effect.elementId,
          effect.value,
        );
        // Asynchronous like the API's answer, so that rules see the same order of events.
        queueMicrotask(() => answer(local ?? "unavailable"));
        return;
      }
      case "element": {
        const element = this.index.element(effect.elementId)?.element;
        const fx: ElementEffect = {
          id: effect.id,
          elementId: effect.elementId,
          kind: effect.kind,
          data: effect.data,
        };
        const adapter = effectAdapter(effect.kind);
        if (adapter && element) return adapters.services[adapter](fx, element, done);
        this.deliver(fx, done);
        return;
      }
    }
  }

  /** Element effects go to the element's renderer; one still loading gets them when it mounts. */
  private deliver(effect: ElementEffect, done: () => void): void {
    const handlers = this.subscribers.get(effect.elementId);
    if (handlers && handlers.size > 0) {
      for (const handler of handlers) handler(effect, done);
      return;
    }
    const sceneId = this.index.element(effect.elementId)?.sceneId;
    const onScreen = sceneId === null || sceneId === this.runtime.sceneId;
    if (!onScreen) return done();
    const timer = setTimeout(() => {
      const list = this.pending.get(effect.elementId) ?? [];
      this.pending.set(
        effect.elementId,
        list.filter((p) => p.effect.id !== effect.id),
      );
      done();
    }, this.options.subscriberTimeoutMs ?? 10_000);
    const list = this.pending.get(effect.elementId) ?? [];
    list.push({ effect, timer });
    this.pending.set(effect.elementId, list);
  }

  private subscribe(elementId: string, handler: EffectHandler): () => void {
    let set = this.subscribers.get(elementId);
    if (!set) this.subscribers.set(elementId, (set = new Set()));
    set.add(handler);
    const waiting = this.pending.get(elementId);
    if (waiting) {
      this.pending.delete(elementId);
      for (const p of waiting) {
        clearTimeout(p.timer);
        handler(p.effect, () => this.complete(p.effect.id));
      }
    }
    return () => set.delete(handler);
  }

  private scheduleTimers(): void {
    clearTimeout(this.timer);
    const due = this.runtime.nextDueAt();
    if (due === undefined || this.disposed) return;
    this.timer = setTimeout(
      () => {
        if (this.busy) return this.scheduleTimers();
        this.pump(() => this.runtime.advanceTime());
      },
      Math.max(0, due - this.now()),
    );
  }
}
