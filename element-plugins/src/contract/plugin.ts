import type { AnyElementDefinition, Element, ElementDefinition, Scalar } from "@exitgame/engine";
import type { ComponentType } from "react";

export interface RendererProps<P = unknown, S = unknown> {
  element: Element<P>;
  /** Play-time state (initialState's shape); the initial state in the editor. */
  state: S;
  mode: "edit" | "play";
  /** Fire one of the element's declared triggers. */
  emit(trigger: string, value?: Scalar): void;
  /** Invoke one of the element's actions (typing into a lock, submitting an input). */
  act(action: string, args?: unknown): void;
}

export interface InspectorProps<P = unknown> {
  props: P;
  onChange(patch: Partial<P>): void;
}

export interface PluginMeta {
  /** i18n key of the type's label in the `elements` namespace. */
  labelKey: string;
  category: "content" | "media" | "interaction" | "logic";
  /**
   * The renderer paints the element's background and border itself (svg shapes fill their
   * outline, not their box); the stage then leaves them off the box.
   */
  paintsBox?: boolean;
  /** The renderer contains its own keyboard-operable controls (inputs, buttons, frames). */
  interactive?: boolean;
}

/** The React half of an element type: its definition plus how it looks and is edited. */
export interface ElementPlugin<P = unknown, S = unknown> extends ElementDefinition<P, S> {
  meta: PluginMeta;
  Renderer: ComponentType<RendererProps<P, S>>;
  /** Only when the inspector generated from the schema is not enough. */
  Inspector?: ComponentType<InspectorProps<P>>;
}

// oxlint-disable-next-line no-explicit-any -- a list of plugins holds every props type
export type AnyElementPlugin = ElementPlugin<any, any>;

export function defineElementPlugin<P, S>(
  definition: ElementDefinition<P, S>,
  view: Pick<ElementPlugin<P, S>, "Renderer" | "Inspector">,
): ElementPlugin<P, S> {
  return { ...definition, meta: pluginMeta(definition.type), ...view };
}

export type { AnyElementDefinition };

/** Meta of every type, without React, so lists and the stage can know it before a view loads. */
export const PLUGIN_META: Record<string, PluginMeta> = {
  text: { labelKey: "text.label", category: "content" },
  "svg-shape": { labelKey: "svgShape.label", category: "content", paintsBox: true },
  image: { labelKey: "image.label", category: "media" },
  video: { labelKey: "video.label", category: "media", interactive: true },
  audio: { labelKey: "audio.label", category: "media", interactive: true },
  timer: { labelKey: "timer.label", category: "logic" },
  input: { labelKey: "input.label", category: "interaction", interactive: true },
  "number-code-input": {
    labelKey: "numberCodeInput.label",
    category: "interaction",
    interactive: true,
  },
  "jsx-graph": { labelKey: "jsxGraph.label", category: "interaction", interactive: true },
  "ai-chat": { labelKey: "aiChat.label", category: "interaction", interactive: true },
};

export function pluginMeta(type: string): PluginMeta {
  return PLUGIN_META[type] ?? { labelKey: `${type}.label`, category: "content" };
}
