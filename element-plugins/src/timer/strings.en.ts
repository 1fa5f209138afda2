/** The timer type's strings (namespace `elements`), in English (strings.ts has both languages). */
export const timerStringsEn = {
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
};
