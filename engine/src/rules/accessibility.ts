/**
 * The accessibility checker (WCAG 2.2 AA, as far as a document can tell): warnings with the
 * element or rule they are about and, where one exists, a one-step fix. It runs wherever the
 * document is checked (checkGameDocument: the editor's problems panel, saving and publishing in
 * the API, the player) and never blocks. Type knowledge comes from each definition's
 * `accessibility` declaration; this file names no element type. A colour-only clue cannot be
 * detected from the document and is not claimed.
 */
import { colord, extend } from "colord";
import namesPlugin from "colord/plugins/names";
import { COLLISION_COMPARATORS } from "../document/rule-parts";
import type { Rule } from "../document/rule-schema";
import type { Element, GameDocument } from "../document/schema";
import type { AnyElementDefinition } from "../elements/contract";
import type { Registry } from "../elements/registry";
import type { ElementSlot } from "./compile";
import type { DiagnosticParams } from "./diagnostic";
import { triggerDefinitionOf } from "./triggers";
import { elementKey } from "./triggers/keys";
import type { Diagnostic, DiagnosticFix } from "./validate";

extend([namesPlugin]);

/** WCAG 2.5.8 Target Size (Minimum): 24 × 24 CSS px. */
export const MIN_TARGET_SIZE = 24;
/** WCAG 1.4.3: 4.5:1 for text, 3:1 for large text. */
export const MIN_CONTRAST = 4.5;
export const MIN_CONTRAST_LARGE = 3;

/**
 * WCAG contrast ratio of two opaque CSS colours (relative luminance formula), or null when one
 * of them is not an opaque colour ('transparent', a half-transparent one, a CSS variable).
 */
