export const inputStrings = {
  de: {
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
  },
  en: {
    label: "Input",
    submit: "Send",
    submitted: "Sent: {{value}}",
    checking: "Checking …",
    wait_one: "Please wait {{count}} second, then your answer is checked.",
    wait_other: "Please wait {{count}} seconds, then your answer is checked.",
    repeated: "This answer was checked before: it is wrong.",
    fields: {
      label: { label: "Label" },
      placeholder: { label: "Placeholder", help: "Shown in grey in the empty field." },
      buttonText: {
        label: "Button text",
        help: "Leave empty for no button: then the Enter key sends.",
      },
      expectedAnswer: {
        label: "Expected answer",
        help: "Stays on the server: the server checks every value sent. Leave empty when nothing is checked.",
      },
      alternatives: {
        label: "Other correct answers",
        help: "One answer per line.",
      },
      tolerant: {
        label: "Tolerant matching",
        help: "Case and surrounding spaces ignored; ä = ae or a, ö = oe or o, ü = ue or u, ß = ss; 3,5 = 3.5.",
      },
      hints: { label: "Hints" },
    },
    properties: { value: { label: "Value" }, hintsTaken: { label: "Hints taken" } },
    triggers: {
      valueChanged: {
        label: "Value sent",
        sentence: "When something is sent in {element}",
        sentenceWithValue: "When “{value}” is sent in {element}",
      },
      validatedCorrectly: {
        label: "Answered correctly",
        sentence: "When the right answer is sent in {element}",
      },
      validatedIncorrectly: {
        label: "Answered incorrectly",
        sentence: "When a wrong answer is sent in {element}",
      },
    },
    actions: {
      clear: { label: "Clear", sentence: "Clear {element}" },
    },
  },
};
