import { STAGE_HEIGHT, STAGE_WIDTH, FIRST_SCENE_NAME, type Locale } from "./constants";
import { createId } from "./ids";
import { FORMAT_VERSION } from "./migrations";
import { DEFAULT_GAME_SETTINGS } from "./schema";
import type { ElementCommon, Element, GameDocument, Scene } from "./schema";
import type { Registry } from "../elements/registry";

export function createScene(name: string, overrides: Partial<Omit<Scene, "name">> = {}): Scene {
  return {
    id: createId("scene"),
    name,
    elements: [],
    preload: false,
    transition: { type: "none", durationMs: 0 },
    focusOrder: [],
    ...overrides,
  };
}

/** A new game: one empty scene named 'Erste Szene' / 'First Scene'. */
export function createGameDocument(options: { locale: Locale; registry?: Registry }): GameDocument {
  return {
    formatVersion: FORMAT_VERSION,
    scenes: [createScene(FIRST_SCENE_NAME[options.locale])],
    globalElements: [],
    variables: [],
    rules: [],
    settings: { ...DEFAULT_GAME_SETTINGS },
  };
}

export type CreateElementOptions<P> = { locale: Locale; id?: string } & Partial<ElementCommon> & {
    props?: Partial<P>;
  };

/**
 * A new element of `type` with the plugin's default props and size, centred on the stage.
 * `props` overrides are merged over the defaults; the result is validated by the plugin schema.
 */
export function createElement<P = unknown>(
  registry: Registry,
  type: string,
  options: CreateElementOptions<P>,
): Element<P> {
  const def = registry.get(type);
  const { locale, id, props: propOverrides, ...common } = options;
  const defaults = def.defaultProps({ locale }) as P;
  const merged =
    propOverrides && typeof defaults === "object" && defaults !== null
      ? { ...defaults, ...propOverrides }
      : (propOverrides ?? defaults);
  const props = def.schema.parse(merged) as P;
  const { width, height } = { ...def.defaultSize, ...pick(common, ["width", "height"]) };
  return {
    id: id ?? createId("el"),
    type,
    version: def.version,
    name: type,
    locked: false,
    global: false,
    visible: true,
    x: Math.round((STAGE_WIDTH - width) / 2),
    y: Math.round((STAGE_HEIGHT - height) / 2),
    width,
    height,
    rotation: 0,
    opacity: 1,
    background: "transparent",
    border: "transparent",
    borderWidth: 0,
    radius: 0,
    variant: "default",
    draggable: false,
    rotatable: false,
    resizable: false,
    keepAspectRatio: false,
    mirrorH: false,
    mirrorV: false,
    variables: [],
    speech: { voice: null, speed: 1, pitch: 1 },
    styleOverrides: {},
    colorTheme: "blue",
    themeMode: "light",
    accessibleName: "",
    accessibleDescription: "",
    decorative: false,
    ...common,
    props,
  };
}

function pick<T extends object, K extends keyof T>(obj: T, keys: K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const k of keys) if (obj[k] !== undefined) out[k] = obj[k];
  return out;
}
