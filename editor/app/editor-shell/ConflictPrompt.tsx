/**
 * A real conflict of a save (co-authoring): both changed the same property of the same thing, or
 * one removed what the other changed. The server kept mine; the author decides, once per
 * conflict: keep mine, or take theirs (an operation that sets it back, entering the history).
 */
import type { GameDocument, MergeConflict } from "@exitgame/engine";
import { fieldKey } from "@exitgame/element-plugins/labels";
import { AlertDialog, Button, Flex, Text } from "@radix-ui/themes";
import { useTranslation } from "react-i18next";

type Say = (key: string, options?: Record<string, unknown>) => string;

const named = (doc: GameDocument, kind: string, id: string): string | null => {
  if (kind === "element")
    return (
      [...doc.scenes.flatMap((s) => s.elements), ...doc.globalElements].find((e) => e.id === id)
        ?.name ?? null
    );
  if (kind === "scene") return doc.scenes.find((s) => s.id === id)?.name ?? null;
  if (kind === "variable")
    return (
      [
        ...doc.variables,
        ...[...doc.scenes.flatMap((s) => s.elements), ...doc.globalElements].flatMap(
          (e) => e.variables,
        ),
      ].find((v) => v.id === id)?.name ?? null
    );
  return null;
};

/** What the conflict is about, as words ("the background of “Kasten”"). */
export function describeConflict(conflict: MergeConflict, doc: GameDocument, t: Say): string {
  const [kind = "", id = "", field, sub] = conflict.key.split("/");
  const whole = (conflict.mine ?? conflict.theirs) as { name?: string; type?: string } | null;
  const name = named(doc, kind, id) ?? whole?.name ?? id;
  if (field === undefined) return t(`coauthor.whole.${kind}`, { name, defaultValue: name });
  const property =
    kind === "element"
      ? field === "props" && sub
        ? t(`elements:${fieldKey(whole?.type ?? null, sub)}`, { defaultValue: sub })
        : t(`elements:${fieldKey(null, field)}`, { defaultValue: field })
      : t(`coauthor.fields.${field}`, { defaultValue: field });
  return t(`coauthor.part.${kind}`, { name, property, defaultValue: `${name}: ${property}` });
}

/** A value shown in the prompt: short text, a colour with its swatch, or "removed". */
function Value({ value, t }: { value: unknown; t: Say }) {
  if (value === null || value === undefined) return <em>{t("coauthor.removed")}</em>;
  if (typeof value === "object")
    return <span>{(value as { name?: string }).name ?? t("coauthor.present")}</span>;
  const text = String(value);
  const colour = /^(#[0-9a-f]{3,8}|rgba?\(|hsla?\()/i.test(text);
  return (
    <span className="se-conflict-value">
      {colour ? (
        <span className="se-conflict-swatch" style={{ background: text }} aria-hidden />
      ) : null}
      {text.length > 80 ? `${text.slice(0, 80)}…` : text}
    </span>
  );
}

export function ConflictPrompt(props: {
  conflict: MergeConflict;
  /** How many are waiting, this one included. */
  remaining: number;
  doc: GameDocument;
  onChoose(choice: "mine" | "theirs"): void;
}) {
  const { t } = useTranslation("sceneEditor");
  const say = t as unknown as Say;
  const { conflict } = props;
  const what = describeConflict(conflict, props.doc, say);
  return (
    <AlertDialog.Root open>
      <AlertDialog.Content maxWidth="560px" data-testid="conflict-prompt">
        <AlertDialog.Title>{t("coauthor.title")}</AlertDialog.Title>
        <AlertDialog.Description size="2">
          {t(conflict.kind === "deleted" ? "coauthor.textDeleted" : "coauthor.text", { what })}
        </AlertDialog.Description>
        <dl className="se-conflict-values">
          <dt>{t("coauthor.mineLabel")}</dt>
          <dd>
            <Value value={conflict.mine} t={say} />
          </dd>
          <dt>{t("coauthor.theirsLabel")}</dt>
          <dd>
            <Value value={conflict.theirs} t={say} />
          </dd>
        </dl>
        {props.remaining > 1 ? (
          <Text as="p" size="1" color="gray">
            {t("coauthor.more", { count: props.remaining - 1 })}
          </Text>
        ) : null}
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <Button variant="soft" color="gray" onClick={() => props.onChoose("theirs")}>
            {t("coauthor.takeTheirs")}
          </Button>
          <Button onClick={() => props.onChoose("mine")}>{t("coauthor.keepMine")}</Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
