import { pageStrings } from "./shell/page-strings";

/** The play pages' strings (shell and player namespaces), one chunk per language. */
export const playerStrings = pageStrings({
  de: () => import("./strings.de"),
  en: () => import("./strings.en"),
});
