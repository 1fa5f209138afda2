import { hydrateWithStrings } from "@exitgame/player/kit/hydrate";
import { editorStrings } from "./strings";

hydrateWithStrings(editorStrings);
