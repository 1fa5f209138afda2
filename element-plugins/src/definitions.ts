/** Every element definition, without React: for the API, the engine's validation and tests. */
import { createRegistry, type AnyElementDefinition } from "@exitgame/engine";
import { textDefinition } from "./text/definition";

export const definitions: readonly AnyElementDefinition[] = [textDefinition];

export const registry = createRegistry(definitions);
