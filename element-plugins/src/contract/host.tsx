import { createContext, useContext, useEffect, useEffectEvent } from "react";
import type { Locale } from "@exitgame/engine";

/** A plugin effect the runtime asked for ('video.play'), addressed to one element. */
export interface ElementEffect<K extends string = string> {
  id: string;
  elementId: string;
  /** One of the kinds the element's definition declares in `effects`. */
  kind: K;
  data: Record<string, unknown>;
}
/** Handles an effect; calls `complete` when it is done (at once for instant ones). */
export type EffectHandler = (effect: ElementEffect, complete: () => void) => void;

/**
 * What the app hosting the stage offers renderers: asset URLs, endpoints and effect delivery.
 * The player provides a live one; the editor and tests get the defaults.
 */
export interface PluginHost {
  /** URL of a gallery asset (an asset id), or the value itself when it already is a URL. */
  assetUrl(src: string): string;
  /** URL of the sandboxed frame document that runs JSXGraph code (served with its own CSP). */
  codeFrameUrl: string | null;
  /** AI chat endpoint and the game it belongs to; null outside a published game. */
  chatProxy: { endpoint: string; gameId: number } | null;
  /** Lets a renderer receive the effects addressed to its element; returns the unsubscribe. */
  subscribeEffects(elementId: string, handler: EffectHandler): () => void;
  /** The player's reduced-motion preference. */
  reducedMotion: boolean;
  /** Audio and video follow the player's mixer (master × channel, mute). */
  mediaVolume(channel: "music" | "effects" | "voice"): number;
  locale?: Locale;
}

const ASSET_ID = /^[0-9a-zA-Z_-]{1,64}$/;

/** Asset ids are served by the API; anything else (https URL, data URL) is used as it is. */
export function defaultAssetUrl(src: string): string {
  return ASSET_ID.test(src) ? `/api/assets/${src}` : src;
}

export const defaultHost: PluginHost = {
  assetUrl: defaultAssetUrl,
  codeFrameUrl: null,
  chatProxy: null,
  subscribeEffects: () => () => {},
  reducedMotion: false,
  mediaVolume: () => 1,
};

export const PluginHostContext = createContext<PluginHost>(defaultHost);

export function usePluginHost(): PluginHost {
  return useContext(PluginHostContext);
}

/**
 * Receive the effects addressed to this element while mounted. `K`: the effect kinds the
 * definition declares as handled by the renderer (the runtime only sends declared kinds).
 */
export function useElementEffects<K extends string = string>(
  elementId: string,
  handler: (effect: ElementEffect<K>, complete: () => void) => void,
): void {
  const host = usePluginHost();
  const onEffect = useEffectEvent(handler);
  useEffect(
    () =>
      host.subscribeEffects(elementId, (effect, complete) =>
        onEffect(effect as ElementEffect<K>, complete),
      ),
    [host, elementId],
  );
}
