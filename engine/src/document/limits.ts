/**
 * Size limits of a game document, checked before the document is parsed in full (zod on a huge
 * or deeply nested value costs time, memory and stack). Pure: no framework, no I/O.
 *
 * Plugins bound their own props further (text 20 000 characters, AI chat instructions 20 000,
 * media sources 2 000 000 for data: URLs, …); these are the limits for the document as a whole.
 */
export const DOCUMENT_LIMITS = {
  /** Size of the document as JSON (UTF-8). */
  maxBytes: 5 * 1024 * 1024,
  maxScenes: 500,
  /** Elements of all scenes plus the global ones. */
  maxElements: 10_000,
  maxRules: 5_000,
  /** Global variables plus the variables of all elements. */
  maxVariables: 2_000,
  /** Characters of any one string (a prop, a name, an argument). */
  maxStringLength: 2_000_000,
  /** Nesting of objects and arrays. */
  maxDepth: 64,
} as const;

export type DocumentLimitKind =
  "bytes" | "scenes" | "elements" | "rules" | "variables" | "string" | "depth";

export type DocumentLimitsResult =
  | { ok: true; bytes: number }
  | {
      ok: false;
      kind: DocumentLimitKind;
      limit: number;
      actual: number;
      /** Dotted path of the offending string or value ('' for counts and size). */
      path: string;
      /** English, for logs; apps translate from kind, limit, actual and path. */
      message: string;
    };

type Refusal = Extract<DocumentLimitsResult, { ok: false }>;

const MESSAGES: Record<DocumentLimitKind, (r: Omit<Refusal, "message" | "ok">) => string> = {
  bytes: (r) => `The document is too large: ${r.actual} bytes (at most ${r.limit})`,
  scenes: (r) => `Too many scenes: ${r.actual} (at most ${r.limit})`,
  elements: (r) => `Too many elements: ${r.actual} (at most ${r.limit})`,
  rules: (r) => `Too many rules: ${r.actual} (at most ${r.limit})`,
  variables: (r) => `Too many variables: ${r.actual} (at most ${r.limit})`,
  string: (r) => `Text too long at ${r.path}: ${r.actual} characters (at most ${r.limit})`,
  depth: (r) => `Nested too deeply at ${r.path} (at most ${r.limit} levels)`,
};

function refuse(kind: DocumentLimitKind, limit: number, actual: number, path = ""): Refusal {
  const fields = { kind, limit, actual, path };
  return { ok: false, ...fields, message: MESSAGES[kind](fields) };
}

/** UTF-8 bytes of a string as JSON.stringify writes it (quotes and escapes included). */
function jsonStringBytes(text: string): number {
  let bytes = 2;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 || c === 0x5c) bytes += 2;
    else if (c < 0x20) bytes += c === 8 || c === 9 || c === 10 || c === 12 || c === 13 ? 2 : 6;
    else if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i += 1;
      } else bytes += 6; // a lone surrogate is written as \udXXX
    } else if (c >= 0xdc00 && c <= 0xdfff) bytes += 6;
    else bytes += 3;
  }
  return bytes;
}

function scalarBytes(value: unknown): number {
  if (typeof value === "string") return jsonStringBytes(value);
  if (typeof value === "number") return Number.isFinite(value) ? String(value).length : 4;
  if (typeof value === "boolean") return value ? 4 : 5;
  return 4; // null, and undefined in arrays
}

interface Frame {
  value: unknown;
  depth: number;
  key: string;
  parent: Frame | null;
}

const pathOf = (frame: Frame | null): string => {
  const keys: string[] = [];
  for (let f = frame; f; f = f.parent) if (f.key) keys.unshift(f.key);
  return keys.join(".");
};

/**
 * One walk without recursion: the JSON size (stops counting once over `stopAbove`), the first
 * string over maxStringLength and the first value nested deeper than maxDepth.
 */
