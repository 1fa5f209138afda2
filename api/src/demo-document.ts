/**
 * The demo game's document (published on first start by seed.ts): two scenes, a code lock, a
 * note with the riddle, a timer and the rules between them — accessible as the checker asks.
 */
import {
  createElement,
  createGameDocument,
  createId,
  createScene,
  type GameDocument,
  type Rule,
} from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";

export interface DemoAssets {
  /** Image asset id of the note with the riddle. */
  note: string;
  /** Audio asset id of the success chime. */
  chime: string;
}

/** The lock's code: the answers of the riddle on the note (2·3, 10−1, 12:4, 5−5). */
export const DEMO_CODE = "6930";
export const DEMO_SCENES = {
  lab: "Im Labor",
  solved: "Geschafft!",
  timeUp: "Zeit abgelaufen",
} as const;

const ANIMATION = {
  easing: { name: "power2", direction: "out" },
  cycles: 1,
  infinite: false,
  autoShow: false,
  autoHide: false,
} as const;

/**
 * The published demo game a newcomer sees at once: a riddle on a note, a code lock, a countdown,
 * a sound and animations on success, a scene transition to the end (or to "time is up").
 */
export function demoGameDocument(assets: DemoAssets): GameDocument {
  const doc = createGameDocument({ locale: "de", registry });
  const lab = doc.scenes[0]!;
  lab.name = DEMO_SCENES.lab;
  const solved = createScene(DEMO_SCENES.solved, {
    transition: { type: "slideLeft", durationMs: 800 },
  });
  const timeUp = createScene(DEMO_SCENES.timeUp, {
    transition: { type: "crossFade", durationMs: 600 },
  });
  doc.scenes.push(solved, timeUp);
  const el = (type: string, options: Parameters<typeof createElement>[2]) =>
    createElement(registry, type, options);

  const wall = el("svg-shape", {
    locale: "de",
    name: "Wand",
    decorative: true,
    x: 0,
    y: 0,
    width: 1280,
    height: 720,
    background: "#eef2ff",
    props: { shape: "rectangle" },
  });
  const title = el("text", {
    locale: "de",
    name: "Titel",
    x: 40,
    y: 28,
    width: 900,
    height: 64,
    props: {
      text: "Willkommen im verschlossenen Labor!",
      fontSizeInRem: 2.2,
      bold: true,
      color: "#1e1f4b",
      textAlign: "left",
    },
  });
  const story = el("text", {
    locale: "de",
    name: "Auftrag",
    x: 40,
    y: 100,
    width: 760,
    height: 90,
    props: {
      text: "Professorin Kolbe hat sich ausgesperrt. Löse die Aufgaben auf ihrem Notizzettel, gib den Code ins Zahlenschloss ein und öffne die Tür, bevor die Zeit abläuft.",
      fontSizeInRem: 1.25,
      color: "#3a3f58",
      textAlign: "left",
    },
  });
  const timer = el("timer", {
    locale: "de",
    name: "Countdown",
    x: 980,
    y: 28,
    width: 220,
    height: 80,
    radius: 16,
    background: "#1e1b4b",
    colorTheme: "indigo",
    themeMode: "dark",
    props: {
      startTimeInSeconds: 600,
      countDirection: "down",
      autoStart: true,
      color: "#ffffff",
      fontSizeInRem: 2.6,
    },
  });
  const note = el("image", {
    locale: "de",
    name: "Notizzettel",
    x: 60,
    y: 210,
    width: 420,
    height: 402,
    props: {
      src: assets.note,
      alt: "Notizzettel: Der Code für die Tür. ① 2 · 3, ② 10 − 1, ③ 12 : 4, ④ 5 − 5",
      fit: "contain",
    },
  });
  const door = el("svg-shape", {
    locale: "de",
    name: "Tür",
    decorative: true,
    x: 930,
    y: 190,
    width: 260,
    height: 470,
    background: "#92400e",
    border: "#451a03",
    borderWidth: 4,
    radius: 6,
    props: { shape: "rectangle" },
  });
  const doorLabel = el("text", {
    locale: "de",
    name: "Türschild",
    x: 960,
    y: 230,
    width: 200,
    height: 60,
    background: "#fef3c7",
    radius: 8,
    props: { text: "Labor 3", fontSizeInRem: 1.4, bold: true, color: "#78350f" },
  });
  const lockLabel = el("text", {
    locale: "de",
    name: "Schlosshinweis",
    x: 520,
    y: 250,
    width: 370,
    height: 40,
    props: { text: "Zahlenschloss der Tür", fontSizeInRem: 1.2, bold: true, color: "#1e1f4b" },
  });
  const lock = el("number-code-input", {
    locale: "de",
    name: "Zahlenschloss",
    x: 520,
    y: 300,
    width: 370,
    height: 140,
    radius: 16,
    colorTheme: "indigo",
    props: { expectedCode: DEMO_CODE, autoValidate: true },
  });
  const hintButton = el("text", {
    locale: "de",
    name: "Tipp anzeigen",
    x: 600,
    y: 470,
    width: 210,
    height: 52,
    background: "#4f46e5",
    radius: 26,
    props: { text: "Tipp anzeigen", fontSizeInRem: 1.1, bold: true, color: "#ffffff" },
  });
  const hint = el("text", {
    locale: "de",
    name: "Tipp",
    x: 520,
    y: 540,
    width: 370,
    height: 90,
    visible: false,
    background: "#fef9c3",
    radius: 12,
    props: {
      text: "Jede Aufgabe auf dem Zettel ergibt eine Ziffer. Die erste ist 2 · 3 = 6.",
      fontSizeInRem: 1.05,
      color: "#713f12",
    },
  });
  const chime = el("audio", {
    locale: "de",
    name: "Glocke",
    // a chime when the lock opens: the lock's own message says so in words
    decorative: true,
    x: 1220,
    y: 660,
    width: 40,
    height: 40,
    props: { src: assets.chime, channel: "effects", volume: 0.9 },
  });
  lab.elements.push(
    wall,
    title,
    story,
    timer,
    note,
    door,
    doorLabel,
    lockLabel,
    lock,
    hintButton,
    hint,
    chime,
  );

  const solvedBg = el("svg-shape", {
    locale: "de",
    name: "Hintergrund",
    decorative: true,
    x: 0,
    y: 0,
    width: 1280,
    height: 720,
    background: "#ecfdf5",
    props: { shape: "rectangle" },
  });
  const solvedTitle = el("text", {
    locale: "de",
    name: "Geschafft",
    x: 190,
    y: 170,
    width: 900,
    height: 120,
    props: {
      text: "Geschafft! Die Tür ist offen.",
      fontSizeInRem: 3.4,
      bold: true,
      color: "#065f46",
    },
  });
  const thanks = el("text", {
    locale: "de",
    name: "Dank",
    x: 240,
    y: 310,
    width: 800,
    height: 110,
    props: {
      text: "Professorin Kolbe bedankt sich: Ohne deine Rechenkünste säße sie noch immer vor der Tür.",
      fontSizeInRem: 1.5,
      color: "#064e3b",
    },
  });
  const again = el("text", {
    locale: "de",
    name: "Nochmal spielen",
    x: 515,
    y: 470,
    width: 250,
    height: 60,
    background: "#059669",
    radius: 30,
    props: { text: "Nochmal spielen", fontSizeInRem: 1.2, bold: true, color: "#ffffff" },
  });
  solved.elements.push(solvedBg, solvedTitle, thanks, again);

  const timeUpBg = el("svg-shape", {
    locale: "de",
    name: "Hintergrund",
    decorative: true,
    x: 0,
    y: 0,
    width: 1280,
    height: 720,
    background: "#fff1f2",
    props: { shape: "rectangle" },
  });
  const timeUpTitle = el("text", {
    locale: "de",
    name: "Zeit abgelaufen",
    x: 190,
    y: 200,
    width: 900,
    height: 120,
    props: { text: "Die Zeit ist abgelaufen!", fontSizeInRem: 3.2, bold: true, color: "#9f1239" },
  });
  const retry = el("text", {
    locale: "de",
    name: "Nochmal versuchen",
    x: 515,
    y: 400,
    width: 250,
    height: 60,
    background: "#e11d48",
    radius: 30,
    props: { text: "Nochmal versuchen", fontSizeInRem: 1.2, bold: true, color: "#ffffff" },
  });
  timeUp.elements.push(timeUpBg, timeUpTitle, retry);

  const action = (a: Record<string, unknown>) =>
    ({ id: createId("act"), shouldAwait: false, ...a }) as Rule["actions"][number];
  const rule = (
    name: string,
    sceneId: string,
    triggers: Rule["triggers"],
    actions: Rule["actions"],
  ): Rule => ({
    id: createId("rule"),
    name,
    enabled: true,
    sceneId,
    triggers,
    conditions: { operator: "and", items: [] },
    actions,
  });
  // Playing again (or retrying) only goes back to the lab; entering the lab sets it up, at the
  // start too. Rules that act on the scene they run on: no "another scene" warnings.
  const backToLab = () =>
    action({
      type: "goToScene",
      sceneId: lab.id,
      transition: { type: "crossFade", durationMs: 500 },
    });
  const resetPosition = (elementId: string) =>
    action({
      type: "animate",
      elementId,
      animation: {
        name: "resetPosition",
        ...ANIMATION,
        durationMs: 0,
        resetOpacity: "original",
        resetDimensions: false,
      },
    });
  doc.rules.push(
    rule(
      "Labor vorbereiten",
      lab.id,
      [{ type: "sceneChanged", direction: "to", sceneId: lab.id }],
      [
        resetPosition(door.id),
        resetPosition(doorLabel.id),
        action({
          type: "animate",
          elementId: door.id,
          animation: { name: "glowOff", ...ANIMATION, durationMs: 0 },
        }),
        action({ type: "elementAction", elementId: lock.id, action: "reset" }),
        action({ type: "hide", elementId: hint.id }),
        action({ type: "elementAction", elementId: timer.id, action: "resetAndStart" }),
      ],
    ),
    rule(
      "Tipp zeigen",
      lab.id,
      [{ type: "element", elementId: hintButton.id, trigger: "click" }],
      [
        action({
          type: "animate",
          elementId: hint.id,
          animation: { name: "popIn", ...ANIMATION, durationMs: 450 },
        }),
        action({
          type: "animate",
          elementId: note.id,
          animation: { name: "pulse", ...ANIMATION, durationMs: 900, scale: 1.06, pulses: 2 },
        }),
      ],
    ),
    rule(
      "Falscher Code",
      lab.id,
      [{ type: "element", elementId: lock.id, trigger: "validatedIncorrectly" }],
      [
        action({
          type: "animate",
          elementId: lock.id,
          animation: { name: "shake", ...ANIMATION, durationMs: 450, intensity: 12 },
        }),
      ],
    ),
    rule(
      "Tür öffnen",
      lab.id,
      [{ type: "element", elementId: lock.id, trigger: "validatedCorrectly" }],
      [
        action({ type: "elementAction", elementId: timer.id, action: "stop" }),
        action({ type: "elementAction", elementId: chime.id, action: "play" }),
        action({
          type: "animate",
          elementId: door.id,
          animation: {
            name: "glowOn",
            ...ANIMATION,
            durationMs: 400,
            glowColor: "#facc15",
            glowSize: 24,
            glowOpacity: 0.9,
          },
        }),
        action({
          type: "animate",
          elementId: lock.id,
          shouldAwait: true,
          animation: { name: "celebrate", ...ANIMATION, durationMs: 1400, intensity: 3 },
        }),
        action({
          type: "animate",
          elementId: doorLabel.id,
          animation: { name: "moveBy", ...ANIMATION, durationMs: 700, axis: "x", x: 320, y: 0 },
        }),
        action({
          type: "animate",
          elementId: door.id,
          shouldAwait: true,
          animation: { name: "moveBy", ...ANIMATION, durationMs: 700, axis: "x", x: 320, y: 0 },
        }),
        action({
          type: "goToScene",
          sceneId: solved.id,
          transition: { type: "slideLeft", durationMs: 800 },
        }),
      ],
    ),
    rule(
      "Zeit abgelaufen",
      lab.id,
      [{ type: "element", elementId: timer.id, trigger: "elapsed" }],
      [action({ type: "goToScene", sceneId: timeUp.id })],
    ),
    rule(
      "Jubel",
      solved.id,
      [{ type: "sceneChanged", direction: "to", sceneId: solved.id }],
      [
        action({
          type: "animate",
          elementId: solvedTitle.id,
          animation: {
            name: "popIn",
            ...ANIMATION,
            durationMs: 600,
            easing: { name: "elastic", direction: "out" },
          },
        }),
        action({
          type: "animate",
          elementId: solvedTitle.id,
          animation: { name: "celebrate", ...ANIMATION, durationMs: 1800, intensity: 5 },
        }),
      ],
    ),
    rule(
      "Nochmal spielen",
      solved.id,
      [{ type: "element", elementId: again.id, trigger: "click" }],
      [backToLab()],
    ),
    rule(
      "Nochmal versuchen",
      timeUp.id,
      [{ type: "element", elementId: retry.id, trigger: "click" }],
      [backToLab()],
    ),
  );
  return doc;
}
