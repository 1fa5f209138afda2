import { z } from "zod/mini";
import { HintListSchema } from "../hints/hints";
import { ALL_SCENES, COLOR_THEMES, SCENE_TRANSITIONS } from "./constants";
import { IdSchema, RuleSchema } from "./rule-schema";

export const MAX_ACCESSIBLE_NAME = 200;
export const MAX_ACCESSIBLE_DESCRIPTION = 2000;

export const VariableTypeSchema = z.enum(["string", "number", "boolean"]);
export type VariableType = z.infer<typeof VariableTypeSchema>;

/**
 * A variable. Scope follows from where it is stored: `GameDocument.variables` holds the global
 * ones, `Element.variables` the element's own (they travel with the element when it is copied).
 * Ids are unique across the whole document, so a rule refers to either kind the same way.
 */
export const VariableSchema = z
  .object({
    id: IdSchema,
    name: z.string().check(z.minLength(1), z.maxLength(100)),
    description: z.optional(z.string().check(z.maxLength(1000))),
    type: VariableTypeSchema,
    initialValue: z.union([z.string(), z.number(), z.boolean()]),
  })
  .check(
    z.refine((v) => typeof v.initialValue === v.type, {
      message: "initialValue must match the variable type",
      path: ["initialValue"],
    }),
  );
export type Variable = z.infer<typeof VariableSchema>;

export const SpeechSchema = z.object({
  /** A speech-synthesis voice name; null = the browser's default for the game's locale. */
  voice: z.nullable(z.string()),
  speed: z.number().check(z.gte(0.1), z.lte(10)),
  pitch: z.number().check(z.gte(0), z.lte(2)),
});
export type Speech = z.infer<typeof SpeechSchema>;

/** CSS custom properties only ('--eg-accent': '#f00'), so overrides cannot break layout. */
export const StyleOverridesSchema = z.record(
  z.string().check(z.regex(/^--[a-zA-Z0-9-]+$/)),
  z.string().check(z.maxLength(500)),
);

/**
 * The properties every element has, whatever its type. Plugin data lives in `props`,
 * checked by the plugin's own schema (see parseGameDocument) at version `version`.
 * Geometry: (x, y) is the top-left corner of the unrotated box in stage pixels (1280×720);
 * `rotation` is in degrees, clockwise, around the box centre.
 */
export const ElementSchema = z.object({
  id: IdSchema,
  /** kebab-case plugin type, never renamed: 'text', 'number-code-input'. */
  type: z.string().check(z.regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/)),
  /** Version of `props` (=== the plugin's migrations.length when saved). */
  version: z.number().check(z.int(), z.gte(0)),
  name: z.string().check(z.maxLength(200)),
  locked: z.boolean(),
  /** Global elements show on every scene; they live in GameDocument.globalElements. */
  global: z.boolean(),
  visible: z.boolean(),
  x: z.number(),
  y: z.number(),
  width: z.number().check(z.gte(0)),
  height: z.number().check(z.gte(0)),
  rotation: z.number(),
  opacity: z.number().check(z.gte(0), z.lte(1)),
  /** CSS colour (or 'transparent'). */
  background: z.string(),
  /** CSS border colour. */
  border: z.string(),
  borderWidth: z.number().check(z.gte(0)),
  radius: z.number().check(z.gte(0)),
  /** A variant name the plugin knows ('default' always exists). */
  variant: z.string().check(z.minLength(1)),
  draggable: z.boolean(),
  rotatable: z.boolean(),
  resizable: z.boolean(),
  keepAspectRatio: z.boolean(),
  mirrorH: z.boolean(),
  mirrorV: z.boolean(),
  variables: z.array(VariableSchema),
  speech: SpeechSchema,
  styleOverrides: StyleOverridesSchema,
  colorTheme: z.enum(COLOR_THEMES),
  themeMode: z.enum(["light", "dark"]),
  /**
   * Accessibility (WCAG 4.1.2): the name assistive technology announces; "" = the type's
   * default from its content where it has one (a text's text), else none (the checker warns).
   * Added after the first release: documents without it load with the default.
   */
  accessibleName: z._default(z.string().check(z.maxLength(MAX_ACCESSIBLE_NAME)), ""),
  /** A longer description announced after the name (aria-describedby); "" = none. */
  accessibleDescription: z._default(z.string().check(z.maxLength(MAX_ACCESSIBLE_DESCRIPTION)), ""),
  /** Decoration only: hidden from assistive technology (and not a target of the checker). */
  decorative: z._default(z.boolean(), false),
  props: z.unknown(),
});
export type ElementData = z.infer<typeof ElementSchema>;
/** An element whose props were validated by its plugin's schema. */
export type Element<P = unknown> = Omit<ElementData, "props"> & { props: P };
export type ElementCommon = Omit<ElementData, "id" | "type" | "version" | "props">;

