/** The game being edited, as the top bar shows it. */
export interface GameInfo {
  id: number;
  title: string;
  status: string;
}
