/**
 * The logic builder at /editor/{gameId}/logic: the top bar, the rule list, the rule builder, the
 * problems panel and the preview. The document store (shared with the scene editor, one undo
 * history), autosave, conflicts and the leave confirmation belong to the editor layout
 * (../editor-shell). The document changes only through engine operations on the editor store.
 */
import {
  ALL_SCENES,
  validate,
  type Diagnostic,
  type GameDocument,
  type Locale,
  type Operation,
  type Rule,
  type Variable,
} from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { Theme, Button, AlertDialog, Flex, Tabs, Text, Badge } from "@radix-ui/themes";
import { lazy, Suspense, useCallback, useMemo, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useToast } from "../components/Toaster";
import { useEditorShell, ruleDraftDirty } from "../editor-shell/context";
import type { ViewHooks } from "../editor-shell/commands";
import { TopBar } from "../editor-shell/TopBar";
import "../editor-shell/shell.css";
import "./logic.css";
import { copyRule, newRule } from "./model";
import { problemHref } from "../editor-shell/problem-link";
import { ProblemsPanel } from "./ProblemsPanel";
import { RuleBuilder } from "./RuleBuilder";
import { RuleList } from "./RuleList";

const Preview = lazy(() => import("./LogicPreview").then((m) => ({ default: m.LogicPreview })));

export { RULE_BUILDER_ID } from "../editor-shell/EditorShell";
export interface LogicEditorProps {
  /** Open this rule at once (?rule=…). */
  ruleId?: string | null;
}

/** The builder's findings for `draft`, with paths relative to the rule ('actions.0.elementId'). */
export function draftProblems(doc: GameDocument, draft: Rule, original: Rule | null) {
  const rules = original
    ? doc.rules.map((r) => (r.id === original.id ? draft : r))
    : [...doc.rules, draft];
  const index = rules.findIndex((r) => r.id === draft.id);
  const prefix = `rules.${index}.`;
  return validate({ ...doc, rules }, registry)
    .filter(
      (d) => d.ruleId === draft.id || d.path === `rules.${index}` || d.path.startsWith(prefix),
    )
    .map((d) => ({ ...d, rel: d.path.startsWith(prefix) ? d.path.slice(prefix.length) : "" }));
}

