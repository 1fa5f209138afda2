export const timerStrings = {
  de: {
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
  },
  en: {
    label: "Timer",
    remaining: "Time remaining: {{time}}",
    elapsedTime: "Time elapsed: {{time}}",
    minutes_one: "{{count}} minute",
    minutes_other: "{{count}} minutes",
    seconds_one: "{{count}} second",
    seconds_other: "{{count}} seconds",
    almostUpMinutes_one: "Time is almost up: {{count}} minute left.",
    almostUpMinutes_other: "Time is almost up: {{count}} minutes left.",
    almostUpSeconds_one: "Time is almost up: {{count}} second left.",
    almostUpSeconds_other: "Time is almost up: {{count}} seconds left.",
    fields: {
      startTimeInSeconds: {
        label: "Start time",
        help: "Counting down: where the timer starts. Counting up: where it stops (0 = never).",
      },
      countDirection: {
        label: "Direction",
        options: { down: "Count down", up: "Count up" },
      },
      autoStart: { label: "Start when the scene is entered" },
      color: { label: "Digit colour", help: "Leave empty for the colour theme's text colour." },
      fontSizeInRem: { label: "Font size" },
    },
    properties: {
      startTimeInSeconds: { label: "Start time (seconds)" },
      currentTimeInSeconds: { label: "Current time (seconds)" },
      running: { label: "Running" },
    },
    triggers: {
      timeChanged: {
        label: "Time changed",
        sentence: "When the time of {element} changes",
        sentenceWithValue: "When the time of {element} reaches {value} seconds",
      },
      elapsed: { label: "Time elapsed", sentence: "When {element} has elapsed" },
    },
    actions: {
      start: { label: "Start", sentence: "Start {element}" },
      stop: { label: "Stop", sentence: "Stop {element}" },
      reset: { label: "Reset", sentence: "Reset {element}" },
      resetAndStart: { label: "Reset and start", sentence: "Reset and start {element}" },
      addSeconds: {
        label: "Add seconds",
        sentence: "Add {seconds} seconds to {element}",
        args: { seconds: "Seconds" },
      },
      subtractSeconds: {
        label: "Subtract seconds",
        sentence: "Subtract {seconds} seconds from {element}",
        args: { seconds: "Seconds" },
      },
    },
  },
};
