/** Every element definition, without React: for the API, the engine's validation and tests. */
import { createRegistry, type AnyElementDefinition, type GameDocument } from "@exitgame/engine";
import { AI_CHAT_SERVER_ONLY, aiChatDefinition } from "./ai-chat/definition";
import { audioDefinition } from "./audio/definition";
import { imageDefinition } from "./image/definition";
import { inputDefinition } from "./input/definition";
import { jsxGraphDefinition } from "./jsx-graph/definition";
import { numberCodeInputDefinition } from "./number-code-input/definition";
import { svgShapeDefinition } from "./svg-shape/definition";
import { textDefinition } from "./text/definition";
import { timerDefinition } from "./timer/definition";
import { videoDefinition } from "./video/definition";

export const definitions: readonly AnyElementDefinition[] = [
  textDefinition,
  svgShapeDefinition,
  imageDefinition,
  videoDefinition,
  audioDefinition,
  timerDefinition,
  inputDefinition,
  numberCodeInputDefinition,
  jsxGraphDefinition,
  aiChatDefinition,
];

export const registry = createRegistry(definitions);

/** Props of each type that stay on the server (the AI chat's instructions). */
export const SERVER_ONLY_PROPS: Record<string, readonly string[]> = {
  "ai-chat": AI_CHAT_SERVER_ONLY,
};

/**
 * The document as players may see it: server-only props emptied. Everything that sends a game
 * to a player's browser passes it through here.
 */
export function redactForPlayers(document: GameDocument): GameDocument {
  const redact = <E extends GameDocument["globalElements"][number]>(el: E): E => {
    const hidden = SERVER_ONLY_PROPS[el.type];
    if (!hidden || typeof el.props !== "object" || el.props === null) return el;
    const props = { ...(el.props as Record<string, unknown>) };
    for (const key of hidden) if (typeof props[key] === "string") props[key] = "";
    return { ...el, props };
  };
  return {
    ...document,
    scenes: document.scenes.map((s) => ({ ...s, elements: s.elements.map(redact) })),
    globalElements: document.globalElements.map(redact),
  };
}
