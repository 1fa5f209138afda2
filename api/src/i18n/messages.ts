import type { Locale } from "@exitgame/engine";
import { authMessages } from "./auth-messages";
import { privacyMessages } from "./privacy-messages";

/**
 * Messages the API sends to people (GraphQL errors, mails), in both languages. Keys are
 * dotted by domain; `{{name}}` placeholders are filled by `translate`.
 */
const messages = {
  ...privacyMessages,
  ...authMessages,
  "common.unknown": {
    de: "Ein unbekannter Fehler ist aufgetreten",
    en: "An unknown error occurred",
  },
  "common.unauthenticated": { de: "Bitte melde dich an.", en: "Please log in." },
  "common.forbidden": {
    de: "Dazu bist du nicht berechtigt.",
    en: "You are not allowed to do this.",
  },
  "common.badUserInput": {
    de: "Bitte korrigiere die markierten Felder.",
    en: "Please correct the marked fields.",
  },
  "game.notFound": { de: "Spiel nicht gefunden", en: "Game not found" },
  // The AI chat element's REST route (http/player-services.ts)
  "aiChat.invalidRequest": {
    de: "Die Nachricht an den KI-Chat ist ungültig.",
    en: "The message to the AI chat is not valid.",
  },
  "aiChat.notFound": { de: "KI-Chat nicht gefunden.", en: "AI chat not found." },
  "aiChat.disabled": { de: "Der KI-Chat ist ausgeschaltet.", en: "The AI chat is switched off." },
  "aiChat.notConfigured": {
    de: "Der KI-Chat ist auf diesem Server nicht eingerichtet.",
    en: "The AI chat is not set up on this server.",
  },
  "aiChat.tooManyRequests": {
    de: "Gerade sind es zu viele Nachrichten. Bitte warte einen Moment.",
    en: "There are too many messages right now. Please wait a moment.",
  },
  "aiChat.upstream": {
    de: "Der KI-Chat kann gerade nicht antworten. Bitte versuch es gleich noch einmal.",
    en: "The AI chat cannot answer right now. Please try again in a moment.",
  },
  "lti.scoreNotFound": { de: "Bewertung nicht gefunden", en: "Score not found" },
  "lti.scoreAlreadySent": {
    de: "Diese Bewertung ist bereits bei der Lernplattform angekommen.",
    en: "This score has already reached the learning platform.",
  },
  "game.assetNotAllowed": {
    de: "Das Element „{{element}}“ verwendet eine Datei, die dieses Spiel nicht verwenden darf (nur eigene Dateien, die kuratierte Bibliothek und die Galerie des Spiels).",
    en: "The element “{{element}}” uses a file this game may not use (only your own files, the curated library and the game's gallery).",
  },
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
  "game.operationsInvalid": {
    de: "Die Änderungen konnten nicht gelesen werden und wurden nicht gespeichert.",
    en: "The changes could not be read and were not saved.",
  },
  "game.operationRefused": {
    de: "Eine Änderung ließ sich nicht anwenden ({{code}}) und nichts wurde gespeichert.",
    en: "A change could not be applied ({{code}}) and nothing was saved.",
  },
  "game.baseVersionAhead": {
    de: "Diese Fassung des Spiels gibt es nicht. Lade das Spiel neu.",
    en: "This version of the game does not exist. Reload the game.",
  },
  "game.inCompetition": {
    de: "Das Spiel wird in einem Wettbewerb verwendet und kann nicht gelöscht werden.",
    en: "The game is used in a competition and cannot be deleted.",
  },
  "game.readOnly": {
    de: "Dieses Spiel ist mit dir nur zum Ansehen geteilt; ändern kann es nur, wer es bearbeiten darf.",
    en: "This game is shared with you to view only; only its authors can change it.",
  },
  "game.ownerOnly": {
    de: "Nur die Besitzerin oder der Besitzer des Spiels darf das.",
    en: "Only the game's owner can do this.",
  },
  "share.invalidEmail": {
    de: "Bitte gib eine gültige E-Mail-Adresse ein.",
    en: "Please enter a valid email address.",
  },
  "share.self": {
    de: "Du besitzt dieses Spiel schon; teile es mit jemand anderem.",
    en: "You already own this game; share it with someone else.",
  },
  "share.tooMany": {
    de: "Ein Spiel kann mit höchstens {{max}} Personen geteilt werden.",
    en: "A game can be shared with at most {{max}} people.",
  },
  "share.notFound": {
    de: "Diese Einladung gibt es nicht (mehr).",
    en: "This invitation does not exist (any more).",
  },
  "share.wrongAccount": {
    de: "Diese Einladung gilt für {{email}}. Melde dich mit dieser Adresse an, um sie anzunehmen.",
    en: "This invitation is for {{email}}. Log in with that address to accept it.",
  },
  "version.notFound": { de: "Version nicht gefunden", en: "Version not found" },
  "version.nameRequired": {
    de: "Gib der Version einen Namen (höchstens {{max}} Zeichen).",
    en: "Give the version a name (at most {{max}} characters).",
  },
  "bin.notInBin": {
    de: "Dieses Spiel liegt nicht im Papierkorb.",
    en: "This game is not in the bin.",
  },
  "exchange.exportFailed": {
    de: "Das Spiel konnte nicht exportiert werden",
    en: "Failed to export the game",
  },
  "exchange.noScenes": {
    de: "Wähle mindestens eine Szene aus.",
    en: "Select at least one scene.",
  },
  "exchange.failed": { de: "Import fehlgeschlagen", en: "Failed to import" },
  "exchange.invalidFile": {
    de: "Ungültige Datei: keine lesbare .exitgame-Datei",
    en: "Invalid file: not a readable .exitgame file",
  },
  "exchange.noGameData": {
    de: "Die Datei enthält keine Spieldaten",
    en: "The file contains no game data",
  },
  "exchange.fileTooLarge": {
    de: "Die Datei ist größer als {{max}} MB",
    en: "The file is larger than {{max}} MB",
  },
  "exchange.nameRequired": {
    de: "Der Spielname ist erforderlich",
    en: "The game name is required",
  },
  "exchange.nameTooLong": {
    de: "Der Spielname muss kürzer als {{max}} Zeichen sein",
    en: "The game name must be shorter than {{max}} characters",
  },
  "exchange.unknownMigrations": {
    de: "Die Datei stammt aus einer neueren Version des Editors. Der Import wird fortgesetzt; lade die Seite neu, um die neueste Version zu nutzen.",
    en: "The file comes from a newer version of the editor. The import proceeds; refresh the page to use the latest version.",
  },
  "exchange.oversizedSkipped": {
    de: "{{count}} zu große Dateien wurden übersprungen",
    en: "{{count}} oversized files were skipped",
  },
  "exchange.cloned": {
    de: "{{count}} Dateien waren schon auf dem Server und wurden wiederverwendet",
    en: "{{count}} files were already on the server and were reused",
  },
  "exchange.completedWithErrors": {
    de: "Import mit {{count}} Fehlern abgeschlossen",
    en: "Import completed with {{count}} errors",
  },
  "exchange.imported": { de: "Spiel importiert", en: "Game imported" },
  "asset.invalidIMAGE": {
    de: "„{{name}}“ ist keine gültige Bilddatei (erlaubt: PNG, JPEG, WebP, GIF, AVIF, SVG).",
    en: "“{{name}}” is not a valid image file (allowed: PNG, JPEG, WebP, GIF, AVIF, SVG).",
  },
  "asset.invalidVIDEO": {
    de: "„{{name}}“ ist keine gültige Videodatei (erlaubt: MP4, WebM).",
    en: "“{{name}}” is not a valid video file (allowed: MP4, WebM).",
  },
  "asset.invalidCAPTIONS": {
    de: "„{{name}}“ ist keine gültige Untertiteldatei (erlaubt: WebVTT, .vtt, beginnt mit „WEBVTT“).",
    en: "“{{name}}” is not a valid captions file (allowed: WebVTT, .vtt, starting with “WEBVTT”).",
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
  "game.busy": {
    de: "Für dein Konto läuft gerade schon eine Speicherung. Bitte versuche es gleich noch einmal.",
    en: "A save for your account is already in progress. Please try again in a moment.",
  },
  "document.tooLarge.bytes": {
    de: "Das Spiel ist zu groß: {{actual}} Bytes (höchstens {{limit}}). Bilder, Videos und Töne gehören in die Galerien.",
    en: "The game is too large: {{actual}} bytes (at most {{limit}}). Images, videos and sounds belong in the galleries.",
  },
  "document.tooLarge.scenes": {
    de: "Das Spiel hat zu viele Szenen: {{actual}} (höchstens {{limit}}).",
    en: "The game has too many scenes: {{actual}} (at most {{limit}}).",
  },
  "document.tooLarge.elements": {
    de: "Das Spiel hat zu viele Elemente: {{actual}} (höchstens {{limit}}).",
    en: "The game has too many elements: {{actual}} (at most {{limit}}).",
  },
  "document.tooLarge.rules": {
    de: "Das Spiel hat zu viele Regeln: {{actual}} (höchstens {{limit}}).",
    en: "The game has too many rules: {{actual}} (at most {{limit}}).",
  },
  "document.tooLarge.variables": {
    de: "Das Spiel hat zu viele Variablen: {{actual}} (höchstens {{limit}}).",
    en: "The game has too many variables: {{actual}} (at most {{limit}}).",
  },
  "document.tooLarge.string": {
    de: "Ein Text im Spiel ist zu lang: {{actual}} Zeichen (höchstens {{limit}}) bei {{path}}.",
    en: "A text in the game is too long: {{actual}} characters (at most {{limit}}) at {{path}}.",
  },
  "document.tooLarge.depth": {
    de: "Das Spiel ist zu tief verschachtelt (höchstens {{limit}} Ebenen) bei {{path}}.",
    en: "The game is nested too deeply (at most {{limit}} levels) at {{path}}.",
  },
  "input.invalidCharacters": {
    de: "Die Eingabe enthält unzulässige Zeichen (ein Nullbyte oder beschädigtes Unicode) bei {{path}}.",
    en: "The input contains characters that are not allowed (a NUL byte or broken Unicode) at {{path}}.",
  },
  "input.tooDeep": {
    de: "Die Eingabe ist zu tief verschachtelt (höchstens {{max}} Ebenen).",
    en: "The input is nested too deeply (at most {{max}} levels).",
  },
  "http.badRequest": {
    de: "Die Anfrage ist fehlerhaft.",
    en: "The request is malformed.",
  },
  "http.badHost": {
    de: "Unbekannter oder ungültiger Host.",
    en: "Unknown or invalid host.",
  },
  "http.notFound": { de: "Nicht gefunden.", en: "Not found." },
  // Worded as the apps word CSRF (editor errors.CSRF).
  "http.crossOrigin": {
    de: "Die Anfrage wurde abgelehnt. Bitte lade die Seite neu und versuche es erneut.",
    en: "The request was refused. Please reload the page and try again.",
  },
  "http.methodNotAllowed": {
    de: "Diese Methode ist hier nicht erlaubt.",
    en: "This method is not allowed here.",
  },
  "http.payloadTooLarge": {
    de: "Die Anfrage ist zu groß (höchstens {{limit}}).",
    en: "The request is too large (at most {{limit}}).",
  },
  "http.tooBusy": {
    de: "Zu viele große Anfragen auf einmal. Bitte warte, bis die vorigen fertig sind, und versuche es dann erneut.",
    en: "Too many large requests at once. Please wait until the previous ones are done, then try again.",
  },
  "http.lengthRequired": {
    de: "Die Anfrage muss ihre Länge angeben (Content-Length).",
    en: "The request must state its length (Content-Length).",
  },
  "http.graphqlQueryMissing": {
    de: "Die Anfrage enthält keine GraphQL-Abfrage (query).",
    en: "The request contains no GraphQL query (query).",
  },
  "graphql.answerTooLarge": {
    de: "Die Antwort wäre zu groß (höchstens {{limit}}). Bitte frage weniger auf einmal ab.",
    en: "The answer would be too large (at most {{limit}}). Please ask for less at once.",
  },
  "http.internal": {
    de: "Interner Serverfehler.",
    en: "Internal server error.",
  },
  // Competitions (manager forms)
  "competition.titleRequired": { de: "Titel ist erforderlich", en: "Title is required" },
  "competition.titleTooLong": {
    de: "Der Titel darf höchstens {{max}} Zeichen lang sein",
    en: "The title may be at most {{max}} characters long",
  },
  "competition.startRequired": {
    de: "Startdatum ist erforderlich",
    en: "Start date is required",
  },
  "competition.endRequired": { de: "Enddatum ist erforderlich", en: "End date is required" },
  "competition.invalidDate": { de: "Ungültiges Datum", en: "Invalid date" },
  "competition.endBeforeStart": {
    de: "Enddatum muss nach dem Startdatum liegen",
    en: "End date must be after the start date",
  },
  "competition.gameIdRequired": { de: "Spiel-ID ist erforderlich", en: "Game ID is required" },
  "competition.gameNotAccessible": {
    de: "Spiel nicht gefunden oder nicht zugänglich",
    en: "Game not found or not accessible",
  },
  "competition.validationFailed": {
    de: "Fehler bei der Validierung",
    en: "Validation failed",
  },
  "competition.managerNotFound": {
    de: "Wettbewerb nicht gefunden",
    en: "Competition not found",
  },
  "competition.deleteFailed": {
    de: "Der Wettbewerb konnte nicht gelöscht werden",
    en: "The competition could not be deleted",
  },
  // Debrief and printable kit (manager)
  "kit.codeRevoked": {
    de: "Dieser Zugangscode ist gesperrt: Für ihn wird keine Karte gedruckt.",
    en: "This access code is revoked: no card is printed for it.",
  },
  "kit.codeExpired": {
    de: "Dieser Zugangscode ist abgelaufen: Für ihn wird keine Karte gedruckt.",
    en: "This access code has expired: no card is printed for it.",
  },
  "kit.codeUsed": {
    de: "Mit diesem Zugangscode hat sich schon ein Team angemeldet: Für ihn wird keine Karte gedruckt.",
    en: "A team has already joined with this access code: no card is printed for it.",
  },
  "kit.codeNotFound": {
    de: "Zugangscode nicht gefunden",
    en: "Access code not found",
  },
  "kit.referenceNotFound": {
    de: "Zahlungsreferenz nicht gefunden",
    en: "Payment reference not found",
  },
  "kit.invalidRequest": {
    de: "Ungültige Anfrage: erlaubt sind lang=de|en und entweder code oder reference.",
    en: "Invalid request: allowed are lang=de|en and either code or reference.",
  },
  "kit.failed": {
    de: "Das PDF konnte nicht erstellt werden.",
    en: "The PDF could not be made.",
  },
  // Access codes (manager)
  "accessCodes.referenceRequired": {
    de: "Verwendungszweck ist erforderlich",
    en: "Payment reference is required",
  },
  "accessCodes.referenceTooLong": {
    de: "Der Verwendungszweck darf höchstens {{max}} Zeichen lang sein",
    en: "The payment reference may be at most {{max}} characters long",
  },
  "accessCodes.countRange": {
    de: "Die Anzahl muss zwischen {{min}} und {{max}} liegen",
    en: "The count must be between {{min}} and {{max}}",
  },
  "accessCodes.referenceNotFound": {
    de: "Verwendungszweck nicht gefunden",
    en: "Payment reference not found",
  },
  "accessCodes.codeNotFound": { de: "Zugangscode nicht gefunden", en: "Access code not found" },
  "accessCodes.exportRange": {
    de: "Bitte gib einen vollständigen Zeitraum an; das Ende muss nach dem Anfang liegen",
    en: "Please enter a complete date range; the end must be after the start",
  },
  "accessCodes.importEmpty": {
    de: "Die Datei enthält keine Zeilen",
    en: "The file contains no rows",
  },
  "accessCodes.importTooMany": {
    de: "Höchstens {{max}} Zeilen auf einmal",
    en: "At most {{max}} rows at once",
  },
  // Competition API, for players
  "competitionApi.competitionIdRequired": {
    de: "Wettbewerbs-ID ist erforderlich",
    en: "Competition ID is required",
  },
  "competitionApi.competitionNotFound": {
    de: "Wettbewerb nicht gefunden",
    en: "Competition not found",
  },
  "competitionApi.notStarted": {
    de: "Der Wettbewerb hat noch nicht begonnen",
    en: "Competition has not started yet",
  },
  "competitionApi.ended": {
    de: "Der Wettbewerb ist bereits beendet",
    en: "Competition has already ended",
  },
  // Hints (a team asks for the next one; a teacher pushes one)
  "hints.noHints": {
    de: "Für dieses Rätsel gibt es keine Tipps.",
    en: "There are no hints for this riddle.",
  },
  "hints.noMore": {
    de: "Ihr habt schon alle Tipps zu diesem Rätsel bekommen.",
    en: "You have already had every hint for this riddle.",
  },
  "hints.notYet": {
    de: "Der nächste Tipp ist in {{minutes}} Minuten verfügbar.",
    en: "The next hint is available in {{minutes}} minutes.",
  },
  "hints.notHere": {
    de: "Dieses Rätsel ist nicht auf eurer aktuellen Szene.",
    en: "This riddle is not on your current scene.",
  },
  "hints.teamEnded": {
    de: "Dieses Team hat das Spiel schon beendet; es bekommt keine Tipps mehr.",
    en: "This team has already finished the game; it gets no more hints.",
  },
  "hints.allEnded": {
    de: "Alle Teams haben das Spiel schon beendet; niemand bekommt noch Tipps.",
    en: "Every team has already finished the game; no one gets hints any more.",
  },
  "hints.competitionEnded": {
    de: "Der Wettbewerb ist beendet; Tipps gibt es keine mehr.",
    en: "The competition has ended; there are no more hints.",
  },
  "hints.teamNotFound": {
    de: "Dieses Team gibt es in diesem Wettbewerb nicht.",
    en: "This team is not part of this competition.",
  },
  "hints.hintNotFound": {
    de: "Diesen Tipp gibt es im Spiel nicht (mehr).",
    en: "This hint does not exist in the game (any more).",
  },
  "hints.alreadyGiven": {
    de: "Dieses Team hat diesen Tipp schon bekommen.",
    en: "This team has already been given this hint.",
  },
  "hints.chooseOne": {
    de: "Wähle einen gespeicherten Tipp oder schreibe einen Text (höchstens 1000 Zeichen).",
    en: "Choose a stored hint or write a text (at most 1000 characters).",
  },
  "competitionApi.atLeastOnePlayer": {
    de: "Mindestens ein Spieler ist erforderlich",
    en: "At least one player is required",
  },
  "competitionApi.maxThreePlayers": {
    de: "Maximal drei Spieler erlaubt",
    en: "Maximum three players allowed",
  },
  "competitionApi.invalidFormat": {
    de: "Ungültiges Anfrageformat",
    en: "Invalid request format",
  },
  "competitionApi.invalidBody": { de: "Ungültiger Anfrageinhalt", en: "Invalid request body" },
  "competitionApi.validationFailed": { de: "Validierung fehlgeschlagen", en: "Validation failed" },
  "competitionApi.createFailed": {
    de: "Spielsitzung konnte nicht erstellt werden",
    en: "Failed to create game session",
  },
  "competitionApi.invalidAccessCode": { de: "Ungültiger Zugangscode", en: "Invalid access code" },
  "competitionApi.sessionIdRequired": {
    de: "Sitzungs-ID ist erforderlich",
    en: "Session ID is required",
  },
  "competitionApi.sessionNotFound": {
    de: "Spielsitzung nicht gefunden",
    en: "Game session not found",
  },
  "competitionApi.sessionOtherCompetition": {
    de: "Die Spielsitzung gehört nicht zum angegebenen Wettbewerb",
    en: "Game session does not belong to the specified competition",
  },
  "competitionApi.invalidSnapshot": {
    de: "Spielstand kann nicht gespeichert werden, ungültiges GameSnapshot-Format",
    en: "Cannot save game state, invalid GameSnapshot format",
  },
  "competitionApi.tooManyAttempts": {
    de: "Zu viele fehlgeschlagene Versuche. Bitte versuche es in {{minutes}} Minuten erneut.",
    en: "Too many failed attempts. Please try again in {{minutes}} minutes.",
  },
  "answers.tooManyAttempts": {
    de: "Zu viele falsche Antworten. Bitte warte {{seconds}} Sekunden, bevor du es noch einmal versuchst.",
    en: "Too many wrong answers. Please wait {{seconds}} seconds before you try again.",
  },
  "answers.tooManyFromAddressMinutes": {
    de: "Aus eurem Netzwerk kamen zu viele falsche Antworten für dieses Rätsel. Es kann in {{minutes}} Minuten wieder geprüft werden.",
    en: "Too many wrong answers for this puzzle came from your network. It can be checked again in {{minutes}} minutes.",
  },
  "answers.tooManyFromAddressHours": {
    de: "Aus eurem Netzwerk kamen zu viele falsche Antworten für dieses Rätsel. Es kann in {{hours}} Stunden wieder geprüft werden.",
    en: "Too many wrong answers for this puzzle came from your network. It can be checked again in {{hours}} hours.",
  },
  "answers.notFound": {
    de: "Spiel oder Element nicht gefunden",
    en: "Game or element not found",
  },
  "answers.notInCompetition": {
    de: "Diese Spielsitzung gehört nicht zu diesem Wettbewerb",
    en: "This game session does not belong to this competition",
  },
  // Time control during the lesson (competitions/time-control.ts)
  "competitionApi.paused": {
    de: "Von deiner Lehrkraft pausiert: Eingaben werden gerade nicht angenommen",
    en: "Paused by your teacher: inputs are not accepted right now",
  },
  "competitionControl.teamNotFound": {
    de: "Team nicht gefunden",
    en: "Team not found",
  },
  "competitionControl.teamEnded": {
    de: "Das Spiel dieses Teams ist bereits beendet",
    en: "This team's game has already ended",
  },
  "competitionControl.competitionEnded": {
    de: "Der Wettbewerb ist bereits beendet",
    en: "The competition has already ended",
  },
  "competitionControl.extraTimeInvalid": {
    de: "Zusatzzeit: eine ganze Zahl von 0 bis {{max}} Minuten (höchstens 24 Stunden)",
    en: "Extra time: a whole number from 0 to {{max}} minutes (at most 24 hours)",
  },
  "competitionControl.announcementInvalid": {
    de: "Die Durchsage darf höchstens {{max}} Zeichen lang sein",
    en: "The announcement may be at most {{max}} characters long",
  },
  "competitionControl.settingsInvalid": {
    de: "Hängen-bleiben-Hinweis: Minuten von 1 bis 120, Fehlversuche von 1 bis 100",
    en: "Stuck alerts: minutes from 1 to 120, wrong attempts from 1 to 100",
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

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages, key);
}