export function contrastRatio(foreground: string, background: string): number | null {
  const fg = colord(foreground);
  const bg = colord(background);
  if (!fg.isValid() || !bg.isValid() || fg.alpha() < 1 || bg.alpha() < 1) return null;
  const a = relativeLuminance(fg.toRgb());
  const b = relativeLuminance(bg.toRgb());
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** WCAG 2 relative luminance of an sRGB colour (channels 0–255). */
export function relativeLuminance({ r, g, b }: { r: number; g: number; b: number }): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

const COLLISION = new Set<string>(COLLISION_COMPARATORS);

/** The element ids of the triggers `trigger` ('click', 'dragEnd') of every enabled rule. */
function elementsTriggered(
  rules: readonly Rule[],
  elements: Map<string, { element: Element; def: AnyElementDefinition }>,
) {
  const slot = (id: string) => {
    const found = elements.get(id);
    return found
      ? ({
          id,
          name: found.element.name || id,
          type: found.element.type,
          def: found.def,
        } as unknown as ElementSlot)
      : undefined;
  };
  const tools = {
    element: slot,
    fail: (): never => {
      throw new Error("unknown");
    },
  };
  /** The event keys each rule waits for (a broken trigger has none; validate() reports it). */
  return (rule: Rule): string[] =>
    rule.triggers.flatMap((t) => {
      try {
        return [triggerDefinitionOf(t).key(t, tools).key];
      } catch {
        return [];
      }
    });
}

export function accessibilityProblems(document: GameDocument, registry: Registry): Diagnostic[] {
  const out: Diagnostic[] = [];
  const elements = new Map<
    string,
    { element: Element; def: AnyElementDefinition; path: string; sceneId: string | null }
  >();
  document.scenes.forEach((scene, i) =>
    scene.elements.forEach((element, j) => {
      const def = registry.find(element.type);
      if (def)
        elements.set(element.id, {
          element,
          def,
          path: `scenes.${i}.elements.${j}`,
          sceneId: scene.id,
        });
    }),
  );
  document.globalElements.forEach((element, j) => {
    const def = registry.find(element.type);
    if (def) elements.set(element.id, { element, def, path: `globalElements.${j}`, sceneId: null });
  });

  // ------------------------------------------------------------ what rules make of elements
  const keysOf = elementsTriggered(document.rules, elements);
  const clickable = new Set<string>();
  document.rules.forEach((rule, r) => {
    if (!rule.enabled) return;
    const keys = keysOf(rule);
    for (const id of elements.keys()) if (keys.includes(elementKey(id, "click"))) clickable.add(id);
    const dragged = [...elements.keys()].filter((id) => keys.includes(elementKey(id, "dragEnd")));
    const collides = rule.conditions.items.some((c) => COLLISION.has(c.comparator));
    const clickAlternative = keys.some((key) =>
      [...elements.keys()].some((id) => key === elementKey(id, "click")),
    );
    if ((dragged.length > 0 || collides) && !clickAlternative)
      out.push({
        severity: "warning",
        code: "a11yDragOnly",
        params: { rule: rule.name ?? "", ruleNumber: r + 1 },
        path: `rules.${r}`,
        ruleId: rule.id,
      });
  });

  // ------------------------------------------------------------ each element
  for (const { element, def, path, sceneId } of elements.values()) {
    const parsed = def.schema.safeParse(element.props);
    if (!parsed.success) continue;
    const props = parsed.data;
    const a11y = def.accessibility;
    const name = element.name || element.id;
    const where = { elementId: element.id, ...(sceneId ? { sceneId } : {}) };
    const report = (
      code: Diagnostic["code"],
      params: DiagnosticParams = {},
      at = path,
      fix?: DiagnosticFix,
    ) =>
      out.push({
        severity: "warning",
        code,
        params: { element: name, ...params },
        path: at,
        ...where,
        ...(fix ? { fix } : {}),
      });
    const fix = (kind: DiagnosticFix["kind"], patch: DiagnosticFix["patch"]): DiagnosticFix => ({
      kind,
      elementId: element.id,
      patch,
    });
    const ownName = element.accessibleName.trim();
    const altText = a11y?.altText?.(props).trim() ?? "";
    const contentName = a11y?.contentName?.(props).trim() ?? "";
    const isClickable = clickable.has(element.id);

    if (isClickable) {
      if (!ownName && !contentName && !altText) {
        // The author's name for the element is a good label unless it is the type's default.
        const usable =
          element.name.trim() && element.name !== element.type && element.name !== element.id;
        report(
          "a11yMissingName",
          {},
          `${path}.accessibleName`,
          usable ? fix("useElementName", { accessibleName: element.name.trim() }) : undefined,
        );
      }
      if (element.width < MIN_TARGET_SIZE || element.height < MIN_TARGET_SIZE)
        report(
          "a11ySmallTarget",
          { width: Math.round(element.width), height: Math.round(element.height) },
          path,
          fix("enlargeTarget", {
            width: Math.max(MIN_TARGET_SIZE, element.width),
            height: Math.max(MIN_TARGET_SIZE, element.height),
          }),
        );
    }
    if (element.decorative) continue;

    if (a11y?.altText && !isClickable && !ownName && !altText)
      report(
        "a11yMissingAlt",
        {},
        `${path}.accessibleName`,
        fix("markDecorative", { decorative: true }),
      );

    const text = a11y?.text?.(props, element);
    if (text && element.opacity >= 1) {
      const ratio = contrastRatio(text.color, element.background);
      const minimum = text.large ? MIN_CONTRAST_LARGE : MIN_CONTRAST;
      if (ratio !== null && ratio < minimum)
        report("a11yLowContrast", {
          ratio: Math.floor(ratio * 100) / 100,
          minimum,
        });
    }

    for (const problem of a11y?.problems?.(props, element) ?? [])
      report(
        problem.code,
        {},
        problem.field ? `${path}.props.${problem.field}` : path,
        problem.decorativeFixes ? fix("markDecorative", { decorative: true }) : undefined,
      );
  }
  return out;
}
