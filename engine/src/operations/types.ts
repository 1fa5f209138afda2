/**
 * Document operations: every change an author makes to a game document, as serialisable data.
 * `applyOperation(doc, op)` is pure: it returns the next document (sharing every unchanged
 * scene, element and rule with `doc`) and the inverse operation that turns the result back into
 * `doc` exactly. Editors never mutate a document; they dispatch operations and record them in a
 * `History`.
 *
 * Two kinds of operations share the union:
 * - intents the UI dispatches (`duplicateElements`, `deleteScene`, `setGlobal`, …);
 * - exact primitives that intents resolve to and inverses are written in (`insertElements`,
 *   `placeElements`, `updateEachElement`, `insertRules`, `batch`, …). The UI may dispatch these
 *   too.
 * `OperationResult.applied` is the operation as applied, with every generated id filled in:
 * applying it to the same document gives the same result again (that is what redo does).
 */
import type { Hint } from "../hints/hints";
import type { Rule, SceneTransition, Trigger, Condition, Action } from "../document/rule-schema";
import type {
  Element,
  ElementCommon,
  GameDocument,
  GameSettings,
  Scene,
  Variable,
} from "../document/schema";
import type { Registry } from "../elements/registry";

/** Where an element lives: a scene id, or null for the global elements (shown on every scene). */
export type ContainerId = string | null;

/** Common element properties an update may change (`global` moves the element: `setGlobal`). */
export type CommonPatch = Partial<Omit<ElementCommon, "global" | "variables">>;

/**
 * z-order moves within the element's scene (or within the global elements). `{ index }` places
 * the moved elements at that position among the others (0 = bottom), keeping their order.
 */
export type ReorderTarget = "front" | "back" | "forward" | "backward" | { index: number };

/** Variable fields an update may change; `description: null` removes the description. */
export interface VariablePatch {
  name?: string;
  description?: string | null;
  type?: Variable["type"];
  initialValue?: Variable["initialValue"];
}

export interface SceneSettingsPatch {
  preload?: boolean;
  transition?: SceneTransition;
  /** Element ids in keyboard / screen-reader order ([] = reading order; see focusOrderOf). */
  focusOrder?: string[];
  hints?: Hint[];
}

export interface ElementPlacement {
  id: string;
  sceneId: ContainerId;
  index: number;
}

export type Operation =
  // ------------------------------------------------------------------ elements
  /** Adds new elements (ids must be new) on top of a scene, or at `index` (bottom = 0). */
  | { type: "addElements"; sceneId: ContainerId; elements: Element[]; index?: number }
  /**
   * Pastes copied elements (and optionally rules that were copied with them): every element,
   * element variable, rule, condition and action gets a new id; rule references to copied
   * elements and their variables follow the copies, and a rule scoped to a scene is scoped to
   * the scene pasted on (all scenes for global elements); references to things the document
   * lacks are pruned (see `pruneReferences`). `offset` moves the copies.
   */
  | {
      type: "pasteElements";
      sceneId: ContainerId;
      elements: Element[];
      rules?: Rule[];
      offset?: { x: number; y: number };
    }
  /** Copies elements (new ids, element variables copied) on top of their scene, moved by `offset`. */
  | { type: "duplicateElements"; ids: string[]; offset?: { x: number; y: number } }
  /**
   * Removes elements and prunes every rule reference to them and to their variables
   * (`prune: false`: exact removal leaving the rules alone, the inverse of an insertion).
   */
  | { type: "removeElements"; ids: string[]; prune?: boolean }
  /** The same common-property patch on one or many elements (move, resize, colour, …). */
  | { type: "updateElements"; ids: string[]; patch: CommonPatch }
  /** The same shallow props patch on one or many elements (checked by the plugin schema when a registry is given). */
  | { type: "updateProps"; ids: string[]; patch: Record<string, unknown> }
  /** One patch per element; `props` replaces the element's props whole. Inverse of the two above. */
  | {
      type: "updateEachElement";
      changes: { id: string; patch?: CommonPatch; props?: unknown }[];
    }
  /** z-order within each element's container; several ids keep their relative order. */
  | { type: "reorderElements"; ids: string[]; to: ReorderTarget }
  | { type: "setLocked"; ids: string[]; locked: boolean }
  /**
   * global: true moves scene elements to the global elements (on top); global: false moves global
   * elements into `sceneId` (on top), which is then required.
   */
  | { type: "setGlobal"; ids: string[]; global: boolean; sceneId?: string }
  /** Exact placement: takes the listed elements out and inserts each at (sceneId, index), ascending. */
  | { type: "placeElements"; placements: ElementPlacement[] }
  /** Exact insertion of whole elements at indices (ascending per container). Inverse of removals. */
  | { type: "insertElements"; items: { sceneId: ContainerId; index: number; element: Element }[] }
  // ------------------------------------------------------------------ scenes
  /** Adds a scene at the start (`after: null`) or after the scene `after`. */
  | { type: "addScene"; scene: Scene; after: string | null }
  | { type: "renameScene"; id: string; name: string }
  | { type: "moveScene"; id: string; index: number }
  /**
   * Copies a scene with its elements (new ids) after the original. With `withRules`, the rules of
   * the scene (scoped to it, or scoped to all scenes and triggered by one of its elements) are
   * copied too, their references to the scene, its elements and their variables following the copies.
   * `name` defaults to the original's (the editor passes a translated "… (copy)").
   */
  | { type: "duplicateScene"; id: string; withRules: boolean; name?: string }
  /** Deletes a scene (never the last one), pruning every rule reference to it and its elements. */
  | { type: "deleteScene"; id: string; prune?: boolean }
  | { type: "updateSceneSettings"; id: string; patch: SceneSettingsPatch }
  // ------------------------------------------------------------------ game
  /** Game-wide settings (GameDocument.settings), shallowly patched. */
  | { type: "updateGameSettings"; patch: Partial<GameSettings> }
  /** Exact insertion of a whole scene at an index. Inverse of deleteScene. */
  | { type: "insertScene"; scene: Scene; index: number }
  // ------------------------------------------------------------------ rules
  | { type: "addRule"; rule: Rule; index?: number }
  /** Replaces a rule whole (the logic builder's save). */
  | { type: "updateRule"; rule: Rule }
  | { type: "deleteRules"; ids: string[] }
  | { type: "setRulesEnabled"; ids: string[]; enabled: boolean }
  | { type: "moveRule"; id: string; index: number }
  /** Exact insertion of whole rules at indices (ascending). Inverse of rule deletions. */
  | { type: "insertRules"; items: { index: number; rule: Rule }[] }
  // ------------------------------------------------------------------ variables
  /** A global variable (`elementId: null`) or an element variable; name required and unique, type required. */
  | { type: "addVariable"; elementId: string | null; variable: Variable; index?: number }
  /**
   * Renames, retypes or revalues a variable. A type change is refused while a rule uses the
   * variable (`variableTypeInUse`); without a new `initialValue` it resets to "", 0 or false.
   */
  | { type: "updateVariable"; id: string; patch: VariablePatch }
  /** Deletes a variable and prunes every rule reference to it. */
  | { type: "deleteVariable"; id: string; prune?: boolean }
  // ------------------------------------------------------------------ composition
  /** Applies the operations in order, as one step; fails (changing nothing) if one fails. */
  | { type: "batch"; ops: Operation[] };

