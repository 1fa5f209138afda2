/** The input type's strings (namespace `elements`), in German (strings.ts has both languages). */
export const inputStringsDe = {
  label: "Eingabefeld",
  submit: "Senden",
  submitted: "Gesendet: {{value}}",
  checking: "Prüfe …",
  wait_one: "Bitte warte {{count}} Sekunde, dann wird deine Antwort geprüft.",
  wait_other: "Bitte warte {{count}} Sekunden, dann wird deine Antwort geprüft.",
  repeated: "Diese Antwort wurde schon geprüft: Sie ist leider falsch.",
  fields: {
    label: { label: "Beschriftung" },
    placeholder: { label: "Platzhalter", help: "Steht grau im leeren Feld." },
    buttonText: {
      label: "Text des Knopfs",
      help: "Leer lassen für keinen Knopf: Dann sendet die Eingabetaste.",
    },
    expectedAnswer: {
      label: "Erwartete Antwort",
      help: "Bleibt auf dem Server: Der Server prüft jede gesendete Eingabe. Leer lassen, wenn nichts geprüft wird.",
    },
    alternatives: {
      label: "Weitere richtige Antworten",
      help: "Eine Antwort pro Zeile.",
    },
    tolerant: {
      label: "Tolerant vergleichen",
      help: "Groß- und Kleinschreibung und Leerzeichen am Rand egal; ä = ae oder a, ö = oe oder o, ü = ue oder u, ß = ss; 3,5 = 3.5.",
    },
    hints: { label: "Tipps" },
  },
  properties: { value: { label: "Eingabe" }, hintsTaken: { label: "Genommene Tipps" } },
  triggers: {
    valueChanged: {
      label: "Eingabe gesendet",
      sentence: "Wenn in {element} etwas gesendet wird",
      sentenceWithValue: "Wenn in {element} „{value}“ gesendet wird",
    },
    validatedCorrectly: {
      label: "Richtig beantwortet",
      sentence: "Wenn in {element} die richtige Antwort gesendet wird",
    },
    validatedIncorrectly: {
      label: "Falsch beantwortet",
      sentence: "Wenn in {element} eine falsche Antwort gesendet wird",
    },
  },
  actions: {
    clear: { label: "Leeren", sentence: "Leere {element}" },
  },
};
