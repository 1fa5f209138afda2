import type { Locale } from "@exitgame/engine";

/**
 * Sentences for the engine's diagnostics (validate(), the runtime, parseGameDocument), in both
 * languages. A key is a diagnostic code, or `code.variant` where the variant is the diagnostic's
 * `params.reason` or `params.at` (the formatter tries them first). `{{ruleLabel}}` becomes
 * "Rule 3" / "Regel „Tür öffnen“"; a template that starts with "{{ruleLabel}}: " loses that
 * prefix when the diagnostic has no rule. `{{problemText}}` is the sentence for a zod issue
 * (see PROBLEMS). Types (expected, actual) read as in "expects a number" / "erwartet eine Zahl".
 */
export type Entry = Record<Locale, string>;

export const MESSAGES = {
  // ------------------------------------------------------------ document (parseGameDocument)
  invalidJson: { de: "Die Datei ist kein gültiges JSON.", en: "The file is not valid JSON." },
  "invalidFormat.notAnObject": {
    de: "Ein Spieldokument muss ein JSON-Objekt sein.",
    en: "A game document must be a JSON object.",
  },
  "invalidFormat.invalidVersion": {
    de: "Das Dokument hat eine ungültige Formatversion.",
    en: "The document has an invalid format version.",
  },
  invalidFormat: {
    de: "Das Dokument konnte nicht ins aktuelle Format gebracht werden.",
    en: "The document could not be brought to the current format.",
  },
  invalidDocument: { de: "{{problemText}}", en: "{{problemText}}" },
  "tooLarge.bytes": {
    de: "Das Spiel ist zu groß: {{actual}} Bytes (höchstens {{limit}}). Bilder, Videos und Töne gehören in die Galerien.",
    en: "The game is too large: {{actual}} bytes (at most {{limit}}). Images, videos and sounds belong in the galleries.",
  },
  "tooLarge.scenes": {
    de: "Das Spiel hat zu viele Szenen: {{actual}} (höchstens {{limit}}).",
    en: "The game has too many scenes: {{actual}} (at most {{limit}}).",
  },
  "tooLarge.elements": {
    de: "Das Spiel hat zu viele Elemente: {{actual}} (höchstens {{limit}}).",
    en: "The game has too many elements: {{actual}} (at most {{limit}}).",
  },
  "tooLarge.rules": {
    de: "Das Spiel hat zu viele Regeln: {{actual}} (höchstens {{limit}}).",
    en: "The game has too many rules: {{actual}} (at most {{limit}}).",
  },
  "tooLarge.variables": {
    de: "Das Spiel hat zu viele Variablen: {{actual}} (höchstens {{limit}}).",
    en: "The game has too many variables: {{actual}} (at most {{limit}}).",
  },
  "tooLarge.string": {
    de: "Ein Text im Spiel ist zu lang: {{actual}} Zeichen (höchstens {{limit}}).",
    en: "A text in the game is too long: {{actual}} characters (at most {{limit}}).",
  },
  "tooLarge.depth": {
    de: "Das Spiel ist zu tief verschachtelt (höchstens {{limit}} Ebenen).",
    en: "The game is nested too deeply (at most {{limit}} levels).",
  },
  tooLarge: {
    de: "Das Spiel überschreitet eine Größengrenze ({{actual}}, höchstens {{limit}}).",
    en: "The game exceeds a size limit ({{actual}}, at most {{limit}}).",
  },
  invalidProps: {
    de: "Element „{{element}}“ ({{type}}): {{problemText}}",
    en: "Element “{{element}}” ({{type}}): {{problemText}}",
  },
  // No type id on a teacher's screen: the element's name, then the plugin's own sentence.
  elementProblem: {
    de: "Element „{{element}}“: {{problemText}}",
    en: "Element “{{element}}”: {{problemText}}",
  },
  propsMigrationFailed: {
    de: "Element „{{element}}“ ({{type}}) konnte nicht aktualisiert werden (Schritt {{migration}}).",
    en: "Element “{{element}}” ({{type}}) could not be updated (step {{migration}}).",
  },
  newerFormat: {
    de: "Das Dokument stammt aus einem neueren Editor (Format {{version}}, dieser kennt {{known}}); lade die Seite neu, um zu aktualisieren.",
    en: "The document was written by a newer editor (format {{version}}, this one knows {{known}}); reload to update.",
  },
  newerElementVersion: {
    de: "Element „{{element}}“ ({{type}}) stammt aus einem neueren Editor (Version {{version}}, dieser kennt {{known}}).",
    en: "Element “{{element}}” ({{type}}) was written by a newer editor (version {{version}}, this one knows {{known}}).",
  },
  unknownElementType: {
    de: "Element „{{element}}“ hat den unbekannten Typ „{{type}}“.",
    en: "Element “{{element}}” has the unknown type “{{type}}”.",
  },

  // ------------------------------------------------------------ rules (validate() and runtime)
  "unknownScene.scope": {
    de: "{{ruleLabel}} gilt für eine Szene, die es nicht gibt.",
    en: "{{ruleLabel}} is scoped to a scene that does not exist.",
  },
  "unknownScene.trigger": {
    de: "{{ruleLabel}}: Der Auslöser nennt eine Szene, die es nicht gibt.",
    en: "{{ruleLabel}}: the trigger names a scene that does not exist.",
  },
  "unknownScene.notChosen": {
    de: "{{ruleLabel}}: Wähle in Aktion {{actionNumber}} die Szene, zu der gewechselt wird.",
    en: "{{ruleLabel}}: choose the scene action {{actionNumber}} goes to.",
  },
  unknownScene: {
    de: "{{ruleLabel}}: Aktion {{actionNumber}} wechselt zu einer Szene, die es nicht gibt.",
    en: "{{ruleLabel}}: action {{actionNumber}} goes to a scene that does not exist.",
  },
  ruleWithoutTrigger: {
    de: "{{ruleLabel}} hat keinen Auslöser und kann nie ausgeführt werden.",
    en: "{{ruleLabel}} has no trigger and can never run.",
  },
  ruleWithoutActions: {
    de: "{{ruleLabel}} hat keine Aktionen.",
    en: "{{ruleLabel}} has no actions.",
  },
  "unknownVariable.trigger": {
    de: "{{ruleLabel}}: Der Auslöser nennt eine Variable, die es nicht gibt.",
    en: "{{ruleLabel}}: the trigger names a variable that does not exist.",
  },
  "unknownVariable.condition": {
    de: "{{ruleLabel}}: Bedingung {{conditionNumber}} verwendet eine Variable, die es nicht gibt.",
    en: "{{ruleLabel}}: condition {{conditionNumber}} uses a variable that does not exist.",
  },
  "unknownVariable.notChosen": {
    de: "{{ruleLabel}}: Wähle in Aktion {{actionNumber}} die Variable.",
    en: "{{ruleLabel}}: choose the variable of action {{actionNumber}}.",
  },
  unknownVariable: {
    de: "{{ruleLabel}}: Aktion {{actionNumber}} verwendet eine Variable, die es nicht gibt.",
    en: "{{ruleLabel}}: action {{actionNumber}} uses a variable that does not exist.",
  },
  "unknownElement.trigger": {
    de: "{{ruleLabel}}: Der Auslöser nennt ein Element, das es nicht gibt.",
    en: "{{ruleLabel}}: the trigger names an element that does not exist.",
  },
  "unknownElement.condition": {
    de: "{{ruleLabel}}: Bedingung {{conditionNumber}} verwendet ein Element, das es nicht gibt.",
    en: "{{ruleLabel}}: condition {{conditionNumber}} uses an element that does not exist.",
  },
  "unknownElement.animationTarget": {
    de: "{{ruleLabel}}: Die Animation in Aktion {{actionNumber}} fliegt zu einem Element, das es nicht gibt.",
    en: "{{ruleLabel}}: the animation of action {{actionNumber}} flies to an element that does not exist.",
  },
  "unknownElement.event": {
    de: "Ein Ereignis ({{event}}) betrifft ein Element, das es nicht gibt ({{elementId}}).",
    en: "An event ({{event}}) is for an element that does not exist ({{elementId}}).",
  },
  "unknownElement.notChosen": {
    de: "{{ruleLabel}}: Wähle in Aktion {{actionNumber}} das Element.",
    en: "{{ruleLabel}}: choose the element of action {{actionNumber}}.",
  },
  unknownElement: {
    de: "{{ruleLabel}}: Aktion {{actionNumber}} betrifft ein Element, das es nicht gibt.",
    en: "{{ruleLabel}}: action {{actionNumber}} targets an element that does not exist.",
  },
  unknownTrigger: {
    de: "{{ruleLabel}}: „{{element}}“ ({{elementType}}) hat keinen Auslöser „{{trigger}}“.",
    en: "{{ruleLabel}}: “{{element}}” ({{elementType}}) has no trigger “{{trigger}}”.",
  },
  "typeMismatch.trigger": {
    de: "{{ruleLabel}}: „{{trigger}}“ von „{{element}}“ liefert {{expected}}, kann sich also nie in {{actual}} ändern.",
    en: "{{ruleLabel}}: “{{trigger}}” of “{{element}}” carries {{expected}}, so it can never change to {{actual}}.",
  },
  "typeMismatch.condition": {
    de: "{{ruleLabel}}: Bedingung {{conditionNumber}} erwartet {{expected}}, bekommt aber {{actual}}.",
    en: "{{ruleLabel}}: condition {{conditionNumber}} expects {{expected}} but gets {{actual}}.",
  },
  "typeMismatch.action": {
    de: "{{ruleLabel}}: Aktion {{actionNumber}} erwartet {{expected}}, bekommt aber {{actual}}.",
    en: "{{ruleLabel}}: action {{actionNumber}} expects {{expected}} but gets {{actual}}.",
  },
  typeMismatch: {
    de: "{{ruleLabel}}: Erwartet wird {{expected}}, nicht {{actual}}.",
    en: "{{ruleLabel}}: expects {{expected}}, not {{actual}}.",
  },
  "variableTypeMismatch.trigger": {
    de: "{{ruleLabel}}: Die Variable „{{variable}}“ enthält {{expected}}, kann sich also nie in {{actual}} ändern.",
    en: "{{ruleLabel}}: variable “{{variable}}” holds {{expected}}, so it can never change to {{actual}}.",
  },
  "variableTypeMismatch.condition": {
    de: "{{ruleLabel}}: Bedingung {{conditionNumber}} erwartet {{expected}}, die Variable enthält aber {{actual}}.",
    en: "{{ruleLabel}}: condition {{conditionNumber}} expects {{expected}}, but the variable holds {{actual}}.",
  },
  variableTypeMismatch: {
    de: "{{ruleLabel}}: Aktion {{actionNumber}} erwartet {{expected}}, die Variable enthält aber {{actual}}.",
    en: "{{ruleLabel}}: action {{actionNumber}} expects {{expected}}, but the variable holds {{actual}}.",
  },
  unknownProperty: {
    de: "{{ruleLabel}}: „{{element}}“ ({{elementType}}) hat keine Eigenschaft „{{property}}“.",
    en: "{{ruleLabel}}: “{{element}}” ({{elementType}}) has no property “{{property}}”.",
  },
  readOnlyProperty: {
    de: "{{ruleLabel}}: Die Eigenschaft „{{property}}“ von „{{element}}“ kann nicht geändert werden.",
    en: "{{ruleLabel}}: the property “{{property}}” of “{{element}}” cannot be changed.",
  },
  invalidComparator: {
    de: "{{ruleLabel}}: Bedingung {{conditionNumber}}: „{{comparator}}“ kann keine Werte vom Typ {{valueType}} vergleichen.",
    en: "{{ruleLabel}}: condition {{conditionNumber}}: “{{comparator}}” cannot compare values of type {{valueType}}.",
  },
  "conditionNeverHolds.tooFewConditions": {
    de: "{{ruleLabel}} braucht {{required}} zutreffende Bedingungen, hat aber nur {{count}}; sie wird nie ausgeführt.",
    en: "{{ruleLabel}} needs {{required}} matching conditions but has only {{count}}; it never runs.",
  },
  "conditionNeverHolds.contradiction": {
    de: "{{ruleLabel}}: Die Bedingungen {{first}} und {{second}} verlangen gleichzeitig zwei verschiedene Werte.",
    en: "{{ruleLabel}}: conditions {{first}} and {{second}} require two different values at once.",
  },
  "conditionNeverHolds.constantVariable": {
    de: "{{ruleLabel}}: „{{variable}}“ ändert sich nie, daher trifft Bedingung {{conditionNumber}} nie zu.",
    en: "{{ruleLabel}}: “{{variable}}” never changes, so condition {{conditionNumber}} never holds.",
  },
  conditionNeverHolds: {
    de: "{{ruleLabel}}: Die Bedingungen können nie zutreffen.",
    en: "{{ruleLabel}}: the conditions can never hold.",
  },
  "answerVisible.trigger": {
    de: "{{ruleLabel}}: Auslöser {{triggerNumber}} vergleicht die Eingabe in „{{element}}“ mit einem festen Wert. Diese Antwort ist für Spieler sichtbar; nutze die erwartete Antwort des Elements, um sie geheim zu halten.",
    en: "{{ruleLabel}}: trigger {{triggerNumber}} compares the entry in “{{element}}” with a fixed value. This answer is visible to players; use the element's expected answer to keep it secret.",
  },
  answerVisible: {
    de: "{{ruleLabel}}: Bedingung {{conditionNumber}} vergleicht die Eingabe in „{{element}}“ mit einem festen Wert. Diese Antwort ist für Spieler sichtbar; nutze die erwartete Antwort des Elements, um sie geheim zu halten.",
    en: "{{ruleLabel}}: condition {{conditionNumber}} compares the entry in “{{element}}” with a fixed value. This answer is visible to players; use the element's expected answer to keep it secret.",
  },
  actionOnOtherScene: {
    de: "{{ruleLabel}}: Aktion {{actionNumber}} betrifft „{{element}}“ auf der Szene „{{scene}}“; Animationen oder Aktionen von Elementen können fehlschlagen, wenn sie von einer anderen Szene ausgelöst werden.",
    en: "{{ruleLabel}}: action {{actionNumber}} targets “{{element}}” on scene “{{scene}}”; element animations or actions may fail when triggered from another scene.",
  },
  "preloadWithTransition.scene": {
    de: "Die Szene „{{scene}}“ wird vorgeladen und hat einen Übergang; Vorladen und Übergänge zu kombinieren wird nicht empfohlen.",
    en: "Scene “{{scene}}” is preloaded and has a transition; combining preloading with transitions is not recommended.",
  },
  preloadWithTransition: {
    de: "{{ruleLabel}}: Die Szene „{{scene}}“ wird vorgeladen und mit einem Übergang betreten; Vorladen und Übergänge zu kombinieren wird nicht empfohlen.",
    en: "{{ruleLabel}}: scene “{{scene}}” is preloaded and entered with a transition; combining preloading with transitions is not recommended.",
  },
  unreachableScene: {
    de: "Keine Regel wechselt zur Szene „{{scene}}“.",
    en: "No rule goes to scene “{{scene}}”.",
  },
  duplicateVariableName: {
    de: "Der Variablenname „{{variable}}“ wird doppelt verwendet.",
    en: "The variable name “{{variable}}” is used twice.",
  },
  "duplicateVariableName.element": {
    de: "Der Variablenname „{{variable}}“ von Element „{{element}}“ ist schon vergeben.",
    en: "The variable name “{{variable}}” of element “{{element}}” is already used.",
  },
  variableNeverRead: {
    de: "Die Variable „{{variable}}“ wird in keinem Auslöser, keiner Bedingung und keinem Wert verwendet.",
    en: "Variable “{{variable}}” is never used in a trigger, condition or value.",
  },
  variableNeverWritten: {
    de: "Die Variable „{{variable}}“ wird von keiner Regel geändert; sie behält ihren Anfangswert.",
    en: "Variable “{{variable}}” is never changed by a rule; it keeps its initial value.",
  },
  awaitNeverCompletes: {
    de: "{{ruleLabel}}: Aktion {{actionNumber}} wartet auf eine endlose Animation; die folgenden Aktionen laufen nie.",
    en: "{{ruleLabel}}: action {{actionNumber}} waits for an infinite animation; the following actions never run.",
  },
  invalidAnimation: {
    de: "{{ruleLabel}}: Aktion {{actionNumber}}, Animationseinstellung „{{field}}“: {{problemText}}",
    en: "{{ruleLabel}}: action {{actionNumber}}, animation setting “{{field}}”: {{problemText}}",
  },
  unknownAction: {
    de: "{{ruleLabel}}: „{{element}}“ ({{elementType}}) hat keine Aktion „{{action}}“.",
    en: "{{ruleLabel}}: “{{element}}” ({{elementType}}) has no action “{{action}}”.",
  },
  "invalidArgs.payload": {
    de: "„{{element}}“ ({{elementType}}) hat mit „{{trigger}}“ ungültige Daten gesendet.",
    en: "“{{element}}” ({{elementType}}) sent invalid data with “{{trigger}}”.",
  },
  invalidArgs: {
    de: "{{ruleLabel}}: Die Einstellungen von „{{action}}“ für „{{element}}“ sind ungültig.",
    en: "{{ruleLabel}}: the settings of “{{action}}” for “{{element}}” are invalid.",
  },

  // ------------------------------------------------------------ accessibility checker
  a11yMissingName: {
    de: "„{{element}}“ ist anklickbar, hat aber keinen Namen für Screenreader: Gib ihm unter „Barrierefreiheit“ einen Namen, der sagt, was ein Klick tut.",
    en: "“{{element}}” is clickable but has no name for screen readers: give it a name under “Accessibility” that says what a click does.",
  },
  a11yMissingAlt: {
    de: "Das Bild „{{element}}“ hat keinen Alternativtext: Beschreibe, was es zeigt, oder markiere es als reine Dekoration.",
    en: "Image “{{element}}” has no alternative text: describe what it shows, or mark it as decoration only.",
  },
  a11yLowContrast: {
    de: "Der Text von „{{element}}“ hat zu wenig Kontrast zu seinem Hintergrund ({{ratio}}:1, mindestens {{minimum}}:1).",
    en: "The text of “{{element}}” has too little contrast with its background ({{ratio}}:1, at least {{minimum}}:1).",
  },
  a11yDragOnly: {
    de: "{{ruleLabel}} hängt vom Ziehen ab: Wer nicht ziehen kann, braucht einen anderen Weg, z. B. einen zusätzlichen Klick-Auslöser in dieser Regel.",
    en: "{{ruleLabel}} depends on dragging: players who cannot drag need another way, e.g. an additional click trigger in this rule.",
  },
  a11yMissingCaptions: {
    de: "Das Video „{{element}}“ hat keine Untertitel: Lade eine WebVTT-Datei (.vtt) in die Galerie und füge sie unter „Barrierefreiheit“ hinzu.",
    en: "Video “{{element}}” has no captions: upload a WebVTT file (.vtt) to the gallery and add it under “Accessibility”.",
  },
  a11yMissingTranscript: {
    de: "Der Ton „{{element}}“ hat kein Transkript: Schreibe auf, was zu hören ist, oder markiere ihn als reine Dekoration.",
    en: "Sound “{{element}}” has no transcript: write down what can be heard, or mark it as decoration only.",
  },
  a11ySmallTarget: {
    de: "„{{element}}“ ist anklickbar, aber nur {{width}} × {{height}} px groß; Klickflächen brauchen mindestens 24 × 24 px.",
    en: "“{{element}}” is clickable but only {{width}} × {{height}} px; click targets need at least 24 × 24 px.",
  },
  a11yMissingTextAlternative: {
    de: "Die Konstruktion „{{element}}“ hat keine Textalternative: Beschreibe unter „Barrierefreiheit“, was sie zeigt.",
    en: "Construction “{{element}}” has no text alternative: describe under “Accessibility” what it shows.",
  },
  a11yInteractiveConstruction: {
    de: "Die Konstruktion „{{element}}“ ist interaktiv und mit Tastatur oder Screenreader womöglich nicht bedienbar: Biete das Rätsel auch anders an.",
    en: "Construction “{{element}}” is interactive and may not be operable by keyboard or screen reader: offer the riddle another way too.",
  },

  // ------------------------------------------------------------ runtime only
  stepLimit: {
    de: "{{ruleLabel}}: Mehr als {{limit}} Schritte für ein Ereignis; die Regelschleife wurde angehalten.",
    en: "{{ruleLabel}}: more than {{limit}} steps for one event; the rule loop was stopped.",
  },
  "stepLimit.timer": {
    de: "Mehr als {{limit}} Schritte zum selben Zeitpunkt; die Zeitschleife wurde angehalten.",
    en: "More than {{limit}} steps at the same time; the timer loop was stopped.",
  },
  notStarted: {
    de: "Das Spiel wurde noch nicht gestartet.",
    en: "The game has not been started yet.",
  },
  propertyValueClamped: {
    de: "{{ruleLabel}}: {{value}} liegt außerhalb des Bereichs von „{{property}}“ bei „{{element}}“; gesetzt wurde {{result}}.",
    en: "{{ruleLabel}}: {{value}} is outside the range of “{{property}}” of “{{element}}”; {{result}} was set instead.",
  },
  invalidPropertyValue: {
    de: "{{ruleLabel}}: „{{value}}“ ist kein gültiger Wert für „{{property}}“ von „{{element}}“; die Eigenschaft bleibt unverändert.",
    en: "{{ruleLabel}}: “{{value}}” is not a valid value for “{{property}}” of “{{element}}”; the property was not changed.",
  },
} as const satisfies Record<string, Entry>;