export const SceneSchema = z.object({
  id: IdSchema.check(
    z.refine((id) => id !== ALL_SCENES, { message: `'${ALL_SCENES}' is reserved` }),
  ),
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  /** Bottom to top: later elements are drawn above earlier ones. */
  elements: z.array(ElementSchema),
  /** Load this scene's assets when the game starts instead of when the scene is entered. */
  preload: z.boolean(),
  /** Transition used when entering this scene, unless the goToScene action names its own. */
  transition: z.object({
    type: z.enum(SCENE_TRANSITIONS),
    durationMs: z.number().check(z.gte(0), z.lte(10_000)),
  }),
  /**
   * Keyboard and screen-reader order of the scene's elements (their ids). Empty = reading
   * order (top-left to bottom-right); ids listed first, in this order, the rest after them in
   * reading order (see focusOrderOf). Added after the first release: defaults to [].
   */
  focusOrder: z._default(z.array(IdSchema), []),
  /** Hints for the scene as a whole (engine/src/hints); none when absent. */
  hints: z.optional(HintListSchema),
});
export type Scene = z.infer<typeof SceneSchema>;

/** Game-wide settings (added after the first release: documents without them get the defaults). */
export const GameSettingsSchema = z.object({
  /**
   * Outside competitions, players may turn off or extend a timer (WCAG 2.2.1 Timing
   * Adjustable). Off by default: the author decides whether time is part of the riddle.
   */
  playerTimeChoices: z._default(z.boolean(), false),
  /**
   * The author's score (LTI grades): a global number variable and the value that counts as full
   * marks. The score is the variable's value ÷ maximum, clamped to 0–1 (document/score.ts); null:
   * absent or null: the share of scenes reached. Checked by updateGameSettings (a number variable of the game).
   */
  scoreVariable: z.optional(
    z.nullable(
      z.object({ variableId: IdSchema, maximum: z.number().check(z.positive(), z.lte(1_000_000)) }),
    ),
  ),
});
export type GameSettings = z.infer<typeof GameSettingsSchema>;
export const DEFAULT_GAME_SETTINGS: GameSettings = { playerTimeChoices: false };

/**
 * The saved game (stored by the API, exported inside .exitgame files). Game id, title and
 * publication state belong to the API's Game record, not to the document.
 *
 * Where global elements live: in `globalElements`, not in a scene. A global element is one
 * object with one play state shown on every scene, so no scene owns it: deleting or exporting
 * a scene cannot lose it, and no scene has to be searched for it. They are drawn above the
 * current scene's elements, in array order. Their `global` flag is always true (scene elements:
 * false); the editor moves an element between a scene and this list when the flag is toggled.
 */
export const GameDocumentSchema = z
  .object({
    formatVersion: z.number().check(z.int(), z.gte(0)),
    /** The first scene is where play starts. */
    scenes: z.array(SceneSchema).check(z.minLength(1)),
    globalElements: z.array(ElementSchema),
    /** Global variables. */
    variables: z.array(VariableSchema),
    rules: z.array(RuleSchema),
    settings: z._default(GameSettingsSchema, () => ({ ...DEFAULT_GAME_SETTINGS })),
  })
  .check(
    z.superRefine((doc, ctx) => {
      const seen = new Map<string, string>();
      const claim = (id: string, what: string, path: (string | number)[]) => {
        const previous = seen.get(id);
        if (previous)
          ctx.addIssue({
            code: "custom",
            message: `Duplicate id '${id}' (${what}, already used by ${previous})`,
            params: { problem: "duplicateId", id, what, previous },
            path,
          });
        else seen.set(id, what);
      };
      const claimElement = (el: ElementData, path: (string | number)[]) => {
        claim(el.id, "element", [...path, "id"]);
        el.variables.forEach((v, k) => claim(v.id, "variable", [...path, "variables", k, "id"]));
      };
      doc.scenes.forEach((scene, i) => {
        claim(scene.id, "scene", ["scenes", i, "id"]);
        scene.elements.forEach((el, j) => {
          claimElement(el, ["scenes", i, "elements", j]);
          if (el.global)
            ctx.addIssue({
              code: "custom",
              message: "A global element must be stored in globalElements",
              params: { problem: "globalInScene" },
              path: ["scenes", i, "elements", j, "global"],
            });
        });
      });
      doc.globalElements.forEach((el, j) => {
        claimElement(el, ["globalElements", j]);
        if (!el.global)
          ctx.addIssue({
            code: "custom",
            message: "An element in globalElements must have global: true",
            params: { problem: "localInGlobalElements" },
            path: ["globalElements", j, "global"],
          });
      });
      doc.variables.forEach((v, i) => claim(v.id, "variable", ["variables", i, "id"]));
      doc.rules.forEach((r, i) => {
        claim(r.id, "rule", ["rules", i, "id"]);
        r.conditions.items.forEach((c, k) =>
          claim(c.id, "condition", ["rules", i, "conditions", "items", k, "id"]),
        );
        r.actions.forEach((a, k) => claim(a.id, "action", ["rules", i, "actions", k, "id"]));
      });
    }),
  );
export type GameDocument = z.infer<typeof GameDocumentSchema>;
