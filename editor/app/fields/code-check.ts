/**
 * Checks for the inspector's code fields, pure (no CodeMirror here: that is a lazy chunk).
 * `checkJson` says where a JSON text breaks, as line and column for the translated message;
 * `TypingBursts` turns keystrokes into undo steps: one step per burst of typing, a burst ending
 * after a pause or when the editor loses focus.
 */

export interface JsonProblem {
  /** 1-based line and column of the first character the parser could not take. */
  line: number;
  column: number;
}

/** Line and column of a 0-based offset in `text`. */
export function lineColumn(text: string, offset: number): JsonProblem {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split("\n");
  return { line: lines.length, column: lines.at(-1)!.length + 1 };
}

/**
 * Null when `text` is valid JSON (or empty: an optional field left blank), else where it
 * breaks. Browsers word JSON.parse's errors differently and not always with a position, so the
 * place comes from a small scanner of our own: the first character that cannot continue JSON.
 */
export function checkJson(text: string): JsonProblem | null {
  if (text.trim() === "") return null;
  try {
    JSON.parse(text);
    return null;
  } catch {
    return lineColumn(text, jsonErrorOffset(text));
  }
}

/** The offset of the first character that cannot continue a JSON text (its length if it ends too early). */
export function jsonErrorOffset(text: string): number {
  let i = 0;
  class Stop {
    constructor(readonly at: number) {}
  }
  const fail = (): never => {
    throw new Stop(i);
  };
  const space = () => {
    while (i < text.length && " \t\n\r".includes(text[i]!)) i++;
  };
  const literal = (word: string) => {
    for (const ch of word)
      if (text[i] === ch) i++;
      else fail();
  };
  const string = () => {
    i++; // opening quote
    while (i < text.length && text[i] !== '"') {
      const ch = text[i]!;
      if (ch < " ") fail();
      if (ch === "\\") {
        i++;
        if (text[i] === "u") {
          i++;
          for (let k = 0; k < 4; k++)
            if (/[0-9a-fA-F]/.test(text[i] ?? "")) i++;
            else fail();
          continue;
        }
        if (!'"\\/bfnrt'.includes(text[i] ?? "x")) fail();
      }
      i++;
    }
    if (i >= text.length) fail();
    i++;
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!match || match[0] === "-") fail();
    i += match![0].length;
  };
  const value = (): void => {
    space();
    const ch = text[i];
    if (ch === "{") {
      i++;
      space();
      if (text[i] === "}") return void i++;
      for (;;) {
        space();
        if (text[i] !== '"') fail();
        string();
        space();
        if (text[i] !== ":") fail();
        i++;
        value();
        space();
        if (text[i] === ",") i++;
        else if (text[i] === "}") return void i++;
        else fail();
      }
    }
    if (ch === "[") {
      i++;
      space();
      if (text[i] === "]") return void i++;
      for (;;) {
        value();
        space();
        if (text[i] === ",") i++;
        else if (text[i] === "]") return void i++;
        else fail();
      }
    }
    if (ch === '"') return string();
    if (ch === "t") return literal("true");
    if (ch === "f") return literal("false");
    if (ch === "n") return literal("null");
    if (ch === "-" || (ch !== undefined && ch >= "0" && ch <= "9")) return number();
    fail();
  };
  try {
    value();
    space();
    if (i < text.length) fail();
    return text.length;
  } catch (stop) {
    if (stop instanceof Stop) return stop.at;
    throw stop;
  }
}

/** Typing pause (ms) after which the next keystroke starts a new undo step. */
export const BURST_PAUSE_MS = 1000;

export class TypingBursts {
  private burst = 0;
  private last = -Infinity;

  constructor(private readonly pauseMs = BURST_PAUSE_MS) {}

  /** The squash key suffix for a keystroke at `now` (ms): the same within one burst. */
  key(now: number): string {
    if (now - this.last > this.pauseMs) this.burst += 1;
    this.last = now;
    return `:burst${this.burst}`;
  }

  /** Ends the burst (blur): the next keystroke is a new undo step. */
  end(): void {
    this.last = -Infinity;
  }
}
