/** What the selection layer draws besides hit boxes and the frame: snapping guides, the marquee. */
import type { Guide, Rect } from "./geometry";

export function CanvasOverlays({ guides, marquee }: { guides: Guide[]; marquee: Rect | null }) {
  return (
    <>
      {guides.map((g, i) => (
        <div
          key={i}
          className={`se-guide se-guide--${g.axis}`}
          data-testid="snap-guide"
          style={g.axis === "x" ? { left: g.at } : { top: g.at }}
        />
      ))}
      {marquee ? (
        <div
          className="se-marquee"
          data-testid="marquee"
          style={{ left: marquee.x, top: marquee.y, width: marquee.width, height: marquee.height }}
        />
      ) : null}
    </>
  );
}
