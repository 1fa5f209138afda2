import { useEffect, useRef } from "react";

/** True while Space is held (outside text fields): dragging then pans the zoomed canvas. */
export function useSpaceHeld() {
  const space = useRef(false);
  useEffect(() => {
    const typing = (t: EventTarget | null) =>
      t instanceof HTMLElement &&
      (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));
    const down = (e: KeyboardEvent) => {
      if (e.code !== "Space" || typing(e.target)) return;
      space.current = true;
      if ((e.target as HTMLElement).closest?.(".se-canvas")) e.preventDefault();
    };
    const up = (e: KeyboardEvent) => {
      if (e.code === "Space") space.current = false;
    };
    window.addEventListener("keydown", down);
    window.addEventListener("keyup", up);
    return () => {
      window.removeEventListener("keydown", down);
      window.removeEventListener("keyup", up);
    };
  }, []);
  return space;
}
