import type { Locale } from "@exitgame/engine";

/**
 * What the SCORM launcher, its launch page and the SCORM routes say to people, in both
 * languages (kept in this folder like the LTI module's); `{{name}}` placeholders.
 */
const launcherText = {
  server: { de: "Gespielt auf", en: "Played on" },
  ready: { de: "Verbunden mit der Lernplattform.", en: "Connected to the learning platform." },
  noApi: {
    de: "Keine SCORM-Schnittstelle gefunden: Das Ergebnis wird nicht an die Lernplattform gemeldet.",
    en: "No SCORM interface found: the result is not reported to the learning platform.",
  },
  playing: { de: "Spiel läuft.", en: "Game in progress." },
  reported: {
    de: "Ergebnis an die Lernplattform gemeldet (vom Browser übermittelt).",
    en: "Result reported to the learning platform (relayed by the browser).",
  },
  relayed: {
    de: "Punktzahl vom Server {server} berechnet und vom Browser übermittelt.",
    en: "Score computed by the server {server} and relayed by the browser.",
  },
} as const;

export type LauncherText = Record<keyof typeof launcherText, string>;

export function scormText(locale: Locale): LauncherText {
  return Object.fromEntries(
    Object.entries(launcherText).map(([key, value]) => [key, value[locale]]),
  ) as LauncherText;
}

const messages = {
  "page.title": { de: "SCORM-Paket", en: "SCORM package" },
  originNotAllowed: {
    de: "Dieser Server erlaubt der Lernplattform {{origin}} nicht, seine Spiele anzuzeigen. Eine Administratorin oder ein Administrator kann die Adresse im Verwaltungsbereich unter „Einbetten erlauben“ hinzufügen.",
    en: "This server does not allow the learning platform {{origin}} to show its games. An administrator can add the address in the admin area under “Allowed framing”.",
  },
  badLaunch: {
    de: "Der Start aus dem SCORM-Paket ist unvollständig (Spiel oder Wettbewerb, Herkunft).",
    en: "The launch from the SCORM package is incomplete (game or competition, origin).",
  },
  gameNotPublished: {
    de: "Dieses Spiel ist nicht veröffentlicht. Ein SCORM-Paket gibt es nur für veröffentlichte Spiele.",
    en: "This game is not published. SCORM packages exist only for published games.",
  },
  // The launch page's (the REST routes answer with the API catalogue's competition.managerNotFound).
  competitionNotFound: { de: "Wettbewerb nicht gefunden", en: "Competition not found" },
  notOwner: {
    de: "Nur wer das Spiel oder den Wettbewerb besitzt, kann das SCORM-Paket herunterladen.",
    en: "Only the owner of the game or competition can download its SCORM package.",
  },
  "score.badRequest": {
    de: "Die Meldung an die Lernplattform ist unvollständig.",
    en: "The report to the learning platform is incomplete.",
  },
  "score.unknownLaunch": {
    de: "Dieser Start aus der Lernplattform ist unbekannt oder abgelaufen.",
    en: "This launch from the learning platform is unknown or has expired.",
  },
  "score.notFinished": {
    de: "Das Spiel ist noch nicht zu Ende gespielt.",
    en: "The game has not been played to the end yet.",
  },
  "score.noTeam": {
    de: "In diesem Fenster ist kein Team des Wettbewerbs angemeldet.",
    en: "No team of this competition has joined in this window.",
  },
  "origins.invalid": {
    de: "„{{value}}“ ist keine Adresse (z. B. https://moodle.example.org).",
    en: "“{{value}}” is not an address (e.g. https://moodle.example.org).",
  },
  "origins.notHttp": {
    de: "„{{value}}“: nur http- und https-Adressen.",
    en: "“{{value}}”: only http and https addresses.",
  },
  "origins.hasPath": {
    de: "„{{value}}“: nur Schema, Host und Port, ohne Pfad (z. B. https://moodle.example.org).",
    en: "“{{value}}”: only scheme, host and port, without a path (e.g. https://moodle.example.org).",
  },
  "origins.tooMany": {
    de: "Höchstens {{max}} Adressen.",
    en: "At most {{max}} addresses.",
  },
} as const;

export type ScormMessageKey = keyof typeof messages;

export function scormMessage(
  locale: Locale,
  key: ScormMessageKey,
  params: Record<string, string | number> = {},
): string {
  return messages[key][locale].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(params[name] ?? ""),
  );
}
