export const inputStrings = {
  de: {
    label: "Eingabefeld",
    submit: "Senden",
    submitted: "Gesendet: {{value}}",
    fields: {
      label: { label: "Beschriftung" },
      placeholder: { label: "Platzhalter", help: "Steht grau im leeren Feld." },
      buttonText: {
        label: "Text des Knopfs",
        help: "Leer lassen für keinen Knopf: Dann sendet die Eingabetaste.",
      },
    },
    properties: { value: { label: "Eingabe" } },
    triggers: {
      valueChanged: {
        label: "Eingabe gesendet",
        sentence: "Wenn in {element} etwas gesendet wird",
        sentenceWithValue: "Wenn in {element} „{value}“ gesendet wird",
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
    fields: {
      label: { label: "Label" },
      placeholder: { label: "Placeholder", help: "Shown in grey in the empty field." },
      buttonText: {
        label: "Button text",
        help: "Leave empty for no button: then the Enter key sends.",
      },
    },
    properties: { value: { label: "Value" } },
    triggers: {
      valueChanged: {
        label: "Value sent",
        sentence: "When something is sent in {element}",
        sentenceWithValue: "When “{value}” is sent in {element}",
      },
    },
    actions: {
      clear: { label: "Clear", sentence: "Clear {element}" },
    },
  },
};
