import { subscribeAnnouncements, type Announcement } from "@exitgame/element-plugins/announcer";
import { useEffect, useState } from "react";

/**
 * The player's live region (WCAG 4.1.3): what `announce()` receives is read by screen readers
 * without moving focus. Polite for everything; the assertive one is only for "time is almost up".
 * Each announcement replaces the region's content with a new node, so a repeated message is read
 * again.
 */
export function LiveRegion() {
  const [last, setLast] = useState<Record<Announcement["politeness"], Announcement | null>>({
    polite: null,
    assertive: null,
  });
  useEffect(
    () => subscribeAnnouncements((a) => setLast((prev) => ({ ...prev, [a.politeness]: a }))),
    [],
  );
  return (
    <div className="eg-visually-hidden">
      <div role="status" aria-live="polite" aria-atomic="true" data-testid="live-polite">
        {last.polite ? <span key={last.polite.seq}>{last.polite.text}</span> : null}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" data-testid="live-assertive">
        {last.assertive ? <span key={last.assertive.seq}>{last.assertive.text}</span> : null}
      </div>
    </div>
  );
}