/** Sentences for zod issues (`params.problem`), with `problem.origin` variants for sizes. */
export const PROBLEMS = {
  invalid_type: {
    de: "Falscher Typ: {{expected}} erwartet.",
    en: "Wrong type: {{expected}} expected.",
  },
  "too_small.string": {
    de: "Zu kurz: mindestens {{minimum}} Zeichen.",
    en: "Too short: at least {{minimum}} characters.",
  },
  "too_small.array": {
    de: "Zu wenige Einträge: mindestens {{minimum}}.",
    en: "Too few entries: at least {{minimum}}.",
  },
  too_small: { de: "Zu klein: mindestens {{minimum}}.", en: "Too small: at least {{minimum}}." },
  "too_big.string": {
    de: "Zu lang: höchstens {{maximum}} Zeichen.",
    en: "Too long: at most {{maximum}} characters.",
  },
  "too_big.array": {
    de: "Zu viele Einträge: höchstens {{maximum}}.",
    en: "Too many entries: at most {{maximum}}.",
  },
  too_big: { de: "Zu groß: höchstens {{maximum}}.", en: "Too big: at most {{maximum}}." },
  invalid_value: {
    de: "Kein erlaubter Wert (erlaubt: {{values}}).",
    en: "Not an allowed value (allowed: {{values}}).",
  },
  invalid_format: { de: "Ungültiges Format ({{format}}).", en: "Invalid format ({{format}})." },
  not_multiple_of: {
    de: "Muss ein Vielfaches von {{divisor}} sein.",
    en: "Must be a multiple of {{divisor}}.",
  },
  unrecognized_keys: { de: "Unbekannte Felder: {{keys}}.", en: "Unknown fields: {{keys}}." },
  invalid_union: {
    de: "Passt zu keiner der erlaubten Formen.",
    en: "Does not match any of the allowed forms.",
  },
  invalid_key: { de: "Ungültiger Schlüssel.", en: "Invalid key." },
  invalid_element: { de: "Ungültiger Eintrag.", en: "Invalid entry." },
  duplicateId: {
    de: "Die ID „{{id}}“ ist doppelt vergeben ({{what}}, schon verwendet von: {{previous}}).",
    en: "The id “{{id}}” is used twice ({{what}}, already used by: {{previous}}).",
  },
  globalInScene: {
    de: "Ein globales Element muss bei den globalen Elementen gespeichert sein.",
    en: "A global element must be stored among the global elements.",
  },
  localInGlobalElements: {
    de: "Ein Element bei den globalen Elementen muss als global markiert sein.",
    en: "An element among the global elements must be marked as global.",
  },
  tooComplex: {
    de: "Das Dokument ist zu verschachtelt, um es zu prüfen.",
    en: "The document is too complex to check.",
  },
  checkFailed: {
    de: "Das Dokument konnte nicht geprüft werden.",
    en: "The document could not be checked.",
  },
  custom: { de: "Ungültiger Wert.", en: "Invalid value." },
} as const satisfies Record<string, Entry>;

