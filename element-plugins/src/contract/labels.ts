/**
 * Where the words for declared things live, in the `elements` i18n namespace (ELEMENTS_NS).
 * No React, no zod: the editor's inspector and logic builder, the player and the contract test
 * share these functions.
 *
 * Each plugin's strings (its strings.de.ts and strings.en.ts) hold, besides `label`:
 *   fields.<name>.label | .help | .placeholder | .options.<value>
 *   properties.<name>.label
 *   triggers.<name>.label | .sentence
 *   actions.<name>.label | .sentence | .args.<arg>
 * The words for what every element has (common fields, properties and triggers) are in
 * common-strings.ts under `common.` with the same shape.
 *
 * Sentences are templates for the logic builder with single-brace slots the builder fills with
 * its own pickers: "Wenn {element} angeklickt wird", "Füge {element} {seconds} Sekunden hinzu".
 * Slots: {element} always; {value} for triggers that carry a value; each action argument by name.
 */

export const ELEMENTS_NS = "elements";

/** Key of a type's strings: the camelCase of the type ('number-code-input' → 'numberCodeInput'). */
export function stringsKey(type: string): string {
  return type.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** Prefix of the strings of `type`, or of the common ones for `null`. */
const base = (type: string | null) => (type === null ? "common" : stringsKey(type));

/** The label of an element type ('svgShape.label'). */
export const typeLabelKey = (type: string) => `${stringsKey(type)}.label`;

export type FieldText = "label" | "help" | "placeholder";

/** A field's label, help or placeholder; `type` null for a common field ('speech.voice' too). */
export const fieldKey = (type: string | null, name: string, text: FieldText = "label") =>
  `${base(type)}.fields.${name}.${text}`;

/** The label of one option of a select field. */
export const optionKey = (type: string | null, name: string, value: string) =>
  `${base(type)}.fields.${name}.options.${value}`;

/** A property's label (what conditions and setProperty name), common ones with `type` null. */
export const propertyKey = (type: string | null, name: string) =>
  `${base(type)}.properties.${name}.label`;

/** A trigger's label or logic-builder sentence, common ones (click …) with `type` null. */
export const triggerKey = (type: string | null, name: string, text: "label" | "sentence") =>
  `${base(type)}.triggers.${name}.${text}`;

/** An element action's label or logic-builder sentence. */
export const actionKey = (type: string, name: string, text: "label" | "sentence") =>
  `${stringsKey(type)}.actions.${name}.${text}`;

/** The label of one argument of an element action. */
export const actionArgKey = (type: string, action: string, arg: string) =>
  `${stringsKey(type)}.actions.${action}.args.${arg}`;

/** The label of a variant (common field `variant`); 'default' is common. */
export const variantKey = (type: string, variant: string) =>
  variant === "default" ? "common.variants.default" : `${stringsKey(type)}.variants.${variant}`;

/**
 * The logic builder's own words (common.rules): `ruleKey('actions', 'setVariable', 'sentence')`,
 * `ruleKey('comparators', 'gte')`, `ruleKey('animations', 'fadeIn')`,
 * `ruleKey('triggers', 'sceneChanged.to', 'label')` (the trigger's direction). Slots:
 * triggers {scene} {variable} {value}; groups {count}; comparators {left} {right}; actions
 * {scene} {duration} {variable} {value} {property} {element} {animation}, and elementAction
 * {action} (the element action's own sentence goes there).
 */
export const ruleKey = (
  section: "triggers" | "groups" | "comparators" | "actions" | "animations" | "transitions",
  name: string,
  text?: "label" | "sentence" | "sentenceWithValue",
) => `common.rules.${section}.${name}${text ? `.${text}` : ""}`;

/** The name of a colour theme ('blue'), for swatches of colorTheme fields. */
export const colorThemeKey = (theme: string) => `common.colorThemes.${theme}`;

/** The name of a chat theme id: 'mono:blue' is named after its colour, 'duo:ocean' has its own. */
export const chatThemeKey = (id: string) =>
  id.startsWith("duo:") ? `common.chatThemes.${id.slice(4)}` : colorThemeKey(id.slice(5));
