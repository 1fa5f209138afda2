import type { Resource } from "i18next";
import de from "./strings.de";
import en from "./strings.en";

/**
 * Both languages' strings, for tests. The app loads one language's chunk per page (strings.ts).
 */
export const editorResources: Resource = { de, en };