/** Words that parameters stand for. */
export const WORDS = {
  /** "expects a number" / "erwartet eine Zahl" */
  typeArticle: {
    number: { de: "eine Zahl", en: "a number" },
    string: { de: "einen Text", en: "a text" },
    boolean: { de: "einen Wahrheitswert", en: "a true/false value" },
    collision: { de: "eine Kollision", en: "a collision" },
    element: { de: "ein Element", en: "an element" },
    none: { de: "keinen Wert", en: "no value" },
    property: { de: "eine Eigenschaft", en: "a property" },
    variable: { de: "eine Variable", en: "a variable" },
    value: { de: "einen Wert", en: "a value" },
  },
  /** "values of type number" / "Werte vom Typ Zahl"; also zod's expected types */
  typeName: {
    number: { de: "Zahl", en: "number" },
    string: { de: "Text", en: "text" },
    boolean: { de: "Wahrheitswert", en: "true/false" },
    collision: { de: "Kollision", en: "collision" },
    array: { de: "Liste", en: "list" },
    object: { de: "Objekt", en: "object" },
    int: { de: "ganze Zahl", en: "whole number" },
  },
  comparator: {
    is: { de: "ist", en: "is" },
    isNot: { de: "ist nicht", en: "is not" },
    eq: { de: "gleich", en: "equals" },
    neq: { de: "ungleich", en: "does not equal" },
    gt: { de: "größer als", en: "greater than" },
    lt: { de: "kleiner als", en: "less than" },
    gte: { de: "größer oder gleich", en: "greater than or equal to" },
    lte: { de: "kleiner oder gleich", en: "less than or equal to" },
    overlaps: { de: "überlappt", en: "overlaps" },
    notOverlaps: { de: "überlappt nicht", en: "does not overlap" },
    encloses: { de: "umschließt", en: "encloses" },
    notEncloses: { de: "umschließt nicht", en: "does not enclose" },
    enclosedBy: { de: "ist umschlossen von", en: "is enclosed by" },
    notEnclosedBy: { de: "ist nicht umschlossen von", en: "is not enclosed by" },
  },
  thing: {
    element: { de: "Element", en: "element" },
    scene: { de: "Szene", en: "scene" },
    variable: { de: "Variable", en: "variable" },
    rule: { de: "Regel", en: "rule" },
    condition: { de: "Bedingung", en: "condition" },
    action: { de: "Aktion", en: "action" },
  },
  rule: {
    named: { de: "Regel „{{rule}}“", en: "Rule “{{rule}}”" },
    numbered: { de: "Regel {{ruleNumber}}", en: "Rule {{ruleNumber}}" },
  },
  more: { de: "… und {{count}} weitere", en: "… and {{count}} more" },
  unknown: { de: "Unbekanntes Problem ({{code}}).", en: "Unknown problem ({{code}})." },
} as const;
