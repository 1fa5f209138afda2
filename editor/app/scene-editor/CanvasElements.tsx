/**
 * The selection layer's content per element: a hit box for every element of the scene, and the
 * selection frame with its handles right after the selected element (for a group, its last
 * member) in the DOM, so Tab from the element reaches its handles next; CSS keeps the frame
 * above every hit box.
 */
import type { Element } from "@exitgame/engine";
import { Fragment, useId } from "react";
import { useTranslation } from "react-i18next";
import type { EditorActions, GeometryChange } from "../editor-shell/actions";
import type { EditorSnapshot, EditorStore, GesturePreview } from "../editor-shell/store";
import { unionOf } from "./geometry";
import { boxOf, HitBox } from "./HitBox";
import { SelectionFrame, SelectionHandles } from "./SelectionHandles";

export function CanvasElements(props: {
  store: EditorStore;
  snap: EditorSnapshot;
  elements: readonly Element[];
  byId: ReadonlyMap<string, Element>;
  preview: GesturePreview;
  activeId: string | null | undefined;
  actions?: EditorActions;
  onTransform(changes: GeometryChange[]): void;
  busy(): boolean;
}) {
  const { t } = useTranslation("sceneEditor");
  const { snap, elements, byId, preview } = props;
  const selected = new Set(snap.selection);
  const selectionBoxes = snap.selection.flatMap((id) => {
    const el = byId.get(id);
    return el ? [preview.get(id) ?? boxOf(el)] : [];
  });
  const single = snap.selection.length === 1 ? byId.get(snap.selection[0]!) : undefined;
  const singleBox = single ? (preview.get(single.id) ?? boxOf(single)) : undefined;
  const group = selectionBoxes.length > 1 ? unionOf(selectionBoxes) : null;
  // A group gets handles when all of it may change (a locked member keeps the group still).
  const groupHandles = group !== null && snap.selection.every((id) => !byId.get(id)?.locked);
  const canvasHelpId = useId();
  const handleHelpId = useId();
  const rotateHelpId = useId();
  const frameAfter = single
    ? single.id
    : group
      ? elements.findLast((el) => selected.has(el.id))?.id
      : undefined;
  const frame = (
    <SelectionFrame
      group={group}
      groupHandles={groupHandles}
      single={single}
      singleBox={singleBox}
      handles={
        <SelectionHandles
          store={props.store}
          actions={props.actions}
          onTransform={props.onTransform}
          busy={props.busy}
          resizeHelpId={handleHelpId}
          rotateHelpId={rotateHelpId}
        />
      }
    />
  );
  return (
    <>
      <p id={canvasHelpId} className="eg-visually-hidden">
        {t("stage.keysCanvas")}
      </p>
      <p id={handleHelpId} className="eg-visually-hidden">
        {t("handles.keysResize")}
      </p>
      <p id={rotateHelpId} className="eg-visually-hidden">
        {t("handles.keysRotate")}
      </p>
      {elements.map((el) => (
        <Fragment key={el.id}>
          <HitBox
            label={el.name || t("element")}
            el={el}
            override={preview.get(el.id)}
            selected={selected.has(el.id)}
            hidden={snap.view.hidden.has(el.id)}
            ghost={!el.visible && snap.view.showHidden}
            active={el.id === props.activeId}
            describedBy={canvasHelpId}
          />
          {el.id === frameAfter ? frame : null}
        </Fragment>
      ))}
      {frameAfter !== undefined && elements.some((el) => el.id === frameAfter) ? null : frame}
    </>
  );
}
