/** The game area is fixed; the player scales it to the viewport. */
export const STAGE_WIDTH = 1280;
export const STAGE_HEIGHT = 720;

/** Reserved `sceneId` of a rule that applies on every scene. Scene ids may never be 'all'. */
export const ALL_SCENES = "all";

export type Locale = "de" | "en";
export const LOCALES: readonly Locale[] = ["de", "en"];

/** Name of the scene a new game starts with, per locale. */
export const FIRST_SCENE_NAME: Record<Locale, string> = { de: "Erste Szene", en: "First Scene" };

/** Tailwind's 22 palette names (grays slate, gray, zinc, neutral, stone and the colours red to rose). */
export const COLOR_THEMES = [
  "slate",
  "gray",
  "zinc",
  "neutral",
  "stone",
  "red",
  "orange",
  "amber",
  "yellow",
  "lime",
  "green",
  "emerald",
  "teal",
  "cyan",
  "sky",
  "blue",
  "indigo",
  "violet",
  "purple",
  "fuchsia",
  "pink",
  "rose",
] as const;
export type ColorTheme = (typeof COLOR_THEMES)[number];

export const SCENE_TRANSITIONS = [
  "none",
  "crossFade",
  "slideLeft",
  "slideRight",
  "slideTop",
  "slideBottom",
] as const;
export type SceneTransitionType = (typeof SCENE_TRANSITIONS)[number];

/** The largest WebVTT captions file a gallery takes (subtitles of a feature film are ~100 KB). */
export const MAX_CAPTIONS_BYTES = 512 * 1024;
