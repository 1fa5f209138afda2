/** The input type's strings (namespace `elements`), in English (strings.ts has both languages). */
export const inputStringsEn = {
  label: "Input",
  submit: "Send",
  submitted: "Sent: {{value}}",
  checking: "Checking …",
  wait_one: "Please wait {{count}} second, then your answer is checked.",
  wait_other: "Please wait {{count}} seconds, then your answer is checked.",
  repeated: "This answer was checked before: it is wrong.",
  fields: {
    label: { label: "Label" },
    placeholder: { label: "Placeholder", help: "Shown in grey in the empty field." },
    buttonText: {
      label: "Button text",
      help: "Leave empty for no button: then the Enter key sends.",
    },
    expectedAnswer: {
      label: "Expected answer",
      help: "Stays on the server: the server checks every value sent. Leave empty when nothing is checked.",
    },
    alternatives: {
      label: "Other correct answers",
      help: "One answer per line.",
    },
    tolerant: {
      label: "Tolerant matching",
      help: "Case and surrounding spaces ignored; ä = ae or a, ö = oe or o, ü = ue or u, ß = ss; 3,5 = 3.5.",
    },
    hints: { label: "Hints" },
  },
  properties: { value: { label: "Value" }, hintsTaken: { label: "Hints taken" } },
  triggers: {
    valueChanged: {
      label: "Value sent",
      sentence: "When something is sent in {element}",
      sentenceWithValue: "When “{value}” is sent in {element}",
    },
    validatedCorrectly: {
      label: "Answered correctly",
      sentence: "When the right answer is sent in {element}",
    },
    validatedIncorrectly: {
      label: "Answered incorrectly",
      sentence: "When a wrong answer is sent in {element}",
    },
  },
  actions: {
    clear: { label: "Clear", sentence: "Clear {element}" },
  },
};
