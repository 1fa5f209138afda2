import { announce } from "@exitgame/element-plugins/announcer";
import { STAGE_WIDTH } from "@exitgame/engine/document/constants";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { carryKey, clampToStage, type Carry, type PieceBox } from "./keyboard-drag";

export interface CarryApi {
  carrying: boolean;
  /** Handles a key for the piece; true when the key was used. */
  onKey(key: string, shift: boolean): boolean;
  /** Single-pointer alternative: a click picks the piece up, the next click on the stage drops it there. */
  pickUpByPointer(): void;
  /** Focus left a piece carried by keyboard: it goes back where it was picked up. */
  onBlur(): void;
}

/**
 * Carrying a piece without dragging (WCAG 2.5.7): the piece follows the keys (or the next click)
 * on screen only; dropping it sends one dragEnd, as a pointer drag's release does.
 */
export function useCarry(
  /** The piece's box on the stage. */
  node: () => HTMLElement | null,
  piece: PieceBox,
  name: string,
  dragEnd: (x: number, y: number) => void,
): CarryApi {
  const { t } = useTranslation("player");
  const carry = useRef<Carry | null>(null);
  const disarm = useRef<(() => void) | null>(null);
  const [carrying, setCarrying] = useState(false);

  const show = (x: number, y: number) => {
    const box = node();
    if (!box) return;
    box.style.left = `${x}px`;
    box.style.top = `${y}px`;
  };
  const end = () => {
    carry.current = null;
    disarm.current?.();
    disarm.current = null;
    setCarrying(false);
  };
  const pickUp = (next: Carry) => {
    carry.current = next;
    setCarrying(true);
    announce(t("stage.carry.pickedUp", { name }));
  };
  const drop = (x: number, y: number, moved: boolean) => {
    end();
    show(x, y);
    announce(t("stage.carry.dropped", { name }));
    if (moved) dragEnd(x, y);
  };
  const cancel = () => {
    const c = carry.current;
    if (!c) return;
    end();
    show(c.fromX, c.fromY);
    announce(t("stage.carry.cancelled", { name }));
  };

  return {
    carrying,
    onBlur() {
      // A piece picked up by pointer waits for the next click (which moves focus first).
      if (!disarm.current) cancel();
    },
    onKey(key, shift) {
      const outcome = carryKey(carry.current, piece, key, shift);
      switch (outcome.kind) {
        case "pickUp":
          pickUp(outcome.carry);
          return true;
        case "move":
          carry.current = outcome.carry;
          show(outcome.carry.x, outcome.carry.y);
          return true;
        case "drop":
          drop(outcome.x, outcome.y, outcome.moved);
          return true;
        case "cancel":
          cancel();
          return true;
        default:
          return false;
      }
    },
    pickUpByPointer() {
      const stage = node()?.closest<HTMLElement>(".eg-stage");
      if (!stage || carry.current) return;
      pickUp({ fromX: piece.x, fromY: piece.y, x: piece.x, y: piece.y });
      // The next click anywhere on the stage puts the piece's centre there.
      const onClick = (e: MouseEvent) => {
        e.stopPropagation();
        e.preventDefault();
        const c = carry.current;
        if (!c) return end();
        const rect = stage.getBoundingClientRect();
        const scale = rect.width / STAGE_WIDTH || 1;
        const at = clampToStage(
          Math.round((e.clientX - rect.left) / scale - piece.width / 2),
          Math.round((e.clientY - rect.top) / scale - piece.height / 2),
          piece.width,
          piece.height,
        );
        drop(at.x, at.y, at.x !== c.fromX || at.y !== c.fromY);
      };
      // Armed after the click that picked the piece up has finished.
      const timer = window.setTimeout(() => stage.addEventListener("click", onClick, true), 0);
      disarm.current = () => {
        window.clearTimeout(timer);
        stage.removeEventListener("click", onClick, true);
      };
    },
  };
}