export type OperationType = Operation["type"];
export type OperationOf<T extends OperationType> = Extract<Operation, { type: T }>;

/** Why an operation was refused. Messages are the apps' job: `code` + `params` are i18n keys and values. */
export const OPERATION_ERROR_CODES = [
  "elementNotFound",
  "sceneNotFound",
  "ruleNotFound",
  "variableNotFound",
  "duplicateId",
  "emptySelection",
  "indexOutOfRange",
  "invalidPatch",
  "invalidProps",
  "invalidElement",
  "invalidScene",
  "invalidRule",
  "invalidVariable",
  "globalMismatch",
  "sceneRequired",
  "sceneNameRequired",
  "lastScene",
  "variableNameRequired",
  "variableNameTaken",
  "variableTypeRequired",
  "variableValueMismatch",
  "variableTypeInUse",
] as const;
export type OperationErrorCode = (typeof OPERATION_ERROR_CODES)[number];

export interface OperationError {
  code: OperationErrorCode;
  params: Record<string, string | number | boolean | readonly string[]>;
  /** Dotted path into the operation ('patch.opacity', 'variable.name') when one field is at fault. */
  path?: string;
}

/** What pruning removed from one rule that survives. */
export interface ModifiedRule {
  ruleId: string;
  removedTriggers: Trigger[];
  removedConditions: Condition[];
  removedActions: Action[];
  /** Set when a 'Multiple' (partialAnd) count had to be lowered to the conditions left. */
  requiredCount?: { from: number; to: number };
}
/** Why a whole rule was removed. */
export const REMOVED_RULE_REASONS = ["sceneRemoved", "noTriggersLeft"] as const;
export type RemovedRuleReason = (typeof REMOVED_RULE_REASONS)[number];
export interface RemovedRule {
  rule: Rule;
  reason: RemovedRuleReason;
}
/** What deleting (or not exporting) elements, scenes and variables did to the rules. */
export interface PruneReport {
  removedRules: RemovedRule[];
  modifiedRules: ModifiedRule[];
}

export interface OperationSuccess {
  ok: true;
  /** The next document; `doc` itself when the operation changed nothing (an empty batch, …). */
  doc: GameDocument;
  /** Applied to `doc`, gives back the input document exactly. */
  inverse: Operation;
  /** The operation as applied, generated ids filled in; deterministic (what redo applies). */
  applied: Operation;
  /** Ids of the elements, scenes, rules and variables this operation created (to select them). */
  created: string[];
  /** Rules affected by a deletion (empty lists when nothing referred to what was removed). */
  pruned: PruneReport;
}
export interface OperationFailure {
  ok: false;
  error: OperationError;
}
export type OperationResult = OperationSuccess | OperationFailure;

export interface ApplyOptions {
  /**
   * With a registry, props patches and added elements are checked by their plugin's schema and
   * unknown element types are refused. Without one only the document structure is checked.
   */
  registry?: Registry;
  /** Id generator for copies (duplicate, paste); defaults to `createId`. */
  createId?: (prefix: string) => string;
}
