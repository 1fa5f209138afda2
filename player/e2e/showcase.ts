/** A game with every element type, on a light and a dark scene, for screenshots and a11y checks. */
import {
  createElement,
  createGameDocument,
  createId,
  createScene,
  type Element,
  type GameDocument,
} from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";

type Mode = "light" | "dark";

export const SHOWCASE_TYPES = [
  "text",
  "svg-shape",
  "image",
  "video",
  "audio",
  "timer",
  "input",
  "number-code-input",
  "jsx-graph",
  "ai-chat",
] as const;

const IMAGE =
  "data:image/svg+xml;base64," +
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200"><rect width="300" height="200" fill="#bae6fd"/><circle cx="230" cy="55" r="30" fill="#facc15"/><path d="M0 200 L90 90 L160 170 L210 120 L300 200 Z" fill="#15803d"/></svg>`,
  ).toString("base64");

function scene(mode: Mode, video: string): Element[] {
  const el = (type: string, o: Parameters<typeof createElement>[2]) =>
    createElement(registry, type, { colorTheme: "indigo", themeMode: mode, ...o });
  const dark = mode === "dark";
  const label = (text: string, x: number, y: number) =>
    el("text", {
      locale: "en",
      name: `label ${text}`,
      x,
      y: y - 30,
      width: 280,
      height: 26,
      props: {
        text,
        fontSizeInRem: 0.9,
        bold: true,
        textAlign: "left",
        color: dark ? "#e2e8f0" : "#334155",
      },
    });
  return [
    el("svg-shape", {
      locale: "en",
      name: "background",
      x: 0,
      y: 0,
      width: 1280,
      height: 720,
      background: dark ? "#0f172a" : "#f8fafc",
      props: { shape: "rectangle" },
    }),
    label("text", 30, 60),
    el("text", {
      locale: "en",
      name: "text",
      x: 30,
      y: 60,
      width: 280,
      height: 90,
      background: dark ? "#1e293b" : "#ffffff",
      radius: 12,
      props: { text: "Find the four digits hidden in this room.", fontSizeInRem: 1.2, color: "" },
    }),
    label("svg-shape", 340, 60),
    el("svg-shape", {
      locale: "en",
      name: "Warning sign",
      x: 340,
      y: 60,
      width: 120,
      height: 100,
      props: { shape: "isosceles-triangle" },
    }),
    el("svg-shape", {
      locale: "en",
      name: "Ramp",
      x: 480,
      y: 60,
      width: 110,
      height: 100,
      background: "#f97316",
      border: dark ? "#fed7aa" : "#7c2d12",
      borderWidth: 3,
      props: { shape: "right-triangle" },
    }),
    label("image", 620, 60),
    el("image", {
      locale: "en",
      name: "image",
      x: 620,
      y: 60,
      width: 240,
      height: 160,
      props: { src: IMAGE, alt: "A green hill under a sunny sky", fit: "cover" },
    }),
    label("video", 890, 60),
    el("video", {
      locale: "en",
      name: "Intro video",
      x: 890,
      y: 60,
      width: 360,
      height: 202,
      props: { src: video, muted: true, autoplay: true, loop: true, showControls: true },
    }),
    label("audio", 30, 200),
    el("audio", {
      locale: "en",
      name: "Bell",
      x: 30,
      y: 200,
      width: 64,
      height: 64,
      props: { src: "https://invalid.example/bell.wav", showButton: true },
    }),
    label("timer", 130, 200),
    el("timer", {
      locale: "en",
      name: "timer",
      x: 130,
      y: 200,
      width: 180,
      height: 70,
      radius: 12,
      background: dark ? "#1e293b" : "#e0e7ff",
      props: { startTimeInSeconds: 754, autoStart: false },
    }),
    label("input", 340, 250),
    el("input", {
      locale: "en",
      name: "input",
      x: 340,
      y: 250,
      width: 360,
      height: 96,
      props: { label: "Capital of France?", placeholder: "Type your answer …", buttonText: "Send" },
    }),
    label("number-code-input", 30, 320),
    el("number-code-input", {
      locale: "en",
      name: "Code lock",
      x: 30,
      y: 320,
      width: 300,
      height: 130,
      radius: 16,
      props: { expectedCode: "A7#2", autoValidate: false },
    }),
    label("jsx-graph", 730, 300),
    el("jsx-graph", {
      locale: "en",
      name: "Line through A and B",
      x: 730,
      y: 300,
      width: 240,
      height: 240,
    }),
    label("ai-chat", 990, 300),
    el("ai-chat", {
      locale: "en",
      name: "ai-chat",
      x: 990,
      y: 300,
      width: 270,
      height: 390,
      radius: 12,
      props: {
        assistantName: "Prof. Kolbe",
        welcomeMessage: "Hello! Ask me when you are stuck.",
        instructions: "secret",
        inputPlaceholder: "Write a message …",
        size: "small",
        theme: "duo:ocean",
        aiMessagePosition: "left",
        showBackground: true,
      },
    }),
  ];
}

export function showcaseDocument(video: string): GameDocument {
  const doc = createGameDocument({ locale: "en", registry });
  doc.scenes[0]!.name = "Light";
  doc.scenes[0]!.elements.push(...scene("light", video));
  const dark = createScene("Dark");
  // Ids must be unique across the document.
  dark.elements.push(...scene("dark", video).map((e) => ({ ...e, id: createId("el") })));
  doc.scenes.push(dark);
  const next = createElement(registry, "text", {
    locale: "en",
    name: "To the dark scene",
    x: 340,
    y: 400,
    width: 220,
    height: 48,
    background: "#4f46e5",
    radius: 24,
    props: { text: "Dark scene", bold: true, color: "#ffffff", fontSizeInRem: 1 },
  });
  doc.scenes[0]!.elements.push(next);
  doc.rules.push({
    id: createId("rule"),
    enabled: true,
    sceneId: doc.scenes[0]!.id,
    triggers: [{ type: "element", elementId: next.id, trigger: "click" }],
    conditions: { operator: "and", items: [] },
    actions: [{ id: createId("act"), type: "goToScene", sceneId: dark.id, shouldAwait: false }],
  });
  return doc;
}
