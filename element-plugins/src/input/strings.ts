export const inputStrings = {
  de: { label: "Eingabefeld", submit: "Senden", submitted: "Gesendet: {{value}}" },
  en: { label: "Input", submit: "Send", submitted: "Sent: {{value}}" },
};
