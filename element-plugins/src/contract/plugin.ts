import type {
  AnyElementDefinition,
  Element,
  ElementDefinition,
  Locale,
  Scalar,
} from "@exitgame/engine";
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

/**
 * How the stage and the editor treat a type before its view (or its definition) has loaded.
 * Each plugin folder declares it in its manifest.ts; views.ts lists the manifests.
 */
export interface PluginMeta {
  /** Palette section in the editor. */
  category: "content" | "media" | "interaction" | "logic";
  /**
   * The renderer paints the element's background and border itself (svg shapes fill their
   * outline, not their box); the stage then leaves them off the box and lets it overflow.
   */
  paintsBox?: boolean;
  /** The renderer contains its own keyboard-operable controls (inputs, buttons, frames). */
  interactive?: boolean;
  /** The visible content is the element's accessible name (text): the box gets no label. */
  namedByContent?: boolean;
  /** false: the editor's palette does not offer the type (it only comes from imports). */
  placeable?: boolean;
}

/** A plugin's strings in the `elements` namespace, shaped as described in labels.ts. */
export interface ElementStrings {
  label: string;
  [key: string]: unknown;
}

/** What the browser knows of a type without loading its view or its schema. */
export interface PluginManifest {
  /** kebab-case, as in the definition. */
  type: string;
  meta: PluginMeta;
  /**
   * Types whose box follows their content: lays the element out inside `container` (the stage)
   * and tells the height its box needs (null: keep the drawn height) and whether content is cut
   * off. Synchronous and small, as the manifest is loaded up front.
   */
  measure?(element: Element, container: HTMLElement): ElementMeasure;
}

export interface ElementMeasure {
  height: number | null;
  clipped: boolean;
}

export function defineManifest(manifest: PluginManifest): PluginManifest {
  return manifest;
}

/** The React half of an element type: its definition plus how it looks and is edited. */
export interface ElementPlugin<P = unknown, S = unknown> extends ElementDefinition<P, S> {
  meta: PluginMeta;
  Renderer: ComponentType<RendererProps<P, S>>;
  /** Its strings (namespace `elements`): they come with the view (see type-strings.ts). */
  strings: Record<Locale, ElementStrings>;
}

// oxlint-disable-next-line no-explicit-any -- a list of plugins holds every props type
export type AnyElementPlugin = ElementPlugin<any, any>;

export function defineElementPlugin<P, S, E extends string>(
  definition: ElementDefinition<P, S, E>,
  manifest: PluginManifest,
  view: Pick<ElementPlugin<P, S>, "Renderer" | "strings">,
): ElementPlugin<P, S> {
  if (manifest.type !== definition.type)
    throw new Error(`Manifest of '${manifest.type}' given to '${definition.type}'`);
  return { ...(definition as ElementDefinition<P, S>), meta: manifest.meta, ...view };
}

export type { AnyElementDefinition };
