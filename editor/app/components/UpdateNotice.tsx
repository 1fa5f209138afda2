import { useAppUpdateState } from "@exitgame/player/kit";
import { Suspense, useState } from "react";
import { lazyPart } from "./lazy-overlay";

// The notice's toast and dialog (Radix) load when an update is first announced.
const UpdateNoticeParts = lazyPart(() =>
  import("./UpdateNoticeParts").then((m) => m.UpdateNoticeParts),
);

/**
 * The app-update notice (UpdateNoticeParts.tsx), inside the Toaster's provider. Mounted from
 * the first time it shows on, so that closing it animates as before.
 */
export function UpdateNotice() {
  const update = useAppUpdateState();
  const [used, setUsed] = useState(false);
  if ((update.toast || update.confirming) && !used) setUsed(true);
  return used ? (
    <Suspense fallback={null}>
      <UpdateNoticeParts />
    </Suspense>
  ) : null;
}
