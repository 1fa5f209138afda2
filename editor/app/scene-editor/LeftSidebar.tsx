import { typeLabelKey } from "@exitgame/element-plugins/labels";
import { placeableTypes } from "@exitgame/element-plugins/views";
import { Badge, Box, Button, Flex, Heading, ScrollArea, Text } from "@radix-ui/themes";
import { Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import type { EditorActions } from "../editor-shell/actions";
import { ElementIcon } from "./ElementIcon";
import {
  GallerySection,
  JsxGraphAssistant,
  PartFallback,
  preloadEditorParts,
  VariableEditor,
} from "./lazy-parts";
import type { EditorStore } from "../editor-shell/store";
import { useRuleText } from "../editor-shell/rule-text";

/** Add elements (every type in the registry), the game's variables, the galleries. */
export function LeftSidebar({ store, actions }: { store: EditorStore; actions: EditorActions }) {
  const { t } = useTranslation(["sceneEditor", "elements"]);
  const ruleText = useRuleText();
  const snap = useSyncExternalStore(
    store.subscribe,
    () => store.snapshot,
    () => store.snapshot,
  );
  const variables = snap.doc.variables;
  const [variablesOpen, setVariablesOpen] = useState(false);
  const [assistantOpen, setAssistantOpen] = useState(false);
  useEffect(preloadEditorParts, []);
  return (
    <aside className="se-left" aria-label={t("sceneEditor:left.label")}>
      <ScrollArea scrollbars="vertical">
        <Box p="3">
          <Heading as="h2" size="2" mb="2">
            {t("sceneEditor:left.add")}
          </Heading>
          <ul className="se-add-list">
            {placeableTypes.map((type) => (
              <li key={type}>
                <button
                  type="button"
                  className="se-add"
                  data-testid={`add-${type}`}
                  onClick={() => actions.addElement(type)}
                >
                  <ElementIcon type={type} />
                  <span>{t(`elements:${typeLabelKey(type)}`)}</span>
                </button>
              </li>
            ))}
          </ul>
          <Flex align="center" justify="between" gap="2" wrap="wrap" mt="4" mb="2">
            <Heading as="h2" size="2">
              {t("sceneEditor:left.variables")}
            </Heading>
            <Button size="1" variant="soft" onClick={() => setVariablesOpen(true)}>
              {t("sceneEditor:left.editVariables")}
            </Button>
          </Flex>
          {variables.length === 0 ? (
            <Text size="1" color="gray">
              {t("sceneEditor:left.noVariables")}
            </Text>
          ) : (
            <ul className="se-var-list">
              {variables.map((v) => (
                <li key={v.id}>
                  <Text size="2">{v.name}</Text>{" "}
                  <Badge size="1">{t(`sceneEditor:variableTypes.${v.type}`)}</Badge>{" "}
                  {ruleText ? (
                    <Text size="1" color="gray" data-testid="variable-used-in">
                      {t("logic:usedIn.count", {
                        count: ruleText.rulesUsing(snap.doc, { kind: "variable", id: v.id }).length,
                      })}
                    </Text>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          <Heading as="h2" size="2" mt="4" mb="2">
            {t("sceneEditor:left.assistant")}
          </Heading>
          <Button size="1" variant="soft" onClick={() => setAssistantOpen(true)}>
            {t("sceneEditor:left.openAssistant")}
          </Button>
          <Heading as="h2" size="2" mt="4" mb="2">
            {t("sceneEditor:left.galleries")}
          </Heading>
          <Suspense fallback={<PartFallback />}>
            <GallerySection store={store} actions={actions} />
          </Suspense>
        </Box>
      </ScrollArea>
      <Suspense fallback={null}>
        {assistantOpen ? (
          <JsxGraphAssistant
            store={store}
            actions={actions}
            onClose={() => setAssistantOpen(false)}
          />
        ) : null}
        {variablesOpen ? (
          <VariableEditor store={store} actions={actions} open onOpenChange={setVariablesOpen} />
        ) : null}
      </Suspense>
    </aside>
  );
}