function walk(value: unknown, stopAbove: number): Refusal | { bytes: number } {
  let bytes = 0;
  const stack: Frame[] = [{ value, depth: 0, key: "", parent: null }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const v = frame.value;
    if (typeof v === "string" && v.length > DOCUMENT_LIMITS.maxStringLength)
      return refuse("string", DOCUMENT_LIMITS.maxStringLength, v.length, pathOf(frame));
    if (v === null || typeof v !== "object") {
      bytes += scalarBytes(v);
    } else {
      if (frame.depth >= DOCUMENT_LIMITS.maxDepth)
        return refuse("depth", DOCUMENT_LIMITS.maxDepth, frame.depth + 1, pathOf(frame));
      if (Array.isArray(v)) {
        bytes += 2 + Math.max(0, v.length - 1);
        for (let i = v.length - 1; i >= 0; i--)
          stack.push({ value: v[i], depth: frame.depth + 1, key: String(i), parent: frame });
      } else {
        const entries = Object.entries(v as Record<string, unknown>).filter(
          ([, item]) => item !== undefined && typeof item !== "function",
        );
        bytes += 2 + Math.max(0, entries.length - 1);
        for (let i = entries.length - 1; i >= 0; i--) {
          const [key, item] = entries[i]!;
          bytes += jsonStringBytes(key) + 1;
          stack.push({ value: item, depth: frame.depth + 1, key, parent: frame });
        }
      }
    }
    if (bytes > stopAbove) return { bytes };
  }
  return { bytes };
}

/** UTF-8 size of `JSON.stringify(value)`, computed without building the string. */
export function jsonByteLength(value: unknown): number {
  const result = walk(value, Number.POSITIVE_INFINITY);
  return "bytes" in result ? result.bytes : Number.NaN;
}

const lengthOf = (value: unknown) => (Array.isArray(value) ? value.length : 0);
const arrayAt = (value: unknown, key: string): unknown[] => {
  const item =
    value !== null && typeof value === "object" ? (value as Record<string, unknown>)[key] : null;
  return Array.isArray(item) ? item : [];
};

/**
 * Checks a game document — JSON text or an already parsed value of any shape — against
 * DOCUMENT_LIMITS: counts first (cheap), then one walk for size, string length and depth.
 * JSON text over maxBytes is refused without parsing it.
 */
export function checkDocumentLimits(input: unknown): DocumentLimitsResult {
  if (typeof input === "string") {
    const bytes = jsonStringBytes(input) - 2; // the text itself, not as a JSON string
    if (bytes > DOCUMENT_LIMITS.maxBytes) return refuse("bytes", DOCUMENT_LIMITS.maxBytes, bytes);
    try {
      input = JSON.parse(input);
    } catch {
      return { ok: true, bytes }; // not JSON: the parser reports that
    }
  }
  const scenes = arrayAt(input, "scenes");
  if (scenes.length > DOCUMENT_LIMITS.maxScenes)
    return refuse("scenes", DOCUMENT_LIMITS.maxScenes, scenes.length);
  const elements = [
    ...scenes.flatMap((s) => arrayAt(s, "elements")),
    ...arrayAt(input, "globalElements"),
  ];
  if (elements.length > DOCUMENT_LIMITS.maxElements)
    return refuse("elements", DOCUMENT_LIMITS.maxElements, elements.length);
  const rules = lengthOf(arrayAt(input, "rules"));
  if (rules > DOCUMENT_LIMITS.maxRules) return refuse("rules", DOCUMENT_LIMITS.maxRules, rules);
  const variables =
    arrayAt(input, "variables").length +
    elements.reduce<number>((n, el) => n + arrayAt(el, "variables").length, 0);
  if (variables > DOCUMENT_LIMITS.maxVariables)
    return refuse("variables", DOCUMENT_LIMITS.maxVariables, variables);
  const walked = walk(input, DOCUMENT_LIMITS.maxBytes);
  if ("ok" in walked) return walked;
  if (walked.bytes > DOCUMENT_LIMITS.maxBytes)
    return refuse("bytes", DOCUMENT_LIMITS.maxBytes, walked.bytes);
  return { ok: true, bytes: walked.bytes };
}
