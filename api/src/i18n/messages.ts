import type { Locale } from "@exitgame/engine";

/**
 * Messages the API sends to people (GraphQL errors, mails), in both languages. Keys are
 * dotted by domain; `{{name}}` placeholders are filled by `translate`.
 */
const messages = {
  "common.unknown": {
    de: "Ein unbekannter Fehler ist aufgetreten",
    en: "An unknown error occurred",
  },
  "common.unauthenticated": { de: "Bitte melde dich an.", en: "Please log in." },
  "common.forbidden": {
    de: "Dafür fehlt dir die Berechtigung.",
    en: "You are not allowed to do this.",
  },
  "game.notFound": { de: "Spiel nicht gefunden", en: "Game not found" },
  "game.titleRequired": { de: "Titel ist erforderlich", en: "Title is required" },
  "game.nameEmpty": { de: "Spielname darf nicht leer sein", en: "Game name must not be empty" },
  "game.titleTooLong": {
    de: "Der Spielname darf höchstens {{max}} Zeichen lang sein",
    en: "The game name may be at most {{max}} characters long",
  },
  "game.copySuffix": { de: "(Kopie)", en: "(copy)" },
  "game.invalidDocument": {
    de: "Das Spiel enthält Fehler und wurde nicht gespeichert: {{details}}",
    en: "The game contains errors and was not saved: {{details}}",
  },
  "game.cannotPublishInvalid": {
    de: "Das Spiel enthält Fehler und kann erst veröffentlicht werden, wenn sie behoben sind: {{details}}",
    en: "The game contains errors and can only be published once they are fixed: {{details}}",
  },
  "game.saveConflict": {
    de: "Das Spiel wurde inzwischen an anderer Stelle geändert. Lade es neu, um die aktuelle Fassung zu sehen; deine Änderungen wurden nicht gespeichert.",
    en: "The game was changed elsewhere in the meantime. Reload it to see the current version; your changes were not saved.",
  },
  "game.inCompetition": {
    de: "Das Spiel wird in einem Wettbewerb verwendet und kann nicht gelöscht werden.",
    en: "The game is used in a competition and cannot be deleted.",
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof messages;

export function translate(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return messages[key][locale].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(params[name] ?? ""),
  );
}
