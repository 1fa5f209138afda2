import { pageStrings } from "@exitgame/player/kit/hydrate";

/** The editor's strings, one chunk per language (a page loads its own before it hydrates). */
export const editorStrings = pageStrings({
  de: () => import("./strings.de"),
  en: () => import("./strings.en"),
});
