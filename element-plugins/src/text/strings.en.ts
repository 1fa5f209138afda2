/** The text type's strings (namespace `elements`), in English (strings.ts has both languages). */
export const textStringsEn = {
  label: "Text",
  fields: {
    text: { label: "Text" },
    fontSizeInRem: { label: "Font size" },
    textAlign: {
      label: "Alignment",
      options: { left: "Left", center: "Centre", right: "Right" },
    },
    color: { label: "Text colour", help: "Leave empty for the colour theme's text colour." },
    bold: { label: "Bold" },
    fit: {
      label: "Text and box size",
      options: {
        grow: "Box grows with the text",
        shrink: "Text shrinks to fit the box",
        none: "Don't adjust",
      },
      help: "With “Don't adjust” a long text may be cut off.",
    },
  },
  properties: { text: { label: "Text" }, fontSizeInRem: { label: "Font size" } },
  triggers: {},
  actions: {
    speak: { label: "Read aloud", sentence: "Read {element} aloud" },
    stopSpeaking: { label: "Stop reading aloud", sentence: "Stop reading {element} aloud" },
  },
  problems: {
    clipped: "The text is cut off. Make the box larger or choose “Box grows with the text”.",
  },
};
