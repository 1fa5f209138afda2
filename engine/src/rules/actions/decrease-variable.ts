import { variableStep } from "./variable-step";

export const decreaseVariable = variableStep("decreaseVariable", -1, {
  de: { label: "Variable verringern", sentence: "Verringere {variable} um {value}" },
  en: { label: "Decrease variable", sentence: "Decrease {variable} by {value}" },
});
