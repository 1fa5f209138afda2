import type { AnyElementDefinition, Element, ElementDefinition, Scalar } from "@exitgame/engine";
import type { ComponentType } from "react";

export interface RendererProps<P = unknown, S = unknown> {
  element: Element<P>;
  /** Play-time state (initialState's shape); undefined in the editor. */
  state: S;
  mode: "edit" | "play";
  /** Fire one of the element's declared triggers. */
  emit(trigger: string, value?: Scalar): void;
}

export interface InspectorProps<P = unknown> {
  props: P;
  onChange(patch: Partial<P>): void;
}

/** The React half of an element type: its definition plus how it looks and is edited. */
export interface ElementPlugin<P = unknown, S = unknown> extends ElementDefinition<P, S> {
  meta: {
    /** i18n key of the type's label, in the plugin's own namespace. */
    labelKey: string;
    category: "content" | "media" | "interaction" | "logic";
  };
  Renderer: ComponentType<RendererProps<P, S>>;
  /** Only when the inspector generated from the schema is not enough. */
  Inspector?: ComponentType<InspectorProps<P>>;
}

// oxlint-disable-next-line no-explicit-any -- a list of plugins holds every props type
export type AnyElementPlugin = ElementPlugin<any, any>;

export function defineElementPlugin<P, S>(
  definition: ElementDefinition<P, S>,
  view: Pick<ElementPlugin<P, S>, "meta" | "Renderer" | "Inspector">,
): ElementPlugin<P, S> {
  return { ...definition, ...view };
}

export type { AnyElementDefinition };
