/**
 * Which element fields take which gallery kind, read from the registry's field declarations
 * (kind `asset` with `accept`), so no element type is named here.
 */
import type { CaptionTrack, Element, FieldSpec, Registry } from "@exitgame/engine";
import type { AssetKind } from "../gallery/client";
import { galleryKind } from "../fields/gallery-kind";

export { galleryKind };

/** The first asset field (in declaration order) of a type that accepts this kind, if any. */
export function assetFieldFor(registry: Registry, type: string, kind: AssetKind): string | null {
  if (!registry.has(type)) return null;
  const fields: Record<string, FieldSpec | "internal"> = registry.get(type).fields;
  for (const [name, field] of Object.entries(fields))
    if (field !== "internal" && field.kind === "asset" && galleryKind(field.accept) === kind)
      return name;
  return null;
}

/** Where a chosen asset goes: the selected element's matching field, else a new element. */
export type AssetTarget =
  | { kind: "update"; elementId: string; field: string }
  | { kind: "add"; type: string; field: string }
  | null;

export function assetTarget(
  registry: Registry,
  types: readonly string[],
  selected: readonly Element[],
  kind: AssetKind,
): AssetTarget {
  if (selected.length === 1) {
    const field = assetFieldFor(registry, selected[0]!.type, kind);
    if (field) return { kind: "update", elementId: selected[0]!.id, field };
  }
  for (const type of types) {
    const field = assetFieldFor(registry, type, kind);
    if (field) return { kind: "add", type, field };
  }
  return null;
}

/** The selected element's caption tracks (a field of kind `captions`), where a captions file goes. */
export function captionsTarget(
  registry: Registry,
  selected: readonly Element[],
): { elementId: string; field: string; tracks: CaptionTrack[] } | null {
  if (selected.length !== 1) return null;
  const el = selected[0]!;
  if (!registry.has(el.type)) return null;
  const fields: Record<string, FieldSpec | "internal"> = registry.get(el.type).fields;
  for (const [name, field] of Object.entries(fields))
    if (field !== "internal" && field.kind === "captions") {
      const value = (el.props as Record<string, unknown>)[name];
      return { elementId: el.id, field: name, tracks: Array.isArray(value) ? value : [] };
    }
  return null;
}
