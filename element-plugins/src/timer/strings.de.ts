/** The timer type's strings (namespace `elements`), in German (strings.ts has both languages). */
export const timerStringsDe = {
  label: "Timer",
  remaining: "Verbleibende Zeit: {{time}}",
  elapsedTime: "Vergangene Zeit: {{time}}",
  minutes_one: "{{count}} Minute",
  minutes_other: "{{count}} Minuten",
  seconds_one: "{{count}} Sekunde",
  seconds_other: "{{count}} Sekunden",
  almostUpMinutes_one: "Die Zeit ist fast um: noch {{count}} Minute.",
  almostUpMinutes_other: "Die Zeit ist fast um: noch {{count}} Minuten.",
  almostUpSeconds_one: "Die Zeit ist fast um: noch {{count}} Sekunde.",
  almostUpSeconds_other: "Die Zeit ist fast um: noch {{count}} Sekunden.",
  fields: {
    startTimeInSeconds: {
      label: "Startzeit",
      help: "Rückwärts: Hier beginnt der Timer. Vorwärts: Hier hält er an (0 = nie).",
    },
    countDirection: {
      label: "Zählrichtung",
      options: { down: "Rückwärts", up: "Vorwärts" },
    },
    autoStart: { label: "Beim Betreten der Szene starten" },
    color: { label: "Ziffernfarbe", help: "Leer lassen für die Textfarbe des Farbschemas." },
    fontSizeInRem: { label: "Schriftgröße" },
  },
  properties: {
    startTimeInSeconds: { label: "Startzeit (Sekunden)" },
    currentTimeInSeconds: { label: "Aktuelle Zeit (Sekunden)" },
    running: { label: "Läuft" },
  },
  triggers: {
    timeChanged: {
      label: "Zeit geändert",
      sentence: "Wenn sich die Zeit von {element} ändert",
      sentenceWithValue: "Wenn die Zeit von {element} {value} Sekunden erreicht",
    },
    elapsed: { label: "Zeit abgelaufen", sentence: "Wenn {element} abgelaufen ist" },
  },
  actions: {
    start: { label: "Starten", sentence: "Starte {element}" },
    stop: { label: "Anhalten", sentence: "Halte {element} an" },
    reset: { label: "Zurücksetzen", sentence: "Setze {element} zurück" },
    resetAndStart: {
      label: "Zurücksetzen und starten",
      sentence: "Setze {element} zurück und starte ihn",
    },
    addSeconds: {
      label: "Sekunden hinzufügen",
      sentence: "Füge {element} {seconds} Sekunden hinzu",
      args: { seconds: "Sekunden" },
    },
    subtractSeconds: {
      label: "Sekunden abziehen",
      sentence: "Ziehe {element} {seconds} Sekunden ab",
      args: { seconds: "Sekunden" },
    },
  },
};
