import { variableStep } from "./variable-step";

export const increaseVariable = variableStep("increaseVariable", 1, {
  de: { label: "Variable erhöhen", sentence: "Erhöhe {variable} um {value}" },
  en: { label: "Increase variable", sentence: "Increase {variable} by {value}" },
});
