/**
 * The document is validated as it is edited: the engine's diagnostics (errors block publishing,
 * warnings advise) behind a badge in the top bar, in the author's language. Each names what it
 * is about and links to it (the rule in the logic builder, the scene or element in the scene
 * editor); no document path is shown. Content that is cut off (a text too long for its box)
 * needs the browser's layout: the canvas measures it (clipped.ts).
 */
import type { DiagnosticData, DiagnosticFix } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { Badge, Button, Text } from "@radix-ui/themes";
import { LazyPopover } from "../components/lazy-overlay";
import {
  lazy,
  Suspense,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";
import { useClippedWarnings } from "./clipped";
import { useEditorShell } from "./context";
import type { checkProblems } from "./problem-check";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { problemHref, type ProblemTarget } from "./problem-link";
import type { EditorStore } from "./store";

/** The list (with the diagnostics' messages in both languages) loads when it is opened. */
const DiagnosticList = lazy(() =>
  import("@exitgame/player/kit/diagnostic-list").then((m) => ({ default: m.DiagnosticList })),
);

type CheckProblems = typeof checkProblems;
let loadedCheck: CheckProblems | null = null;
let loading: Promise<CheckProblems> | null = null;
/** The check loads once, after the first paint (again after a failed load). */
function loadCheck(): Promise<CheckProblems> {
  loading ??= import("./problem-check").then((m) => (loadedCheck = m.checkProblems));
  loading.catch(() => (loading = null));
  return loading;
}

export function Problems({ store }: { store: EditorStore }) {
  const { t } = useTranslation("sceneEditor");
  const navigate = useNavigate();
  const { gameId } = useParams();
  const [open, setOpen] = useState(false);
  const doc = useSyncExternalStore(
    store.subscribe,
    () => store.doc,
    () => store.doc,
  );
  // Until the check has loaded (after the first paint), the server's check of the loaded
  // document is shown (like a deferred result while an edit is checked).
  const { problems: loaded } = useEditorShell();
  const [check, setCheck] = useState<CheckProblems | null>(() => loadedCheck);
  useEffect(() => {
    if (check) return;
    let live = true;
    loadCheck().then(
      (loadedNow) => live && setCheck(() => loadedNow),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [check]);
  // Checked after the edit has painted: typing stays responsive.
  const deferred = useDeferredValue(doc);
  const clipped = useClippedWarnings(deferred);
  const checked = useMemo(
    () => (check ? check(deferred, registry) : loaded),
    [check, deferred, loaded],
  );
  const found = useMemo(
    () => ({
      errors: checked.errors,
      warnings: [
        ...checked.warnings,
        ...clipped.map((d) => ({ ...d, severity: "warning" as const })),
      ],
    }),
    [checked, clipped],
  );
  const count = found.errors.length + found.warnings.length;
  if (count === 0) return null;
  return (
    <LazyPopover
      open={open}
      onOpenChange={setOpen}
      contentProps={{ maxWidth: "520px", size: "1" }}
      trigger={
        <button type="button" className="se-problems" data-testid="problems">
          <Badge color={found.errors.length ? "red" : "amber"} variant="soft">
            {found.errors.length
              ? t("problems.errors", { count: found.errors.length })
              : t("problems.warnings", { count: found.warnings.length })}
          </Badge>
        </button>
      }
    >
      <Text as="p" size="2" mb="2">
        {found.errors.length ? t("problems.blocking") : t("problems.advice")}
      </Text>
      <Suspense fallback={null}>
        <DiagnosticList
          diagnostics={[...found.errors, ...found.warnings]}
          max={20}
          renderExtra={(d) => {
            const fix = (d as DiagnosticData & { fix?: DiagnosticFix }).fix;
            if (!fix) return null;
            return (
              <Button
                size="1"
                variant="soft"
                ml="2"
                data-testid="problem-fix"
                onClick={() => {
                  store.apply({ type: "updateElements", ids: [fix.elementId], patch: fix.patch });
                  // The last problem fixed: the panel closes (and opens closed next time).
                  if (count <= 1) setOpen(false);
                }}
              >
                {t(`problems.fix.${fix.kind}`, { name: fix.patch.accessibleName ?? "" })}
              </Button>
            );
          }}
          onSelect={
            gameId
              ? (d) => {
                  setOpen(false);
                  navigate(problemHref(gameId, d as ProblemTarget));
                }
              : undefined
          }
        />
      </Suspense>
    </LazyPopover>
  );
}
