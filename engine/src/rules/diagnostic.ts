/**
 * Diagnostics are data, not sentences: a code, the parameters a sentence needs and a dotted
 * path into the document ('rules.2.actions.0'). validate(), the runtime and parseGameDocument
 * all speak this shape; each app (and the API, for its error messages) turns it into words in
 * the reader's language, and an editor uses the path to point at the broken part.
 */
import type { z } from "zod/mini";

/** Names, numbers and types a sentence needs. Names are the author's own (element, rule, …). */
export type DiagnosticParams = Record<string, string | number>;

export interface DiagnosticData {
  code: string;
  params: DiagnosticParams;
  /** Dotted path into the document; '' for the document as a whole. */
  path: string;
  severity?: "error" | "warning";
}

/** The most issues parseGameDocument reports; `issueCount` tells how many there were. */
export const MAX_REPORTED_ISSUES = 100;

/**
 * The value types a diagnostic can name: a property's or variable's type, 'element' (the right
 * side of a collision) and 'none' (a trigger that carries no value).
 */
export type DiagnosticValueType =
  "number" | "string" | "boolean" | "collision" | "element" | "none";

/** Custom zod messages of the plugins are i18n keys ('video.errors.autoplayNeedsMuted'). */
const MESSAGE_KEY = /^[a-zA-Z][\w-]*(\.[\w-]+)+$/;

/**
 * The parameters of one zod issue, without zod's English message: `problem` is zod's issue code
 * (invalid_type, too_small, …) and the rest what a sentence about it needs. A custom message
 * that is an i18n key is passed on as `messageKey`; a custom issue raised by the document schema
 * passes its own `params.problem` (duplicateId, …).
 */
export function zodIssueParams(issue: z.core.$ZodIssue): DiagnosticParams {
  const params: DiagnosticParams = { problem: issue.code };
  const put = (key: string, value: unknown) => {
    if (typeof value === "string" || typeof value === "number") params[key] = value;
    else if (typeof value === "bigint") params[key] = Number(value);
  };
  switch (issue.code) {
    case "invalid_type":
      put("expected", issue.expected);
      break;
    case "too_small":
      put("minimum", issue.minimum);
      put("origin", issue.origin);
      break;
    case "too_big":
      put("maximum", issue.maximum);
      put("origin", issue.origin);
      break;
    case "invalid_value":
      params["values"] = issue.values.map((v) => String(v)).join(", ");
      break;
    case "invalid_format":
      put("format", issue.format);
      break;
    case "not_multiple_of":
      put("divisor", issue.divisor);
      break;
    case "unrecognized_keys":
      params["keys"] = issue.keys.join(", ");
      break;
    case "custom": {
      const custom = (issue.params ?? {}) as Record<string, unknown>;
      for (const [key, value] of Object.entries(custom)) put(key, value);
      break;
    }
    default:
      break;
  }
  if (MESSAGE_KEY.test(issue.message)) params["messageKey"] = issue.message;
  return params;
}

export const pathString = (path: readonly PropertyKey[]) => path.map(String).join(".");
export const joinPath = (...parts: string[]) => parts.filter(Boolean).join(".");
