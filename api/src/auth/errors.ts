import { GraphQLError } from "graphql";
import type { Locale } from "@exitgame/engine";

/**
 * Machine-readable codes (extensions.code) the apps translate; the message is a readable
 * courtesy in the request's language.
 */
export type AppErrorCode =
  | "BAD_USER_INPUT"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "EMAIL_NOT_VERIFIED"
  | "INVALID_CREDENTIALS"
  | "LOGIN_CODE_REQUIRED"
  | "LOGIN_CODE_INVALID"
  | "PASSWORD_TOO_SHORT"
  | "PASSWORD_TOO_LONG"
  | "PASSWORD_TOO_COMMON"
  | "WRONG_PASSWORD"
  | "INVALID_CODE"
  | "CODE_EXPIRED"
  | "ALREADY_VERIFIED"
  | "INVALID_RESET_TOKEN"
  | "RATE_LIMITED"
  | "USER_NOT_FOUND"
  | "CANNOT_REMOVE_OWN_ADMIN";

type Params = Record<string, string | number>;

const MESSAGES: Record<AppErrorCode, Record<Locale, (p: Params) => string>> = {
  BAD_USER_INPUT: {
    en: () => "Please correct the marked fields.",
    de: () => "Bitte korrigiere die markierten Felder.",
  },
  UNAUTHENTICATED: { en: () => "Please log in.", de: () => "Bitte melde dich an." },
  FORBIDDEN: {
    en: () => "You are not allowed to do this.",
    de: () => "Dazu bist du nicht berechtigt.",
  },
  EMAIL_NOT_VERIFIED: {
    en: () => "Please verify your email address first.",
    de: () => "Bitte bestätige zuerst deine E-Mail-Adresse.",
  },
  INVALID_CREDENTIALS: {
    en: () => "Email or password is wrong.",
    de: () => "E-Mail-Adresse oder Passwort ist falsch.",
  },
  LOGIN_CODE_REQUIRED: {
    en: () =>
      "Too many failed attempts for this account. If it is yours, we have sent a code to its email address: enter it together with your password.",
    de: () =>
      "Zu viele Fehlversuche für dieses Konto. Wenn es deins ist, haben wir einen Code an seine E-Mail-Adresse geschickt: Gib ihn zusammen mit deinem Passwort ein.",
  },
  LOGIN_CODE_INVALID: {
    en: () => "The code or the password is wrong.",
    de: () => "Der Code oder das Passwort ist falsch.",
  },
  PASSWORD_TOO_SHORT: {
    en: (p) => `The password needs at least ${p.min} characters.`,
    de: (p) => `Das Passwort braucht mindestens ${p.min} Zeichen.`,
  },
  PASSWORD_TOO_LONG: {
    en: (p) => `The password may have at most ${p.max} characters.`,
    de: (p) => `Das Passwort darf höchstens ${p.max} Zeichen haben.`,
  },
  PASSWORD_TOO_COMMON: {
    en: () => "This password is too common. Please choose another one.",
    de: () => "Dieses Passwort ist zu verbreitet. Bitte wähle ein anderes.",
  },
  WRONG_PASSWORD: {
    en: () => "The current password is wrong.",
    de: () => "Das aktuelle Passwort ist falsch.",
  },
  INVALID_CODE: {
    en: (p) => `The code is not correct (${p.attemptsLeft} attempts left).`,
    de: (p) => `Der Code ist nicht korrekt (noch ${p.attemptsLeft} Versuche).`,
  },
  CODE_EXPIRED: {
    en: () => "The code has expired or was entered wrongly too often. Request a new one.",
    de: () =>
      "Der Code ist abgelaufen oder wurde zu oft falsch eingegeben. Fordere einen neuen an.",
  },
  ALREADY_VERIFIED: {
    en: () => "Your email address is already verified.",
    de: () => "Deine E-Mail-Adresse ist bereits bestätigt.",
  },
  INVALID_RESET_TOKEN: {
    en: () => "This reset link is invalid or has expired. Request a new one.",
    de: () => "Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen. Fordere einen neuen an.",
  },
  RATE_LIMITED: {
    en: (p) =>
      `Too many attempts. Please try again in ${p.minutes} ${p.minutes === 1 ? "minute" : "minutes"}.`,
    de: (p) =>
      `Zu viele Versuche. Bitte versuche es in ${p.minutes} ${p.minutes === 1 ? "Minute" : "Minuten"} erneut.`,
  },
  USER_NOT_FOUND: { en: () => "User not found.", de: () => "Benutzer nicht gefunden." },
  CANNOT_REMOVE_OWN_ADMIN: {
    en: () => "You cannot take the admin role away from yourself.",
    de: () => "Du kannst dir die Admin-Rolle nicht selbst entziehen.",
  },
};

export class AppError extends GraphQLError {
  constructor(
    readonly code: AppErrorCode,
    locale: Locale,
    readonly params: Params = {},
    extra: Record<string, unknown> = {},
  ) {
    super(MESSAGES[code][locale](params), { extensions: { code, ...params, ...extra } });
    this.name = "AppError";
  }
}
