import type { Locale } from "@exitgame/engine";

/** The API's messages of issue 27 (participant names, retention, export and deletion). */
export const privacyMessages = {
  "privacy.retentionRange": {
    de: "Die Aufbewahrungsdauer muss eine ganze Zahl von 0 bis {{max}} Tagen sein",
    en: "The retention period must be a whole number from 0 to {{max}} days",
  },
  "privacy.namingLocked": {
    de: "Die Art der Namen kann nicht mehr geändert werden: Es haben sich schon Teams angemeldet",
    en: "The naming mode can no longer be changed: teams have already joined",
  },
  "privacy.competitionRunning": {
    de: "Der Wettbewerb läuft noch. Seine Daten können erst nach dem Ende gelöscht werden.",
    en: "The competition is still running. Its data can only be deleted after it has ended.",
  },
  "privacy.accountRunningCompetitions": {
    de: "Das Konto kann nicht gelöscht werden, solange diese Wettbewerbe laufen: {{list}}",
    en: "The account cannot be deleted while these competitions are running: {{list}}",
  },
  "privacy.gamesUsedByOthers": {
    de: "Diese Spiele werden in Wettbewerben anderer verwendet. Wähle, ob sie übertragen oder anonymisiert werden: {{list}}",
    en: "These games are used in other people's competitions. Choose whether they are transferred or anonymised: {{list}}",
  },
  "privacy.transferTargetNotFound": {
    de: "Es gibt kein bestätigtes anderes Konto mit dieser E-Mail-Adresse",
    en: "There is no other confirmed account with this email address",
  },
  "privacy.confirmEmailMismatch": {
    de: "Zur Bestätigung bitte die E-Mail-Adresse des Kontos eingeben",
    en: "To confirm, please type the account's email address",
  },
  "privacy.lastAdmin": {
    de: "Das letzte Admin-Konto kann nicht gelöscht werden",
    en: "The last admin account cannot be deleted",
  },
  "privacy.userNotFound": { de: "Konto nicht gefunden", en: "Account not found" },
  "privacy.deleteFailed": {
    de: "Die Daten konnten nicht gelöscht werden. Es wurde nichts gelöscht.",
    en: "The data could not be deleted. Nothing was deleted.",
  },
} as const satisfies Record<string, Record<Locale, string>>;
