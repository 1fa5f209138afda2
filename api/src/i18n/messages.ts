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
  "asset.invalidIMAGE": {
    de: "„{{name}}“ ist keine gültige Bilddatei (erlaubt: PNG, JPEG, WebP, GIF, AVIF, SVG).",
    en: "“{{name}}” is not a valid image file (allowed: PNG, JPEG, WebP, GIF, AVIF, SVG).",
  },
  "asset.invalidVIDEO": {
    de: "„{{name}}“ ist keine gültige Videodatei (erlaubt: MP4, WebM).",
    en: "“{{name}}” is not a valid video file (allowed: MP4, WebM).",
  },
  "asset.invalidAUDIO": {
    de: "„{{name}}“ ist keine gültige Audiodatei (erlaubt: MP3, OGG, WAV, M4A).",
    en: "“{{name}}” is not a valid audio file (allowed: MP3, OGG, WAV, M4A).",
  },
  "asset.svgUnsafe": {
    de: "„{{name}}“ enthält Skripte oder externe Verweise; solche SVG-Dateien werden abgelehnt.",
    en: "“{{name}}” contains scripts or external references; such SVG files are refused.",
  },
  "asset.tooLarge": {
    de: "„{{name}}“ ist zu groß: höchstens {{max}} MB.",
    en: "“{{name}}” is too large: at most {{max}} MB.",
  },
  "asset.tooLargeConverted": {
    de: "„{{name}}“ ist auch nach der Umwandlung in WebP zu groß: höchstens {{max}} MB.",
    en: "“{{name}}” is still too large after conversion to WebP: at most {{max}} MB.",
  },
  "asset.notFound": { de: "Datei nicht gefunden", en: "Asset not found" },
  "asset.nameEmpty": { de: "Der Name darf nicht leer sein", en: "The name must not be empty" },
  "asset.nameTooLong": {
    de: "Der Name darf höchstens {{max}} Zeichen lang sein",
    en: "The name may be at most {{max}} characters long",
  },
  "asset.alreadyInGallery": {
    de: "Diese Datei ist bereits in der Galerie des Spiels.",
    en: "This asset is already in the game's gallery.",
  },
  "asset.inUse": {
    de: "Die Datei wird von diesen Spielen verwendet: {{games}}. Bestätige das Löschen, um sie trotzdem zu löschen.",
    en: "The asset is used by these games: {{games}}. Confirm the deletion to delete it anyway.",
  },
  "asset.wrongKind": {
    de: "Diese Datei gehört in eine andere Galerie.",
    en: "This asset belongs to another gallery.",
  },
  "tag.englishRequired": {
    de: "Die englische Übersetzung ist erforderlich",
    en: "The English translation is required",
  },
  "tag.duplicate": {
    de: "Ein Tag mit dem Namen „{{name}}“ gibt es bereits",
    en: "A tag named “{{name}}” already exists",
  },
  "tag.tooLong": {
    de: "Ein Tag-Name darf höchstens {{max}} Zeichen lang sein",
    en: "A tag name may be at most {{max}} characters long",
  },
  "tag.notFound": { de: "Tag nicht gefunden", en: "Tag not found" },
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
