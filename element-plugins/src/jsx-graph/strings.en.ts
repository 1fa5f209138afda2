/** The jsx-graph type's strings (namespace `elements`), in English (strings.ts has both languages). */
export const jsxGraphStringsEn = {
  label: "JSXGraph",
  frameTitle: "Interactive construction: {{name}}",
  unavailable: "The construction cannot be shown here.",
  failed: "The construction has an error: {{message}}",
  fields: {
    code: {
      label: "JSXGraph code",
      help: "Creates a board with JXG.JSXGraph.initBoard(…); sendMessage(text) fires “Message sent”.",
    },
    textAlternative: {
      label: "Text alternative",
      help: "What the construction shows, in words, e.g. “Line through A(1|2) and B(−2|−1)”. Screen readers read this text.",
    },
  },
  properties: {},
  triggers: {
    messageSent: {
      label: "Message sent",
      sentence: "When {element} sends a message",
      sentenceWithValue: "When {element} sends the message “{value}”",
    },
  },
  actions: {},
  errors: {
    noInit: "JSXGraph code must create a board (JXG.JSXGraph.initBoard(…)).",
    tooLong: "The JSXGraph code is too long (at most 100,000 characters).",
  },
};