/** The logic builder; inside the editor layout (EditorShellProvider), which holds the document. */
export function LogicEditor({ ruleId }: LogicEditorProps) {
  const { t, i18n } = useTranslation(["logic", "sceneEditor", "operations"]);
  const locale = (i18n.language === "de" ? "de" : "en") as Locale;
  const toast = useToast();
  const navigate = useNavigate();
  const shell = useEditorShell();
  const { gameId, store, game, theme } = shell;
  const snap = useSyncExternalStore(
    store.subscribe,
    () => store.snapshot,
    () => store.snapshot,
  );
  const doc = snap.doc;
  // The rule being edited lives in the layout: switching to the scene editor and back keeps it.
  const { ruleDraft: editingState, setRuleDraft: setEditing } = shell;
  // If the rule being edited was deleted (undo, another action), the builder closes.
  const editing =
    editingState?.original && !doc.rules.some((r) => r.id === editingState.original!.id)
      ? null
      : editingState;
  const [tab, setTab] = useState<"rule" | "problems">(editing || ruleId ? "rule" : "problems");
  // A link to a rule (?rule=…, from "Used in"; the layout opens the rule) shows the rule tab.
  const [seenLink, setSeenLink] = useState(ruleId);
  if (ruleId !== seenLink) {
    setSeenLink(ruleId);
    if (ruleId) setTab("rule");
  }
  const [confirm, setConfirm] = useState<{ text: string; action: () => void } | null>(null);
  const [preview, setPreview] = useState(false);

  const ruleDirty = ruleDraftDirty(editing);

  const problems = useMemo(() => validate(doc, registry), [doc]);
  const draftFindings = useMemo(
    () => (editing ? draftProblems(doc, editing.draft, editing.original) : []),
    [doc, editing],
  );

  const apply = useCallback(
    (op: Operation) => {
      const result = store.apply(op);
      if (!result.ok)
        toast({
          text: t(`operations:errors.${result.error.code}`, {
            defaultValue: t("logic:errors.saveFailed"),
            ...(result.error.params as object),
          }),
          tone: "error",
        });
      return result.ok;
    },
    [store, toast, t],
  );

  /** The builder's "new variable": one addVariable operation (one undo step); the refusal shows there. */
  const createVariable = useCallback(
    (variable: Variable) => {
      const result = store.apply({ type: "addVariable", elementId: null, variable });
      return result.ok ? null : result.error;
    },
    [store],
  );

  /** Runs `action` now, or after the author agrees to drop the rule being edited. */
  const guard = (action: () => void) => {
    if (ruleDirty) setConfirm({ text: t("logic:discard.text"), action });
    else action();
  };

  const open = (rule: Rule) =>
    guard(() => {
      setEditing({ draft: rule, original: rule, attempted: false });
      setTab("rule");
    });
  const create = (sceneId: string) =>
    guard(() => {
      setEditing({ draft: newRule(sceneId), original: null, attempted: false });
      setTab("rule");
    });
  const editCopy = (rule: Rule) =>
    guard(() => {
      const name = t("logic:list.copyName", { name: rule.name || t("logic:list.unnamed") });
      setEditing({ draft: copyRule(rule, name), original: null, attempted: false });
      setTab("rule");
    });

  const saveDraft = () => {
    if (!editing) return;
    const errors = draftFindings.filter((p) => p.severity === "error");
    if (errors.length) {
      setEditing({ ...editing, attempted: true });
      toast({ text: t("logic:builder.fixErrors", { count: errors.length }), tone: "error" });
      return;
    }
    const rule = { ...editing.draft, name: editing.draft.name?.trim() || undefined };
    if (rule.name === undefined) delete rule.name;
    const ok = apply(editing.original ? { type: "updateRule", rule } : { type: "addRule", rule });
    if (!ok) return;
    setEditing({ draft: rule, original: rule, attempted: false });
    toast({
      text: editing.original ? t("logic:builder.updated") : t("logic:builder.saved"),
      tone: "success",
    });
  };
  const discard = () => {
    if (!editing) return;
    if (editing.original && ruleDirty)
      setEditing({ draft: editing.original, original: editing.original, attempted: false });
    else setEditing(null);
  };

  const hooks: ViewHooks = {
    view: "logic",
    preview: () => setPreview(true),
    // Ctrl+S saves the rule being edited (when it has changes), else the game.
    saveDraft: () => {
      if (!editing || !ruleDirty) return false;
      saveDraft();
      return true;
    },
  };

  const onProblem = (d: Diagnostic) => {
    if (d.ruleId) {
      const rule = doc.rules.find((r) => r.id === d.ruleId);
      if (rule) open(rule);
      return;
    }
    navigate(problemHref(gameId, d));
  };

  const errorCount = problems.filter((p) => p.severity === "error").length;
  return (
    <Theme appearance={theme} accentColor="indigo" grayColor="slate" radius="medium" asChild>
      <div className="se-root lb-root" data-theme-mode={theme}>
        <TopBar hooks={hooks} />
        <div className="lb-body">
          <RuleList
            doc={doc}
            locale={locale}
            selectedId={editing?.original?.id ?? null}
            problems={problems}
            onOpen={open}
            onCreate={create}
            onCopy={editCopy}
            onApply={apply}
            onDeleteAsk={(rule, label) =>
              setConfirm({
                text: t("logic:list.deleteText", { name: label }),
                action: () => {
                  if (apply({ type: "deleteRules", ids: [rule.id] }))
                    toast({ text: t("logic:list.deleted"), tone: "success" });
                },
              })
            }
          />
          <main className="lb-main">
            <Tabs.Root value={tab} onValueChange={(v) => setTab(v as "rule" | "problems")}>
              <Tabs.List>
                <Tabs.Trigger value="rule" data-testid="tab-rule">
                  {t("logic:tabs.rule")}
                </Tabs.Trigger>
                <Tabs.Trigger value="problems" data-testid="tab-problems">
                  {t("logic:tabs.problems")}
                  {problems.length ? (
                    <Badge ml="2" color={errorCount ? "red" : "amber"} data-testid="problem-count">
                      {problems.length}
                    </Badge>
                  ) : null}
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="rule">
                <div className="lb-pane">
                  {editing ? (
                    <RuleBuilder
                      ctx={{ doc, registry, createVariable }}
                      locale={locale}
                      draft={editing.draft}
                      isNew={editing.original === null}
                      dirty={ruleDirty}
                      problems={draftFindings}
                      showErrors={editing.attempted || editing.original !== null}
                      onChange={(draft) => setEditing({ ...editing, draft })}
                      onSave={saveDraft}
                      onDiscard={discard}
                      answerFix={{
                        apply,
                        converted: (rule) =>
                          setEditing({ draft: rule, original: rule, attempted: false }),
                      }}
                    />
                  ) : (
                    <Flex direction="column" gap="3" p="4" align="start">
                      <Text color="gray">{t("logic:builder.empty")}</Text>
                      <Button onClick={() => create(ALL_SCENES)} data-testid="new-rule-empty">
                        {t("logic:list.new")}
                      </Button>
                    </Flex>
                  )}
                </div>
              </Tabs.Content>
              <Tabs.Content value="problems">
                <div className="lb-pane">
                  <ProblemsPanel problems={problems} onSelect={onProblem} />
                </div>
              </Tabs.Content>
            </Tabs.Root>
          </main>
        </div>
        {confirm ? (
          <AlertDialog.Root open onOpenChange={(o) => !o && setConfirm(null)}>
            <AlertDialog.Content maxWidth="480px">
              <AlertDialog.Title>{t("logic:confirm.title")}</AlertDialog.Title>
              <AlertDialog.Description size="2">{confirm.text}</AlertDialog.Description>
              <Flex gap="3" mt="4" justify="end">
                <AlertDialog.Cancel>
                  <Button variant="soft" color="gray">
                    {t("logic:confirm.cancel")}
                  </Button>
                </AlertDialog.Cancel>
                <AlertDialog.Action>
                  <Button
                    color="red"
                    data-testid="confirm-ok"
                    onClick={() => {
                      const action = confirm.action;
                      setConfirm(null);
                      action();
                    }}
                  >
                    {t("logic:confirm.ok")}
                  </Button>
                </AlertDialog.Action>
              </Flex>
            </AlertDialog.Content>
          </AlertDialog.Root>
        ) : null}
        {preview ? (
          <Suspense fallback={null}>
            <Preview
              document={doc}
              title={game.title}
              gameId={gameId}
              onClose={() => setPreview(false)}
            />
          </Suspense>
        ) : null}
      </div>
    </Theme>
  );
}
