import { defineElementPlugin } from "../contract/plugin";
import { missingElementStrings } from "./strings";
import { missingElementDefinition } from "./definition";
import { missingElementManifest } from "./manifest";
import { MissingElementRenderer } from "./MissingElementRenderer";

export const plugin = defineElementPlugin(missingElementDefinition, missingElementManifest, {
  Renderer: MissingElementRenderer,
  strings: missingElementStrings,
});
