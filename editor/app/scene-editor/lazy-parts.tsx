/**
 * The parts of the scene editor that its first paint does not need, loaded on demand so that
 * the editor route's initial JS stays within its budget (issue 10: ≤ 350 KB gzip): the
 * inspector (with its asset pickers and "used in" lists), the scene settings, the galleries, the
 * variable editor and the JSXGraph assistant. Once the editor has painted, `preloadEditorParts`
 * fetches them while the browser is idle, so that a click rarely waits for them.
 */
import { Flex, Spinner } from "@radix-ui/themes";
import { useTranslation } from "react-i18next";
import { lazyWithStrings, preloadStrings } from "../lazy-strings";

const loaders = {
  inspector: () => import("./Inspector"),
  settings: () => import("./SceneSettings"),
  galleries: () => import("./GallerySection"),
  variables: () => import("./VariableEditor"),
  assistant: () => import("./JsxGraphAssistant"),
};
/** The logic builder's words (field widgets, "used in") and the galleries' come with them. */
const STRINGS = ["builder"] as const;

export const Inspector = lazyWithStrings(STRINGS, () =>
  loaders.inspector().then((m) => m.Inspector),
);
export const SceneSettings = lazyWithStrings(STRINGS, () =>
  loaders.settings().then((m) => m.SceneSettings),
);
export const GallerySection = lazyWithStrings(STRINGS, () =>
  loaders.galleries().then((m) => m.GallerySection),
);
export const VariableEditor = lazyWithStrings(STRINGS, () =>
  loaders.variables().then((m) => m.VariableEditor),
);
export const JsxGraphAssistant = lazyWithStrings(STRINGS, () =>
  loaders.assistant().then((m) => m.JsxGraphAssistant),
);

let preloading = false;
/** Fetch every on-demand part once the browser is idle (once per page). */
export function preloadEditorParts(): void {
  if (preloading || typeof window === "undefined") return;
  preloading = true;
  const run = () => {
    for (const load of [...Object.values(loaders), () => preloadStrings(STRINGS)])
      void load().catch(() => undefined);
  };
  if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1000);
}

/** What a part shows for the moment it is still loading. */
export function PartFallback() {
  const { t } = useTranslation("sceneEditor");
  return (
    <Flex p="3" justify="center" role="status" aria-busy="true" aria-label={t("loadingPart")}>
      <Spinner size="2" />
    </Flex>
  );
}
