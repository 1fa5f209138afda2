export const timerStrings = {
  de: {
    label: "Timer",
    remaining: "Verbleibende Zeit: {{time}}",
    elapsedTime: "Vergangene Zeit: {{time}}",
    minutes_one: "{{count}} Minute",
    minutes_other: "{{count}} Minuten",
    seconds_one: "{{count}} Sekunde",
    seconds_other: "{{count}} Sekunden",
  },
  en: {
    label: "Timer",
    remaining: "Time remaining: {{time}}",
    elapsedTime: "Time elapsed: {{time}}",
    minutes_one: "{{count}} minute",
    minutes_other: "{{count}} minutes",
    seconds_one: "{{count}} second",
    seconds_other: "{{count}} seconds",
  },
};
