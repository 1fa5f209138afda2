import type { PluginEffectKind } from "@exitgame/element-plugins/definitions";

/** The player's own effect adapters. */
export type EffectAdapterName = "audio" | "speech";

/**
 * Who performs each effect kind the plugins declare: one of the player's adapters, or the
 * element's own renderer (which subscribes through the plugin host). Typed against the
 * declarations: a declared effect without a route, or a route for an effect no plugin
 * declares, does not compile; routes.test.ts checks that each route agrees with `handledBy`.
 */
export const EFFECT_ROUTES = {
  "audio.play": "audio",
  "audio.stop": "audio",
  "speech.speak": "speech",
  "speech.cancel": "speech",
  "video.play": "renderer",
  "video.pause": "renderer",
  "video.stop": "renderer",
} as const satisfies Record<PluginEffectKind, EffectAdapterName | "renderer">;

/** The adapter that performs `kind`, or null when the element's renderer does. */
export function effectAdapter(kind: string): EffectAdapterName | null {
  const route = Object.hasOwn(EFFECT_ROUTES, kind)
    ? EFFECT_ROUTES[kind as PluginEffectKind]
    : "renderer";
  return route === "renderer" ? null : route;
}
