export * from "./document/constants";
export * from "./document/ids";
export * from "./document/rule-schema";
export {
  ACTION_TYPES,
  actionDefinition,
  definitionOf,
  type ActionDefinition,
  type ActionField,
  type ActionWords,
} from "./rules/actions";
export { finalScenes } from "./rules/actions/go-to-scene";
export { triggerDefinitionOf, type TriggerDefinition } from "./rules/triggers";
export type { TriggerChoice, TriggerField } from "./rules/triggers/contract";
export * from "./document/schema";
export * from "./document/score";
export * from "./document/migrations";
export * from "./document/parse";
export * from "./document/limits";
export * from "./document/create";
export * from "./document/element-index";
export * from "./document/focus-order";
export * from "./document/diff";
export * from "./elements/contract";
export * from "./elements/common";
export * from "./elements/fields";
export * from "./hints/hints";
export * from "./elements/registry";
export * from "./elements/vocabulary";
export * from "./rules/geometry";
export * from "./rules/validate";
export * from "./rules/diagnostic";
export * from "./rules/compare";
export * from "./runtime/types";
export * from "./answers/match";
export * from "./answers/check";
export * from "./answers/visible-answers";
export * from "./runtime/snapshot";
export * from "./runtime/runtime";
export { valueGuard, type ValueGuard, type GuardResult } from "./runtime/property-values";
export { FakeClock } from "./testing/fake-clock";
export { TestRuntime, type TestRuntimeOptions } from "./testing/test-runtime";
export * from "./rules/check";
export * from "./rules/check-changed";
export { accessibilityProblems, contrastRatio, MIN_TARGET_SIZE } from "./rules/accessibility";
export * from "./operations";
export * from "./exchange/manifest";
export * from "./exchange/entries";
export * from "./machines/competition-phase.machine";
export * from "./machines/game-import.machine";
export * from "./machines/gallery-upload.machine";
export * from "./machines/unsaved-changes.machine";
export * from "./machines/update-notice.machine";
export * from "./runtime/inputs";
export * from "./machines/autosave.machine";
