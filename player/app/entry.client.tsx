import { hydrateWithStrings } from "./shell/hydrate";
import { playerStrings } from "./strings";

hydrateWithStrings(playerStrings);
