import { defineElement, INTERNAL } from "@exitgame/engine";
import { z } from "zod/mini";

/**
 * Stands in for an element whose type this installation does not know (a file from a newer or
 * extended editor). It keeps the original type, version and props untouched, so nothing is lost,
 * and shows a visible placeholder in the editor and the player instead of failing the import.
 */
export const missingElementPropsSchema = z.object({
  originalType: z.string().check(z.maxLength(100)),
  originalVersion: z.number().check(z.int(), z.gte(0)),
  originalProps: z.unknown(),
});
export type MissingElementProps = z.infer<typeof missingElementPropsSchema>;

export const missingElementDefinition = defineElement<MissingElementProps, undefined, never>({
  type: "missing-element",
  version: 0,
  schema: missingElementPropsSchema,
  defaultProps: () => ({ originalType: "", originalVersion: 0, originalProps: {} }),
  fields: { originalType: INTERNAL, originalVersion: INTERNAL, originalProps: INTERNAL },
  defaultSize: { width: 240, height: 120 },
  migrations: [],
  properties: {},
  triggers: {},
  effects: {},
  actions: {},
  standIn: {
    wrap: (original) => ({
      originalType: original.type.slice(0, 100),
      originalVersion: original.version,
      originalProps: original.props,
    }),
  },
});
