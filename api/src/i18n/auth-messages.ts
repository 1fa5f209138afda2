import type { Locale } from "@exitgame/engine";

/** The messages of the account flows' error codes (auth/service.ts, errors/messages.ts). */
export const authMessages = {
  "auth.emailNotVerified": {
    de: "Bitte bestätige zuerst deine E-Mail-Adresse.",
    en: "Please verify your email address first.",
  },
  "auth.invalidCredentials": {
    de: "E-Mail-Adresse oder Passwort ist falsch.",
    en: "Email or password is wrong.",
  },
  "auth.loginCodeRequired": {
    de: "Zu viele Fehlversuche für dieses Konto. Wenn es deins ist, haben wir einen Code an seine E-Mail-Adresse geschickt: Gib ihn zusammen mit deinem Passwort ein.",
    en: "Too many failed attempts for this account. If it is yours, we have sent a code to its email address: enter it together with your password.",
  },
  "auth.loginCodeInvalid": {
    de: "Der Code oder das Passwort ist falsch.",
    en: "The code or the password is wrong.",
  },
  "auth.passwordTooShort": {
    de: "Das Passwort braucht mindestens {{min}} Zeichen.",
    en: "The password needs at least {{min}} characters.",
  },
  "auth.passwordTooLong": {
    de: "Das Passwort darf höchstens {{max}} Zeichen haben.",
    en: "The password may have at most {{max}} characters.",
  },
  "auth.passwordTooCommon": {
    de: "Dieses Passwort ist zu verbreitet. Bitte wähle ein anderes.",
    en: "This password is too common. Please choose another one.",
  },
  "auth.wrongPassword": {
    de: "Das aktuelle Passwort ist falsch.",
    en: "The current password is wrong.",
  },
  // Worded as the apps word INVALID_CODE (editor errors.INVALID_CODE_one / _other).
  "auth.invalidCode": {
    de: "Der Code ist nicht korrekt. Noch {{attemptsLeft}} Versuche.",
    en: "The code is not correct. {{attemptsLeft}} attempts left.",
  },
  "auth.invalidCodeOne": {
    de: "Der Code ist nicht korrekt. Noch {{attemptsLeft}} Versuch.",
    en: "The code is not correct. {{attemptsLeft}} attempt left.",
  },
  "auth.codeExpired": {
    de: "Der Code ist abgelaufen oder wurde zu oft falsch eingegeben. Fordere einen neuen an.",
    en: "The code has expired or was entered wrongly too often. Request a new one.",
  },
  "auth.alreadyVerified": {
    de: "Deine E-Mail-Adresse ist bereits bestätigt.",
    en: "Your email address is already verified.",
  },
  "auth.invalidResetToken": {
    de: "Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen. Fordere einen neuen an.",
    en: "This reset link is invalid or has expired. Request a new one.",
  },
  "auth.rateLimitedMinute": {
    de: "Zu viele Versuche. Bitte versuche es in {{minutes}} Minute erneut.",
    en: "Too many attempts. Please try again in {{minutes}} minute.",
  },
  "auth.rateLimitedMinutes": {
    de: "Zu viele Versuche. Bitte versuche es in {{minutes}} Minuten erneut.",
    en: "Too many attempts. Please try again in {{minutes}} minutes.",
  },
  "auth.userNotFound": { de: "Benutzer nicht gefunden.", en: "User not found." },
  "auth.cannotRemoveOwnAdmin": {
    de: "Du kannst dir die Admin-Rolle nicht selbst entziehen.",
    en: "You cannot take the admin role away from yourself.",
  },
} as const satisfies Record<string, Record<Locale, string>>;
