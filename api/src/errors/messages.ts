import type { Locale } from "@exitgame/engine";
import { isMessageKey, translate, type MessageKey } from "../i18n/messages";
import { ltiMessage, type LtiMessageKey } from "../lti/messages";
import { scormMessage, type ScormMessageKey } from "../scorm/messages";
import type { ErrorCode } from "./codes";

/**
 * Every message an error can carry: the API's catalogue (i18n/messages.ts) and, prefixed, the
 * LTI and SCORM modules' own catalogues (kept in their folders, same shape key → { de, en }).
 */
export type ErrorMessageKey = MessageKey | `lti.${LtiMessageKey}` | `scorm.${ScormMessageKey}`;

export type ErrorParams = Record<string, string | number>;

export function errorMessage(locale: Locale, key: ErrorMessageKey, params: ErrorParams = {}) {
  if (key.startsWith("lti.") && !isMessageKey(key)) {
    const strings = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
    return ltiMessage(locale, key.slice(4) as LtiMessageKey, strings);
  }
  if (key.startsWith("scorm.") && !isMessageKey(key))
    return scormMessage(locale, key.slice(6) as ScormMessageKey, params);
  return translate(locale, key as MessageKey, params);
}

/** The message of a code when the thrower names no key of its own. */
export function defaultMessageKey(code: ErrorCode, params: ErrorParams): MessageKey {
  switch (code) {
    case "BAD_USER_INPUT":
      return "common.badUserInput";
    case "UNAUTHENTICATED":
      return "common.unauthenticated";
    case "FORBIDDEN":
      return "common.forbidden";
    case "EMAIL_NOT_VERIFIED":
      return "auth.emailNotVerified";
    case "INVALID_CREDENTIALS":
      return "auth.invalidCredentials";
    case "LOGIN_CODE_REQUIRED":
      return "auth.loginCodeRequired";
    case "LOGIN_CODE_INVALID":
      return "auth.loginCodeInvalid";
    case "PASSWORD_TOO_SHORT":
      return "auth.passwordTooShort";
    case "PASSWORD_TOO_LONG":
      return "auth.passwordTooLong";
    case "PASSWORD_TOO_COMMON":
      return "auth.passwordTooCommon";
    case "WRONG_PASSWORD":
      return "auth.wrongPassword";
    case "INVALID_CODE":
      return params.attemptsLeft === 1 ? "auth.invalidCodeOne" : "auth.invalidCode";
    case "CODE_EXPIRED":
      return "auth.codeExpired";
    case "ALREADY_VERIFIED":
      return "auth.alreadyVerified";
    case "INVALID_RESET_TOKEN":
      return "auth.invalidResetToken";
    case "RATE_LIMITED":
      return params.minutes === 1 ? "auth.rateLimitedMinute" : "auth.rateLimitedMinutes";
    case "USER_NOT_FOUND":
      return "auth.userNotFound";
    case "CANNOT_REMOVE_OWN_ADMIN":
      return "auth.cannotRemoveOwnAdmin";
    case "NOT_FOUND":
    case "GONE":
      return "http.notFound";
    case "METHOD_NOT_ALLOWED":
      return "http.methodNotAllowed";
    case "PAYLOAD_TOO_LARGE":
    case "DOCUMENT_TOO_LARGE":
      return "http.payloadTooLarge";
    case "TOO_BUSY":
      return "http.tooBusy";
    case "BAD_REQUEST":
    case "INPUT_TOO_DEEP":
    case "QUERY_TOO_COMPLEX":
      return "http.badRequest";
    case "CSRF":
      return "http.crossOrigin";
    default:
      return "common.unknown";
  }
}
