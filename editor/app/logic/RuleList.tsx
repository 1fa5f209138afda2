/**
 * Every rule of the game as a sentence, with its name, scene scope and state; filtered by scene,
 * by what it uses (an element, a variable, a scene) and by a text search over name and sentence.
 * Create, edit, edit a copy, delete, disable / re-enable, reorder.
 */
import {
  ALL_SCENES,
  indexDocument,
  listVariables,
  type Diagnostic,
  type GameDocument,
  type Locale,
  type Operation,
  type Rule,
} from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { Badge, Button, Card, Flex, Heading, IconButton, Text, TextField } from "@radix-ui/themes";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ruleUses, type Target } from "./model";
import { Labelled, NativeSelect } from "../fields/pickers";
import { ruleSummary, scopeText } from "./sentences";

export function RuleList(props: {
  doc: GameDocument;
  locale: Locale;
  selectedId: string | null;
  problems: readonly Diagnostic[];
  onOpen(rule: Rule): void;
  onCreate(sceneId: string): void;
  onCopy(rule: Rule): void;
  onApply(op: Operation): boolean;
  onDeleteAsk(rule: Rule, label: string): void;
}) {
  const { t } = useTranslation("logic");
  const { doc, locale } = props;
  const [scene, setScene] = useState<string>(ALL_SCENES);
  const [uses, setUses] = useState("");
  const [query, setQuery] = useState("");
  /** The rule being dragged to a new place (its index in the document). */
  const [dragging, setDragging] = useState<number | null>(null);
  const ctx = { doc, registry, locale };
  const label = (rule: Rule, i: number) => rule.name || t("list.numbered", { n: i + 1 });

  const rows = useMemo(() => {
    const target: Target | null = uses
      ? { kind: uses.split(":")[0] as Target["kind"], id: uses.slice(uses.indexOf(":") + 1) }
      : null;
    const q = query.trim().toLocaleLowerCase(locale);
    return doc.rules
      .map((rule, index) => ({
        rule,
        index,
        sentence: ruleSummary({ doc, registry, locale }, rule),
      }))
      .filter(
        ({ rule }) => scene === ALL_SCENES || rule.sceneId === scene || rule.sceneId === ALL_SCENES,
      )
      .filter(({ rule }) => !target || ruleUses(rule, target))
      .filter(
        ({ rule, sentence }) =>
          !q ||
          sentence.toLocaleLowerCase(locale).includes(q) ||
          (rule.name ?? "").toLocaleLowerCase(locale).includes(q),
      );
  }, [doc, locale, scene, uses, query]);

  const errorsOf = (rule: Rule) =>
    props.problems.filter((p) => p.ruleId === rule.id && p.severity === "error").length;
  const warningsOf = (rule: Rule) =>
    props.problems.filter((p) => p.ruleId === rule.id && p.severity === "warning").length;

  return (
    <aside className="lb-list" aria-label={t("list.title")}>
      <Flex justify="between" align="center" mb="2">
        <Heading as="h2" size="3">
          {t("list.title")}
        </Heading>
        <Button size="2" data-testid="new-rule" onClick={() => props.onCreate(scene)}>
          {t("list.new")}
        </Button>
      </Flex>
      <Flex direction="column" gap="2" mb="3">
        <Labelled label={t("list.filterScene")}>
          {(id) => (
            <NativeSelect id={id} value={scene} onChange={setScene} testId="filter-scene">
              <option value={ALL_SCENES}>{t("list.allScenes")}</option>
              {doc.scenes.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Labelled>
        <Labelled label={t("list.filterUses")}>
          {(id) => (
            <NativeSelect id={id} value={uses} onChange={setUses} testId="filter-uses">
              <option value="">{t("list.usesAnything")}</option>
              <optgroup label={t("list.elements")}>
                {indexDocument(doc).elements.map(({ element }) => (
                  <option key={element.id} value={`element:${element.id}`}>
                    {element.name || element.id}
                  </option>
                ))}
              </optgroup>
              <optgroup label={t("list.variables")}>
                {listVariables(doc).map((v) => (
                  <option key={v.id} value={`variable:${v.id}`}>
                    {v.name}
                  </option>
                ))}
              </optgroup>
              <optgroup label={t("list.scenes")}>
                {doc.scenes.map((s) => (
                  <option key={s.id} value={`scene:${s.id}`}>
                    {s.name}
                  </option>
                ))}
              </optgroup>
            </NativeSelect>
          )}
        </Labelled>
        <Labelled label={t("list.search")}>
          {(id) => (
            <TextField.Root
              id={id}
              type="search"
              value={query}
              placeholder={t("list.searchPlaceholder")}
              onChange={(e) => setQuery(e.target.value)}
              data-testid="rule-search"
            />
          )}
        </Labelled>
      </Flex>
      {doc.rules.length === 0 ? (
        <Text size="2" color="gray" as="p" data-testid="no-rules">
          {t("list.empty")}
        </Text>
      ) : rows.length === 0 ? (
        <Text size="2" color="gray" as="p">
          {t("list.noMatch")}
        </Text>
      ) : null}
      <ol className="lb-rules" data-testid="rule-list">
        {rows.map(({ rule, index, sentence }) => {
          const errors = errorsOf(rule);
          const warnings = warningsOf(rule);
          const name = label(rule, index);
          return (
            <li
              key={rule.id}
              draggable
              className="lb-rule-item"
              data-dragging={dragging === index || undefined}
              title={t("list.drag")}
              onDragStart={(e) => {
                setDragging(index);
                e.dataTransfer.effectAllowed = "move";
              }}
              onDragOver={(e) => {
                if (dragging !== null) e.preventDefault();
              }}
              onDrop={(e) => {
                e.preventDefault();
                if (dragging !== null && dragging !== index)
                  props.onApply({ type: "moveRule", id: doc.rules[dragging]!.id, index });
                setDragging(null);
              }}
              onDragEnd={() => setDragging(null)}
            >
              <Card
                className="lb-rule"
                data-testid="rule"
                data-rule-id={rule.id}
                data-enabled={rule.enabled}
                data-selected={props.selectedId === rule.id || undefined}
              >
                <Flex justify="between" gap="2" align="start">
                  <button
                    type="button"
                    className="lb-rule-open"
                    onClick={() => props.onOpen(rule)}
                    data-testid="rule-open"
                  >
                    <Text size="2" weight="bold" as="div" data-testid="rule-name-text">
                      {name}
                    </Text>
                    <Text size="2" as="div" className="lb-rule-sentence" data-testid="rule-summary">
                      {sentence}
                    </Text>
                  </button>
                </Flex>
                <Flex gap="1" mt="2" wrap="wrap" align="center" justify="between">
                  <Flex gap="1" wrap="wrap">
                    <Badge variant="soft" color="gray">
                      {scopeText(ctx, rule)}
                    </Badge>
                    {rule.enabled ? null : (
                      <Badge color="gray" variant="solid" data-testid="rule-disabled">
                        {t("list.disabled")}
                      </Badge>
                    )}
                    {errors ? (
                      <Badge color="red" data-testid="rule-error-count">
                        {t("list.errors", { count: errors })}
                      </Badge>
                    ) : null}
                    {warnings ? (
                      <Badge color="amber">{t("list.warnings", { count: warnings })}</Badge>
                    ) : null}
                  </Flex>
                  <Flex gap="1">
                    <Button
                      size="1"
                      variant="soft"
                      color={rule.enabled ? "gray" : "green"}
                      data-testid={rule.enabled ? "rule-disable" : "rule-enable"}
                      onClick={() =>
                        props.onApply({
                          type: "setRulesEnabled",
                          ids: [rule.id],
                          enabled: !rule.enabled,
                        })
                      }
                    >
                      {rule.enabled ? t("list.disable") : t("list.enable")}
                    </Button>
                    <Button
                      size="1"
                      variant="soft"
                      color="gray"
                      data-testid="rule-copy"
                      onClick={() => props.onCopy(rule)}
                    >
                      {t("list.copy")}
                    </Button>
                    <IconButton
                      size="1"
                      variant="ghost"
                      aria-label={t("list.moveUp", { name })}
                      disabled={index === 0}
                      onClick={() =>
                        props.onApply({ type: "moveRule", id: rule.id, index: index - 1 })
                      }
                    >
                      ↑
                    </IconButton>
                    <IconButton
                      size="1"
                      variant="ghost"
                      aria-label={t("list.moveDown", { name })}
                      disabled={index === doc.rules.length - 1}
                      onClick={() =>
                        props.onApply({ type: "moveRule", id: rule.id, index: index + 1 })
                      }
                    >
                      ↓
                    </IconButton>
                    <IconButton
                      size="1"
                      variant="ghost"
                      color="red"
                      aria-label={t("list.delete", { name })}
                      data-testid="rule-delete"
                      onClick={() => props.onDeleteAsk(rule, name)}
                    >
                      ✕
                    </IconButton>
                  </Flex>
                </Flex>
              </Card>
            </li>
          );
        })}
      </ol>
    </aside>
  );
}
