import { createContext, useContext } from "react";

/** The id of the game being edited: the galleries and asset pickers upload into its gallery. */
export const GameIdContext = createContext<number | null>(null);

export function useGameId(): number | null {
  return useContext(GameIdContext);
}
