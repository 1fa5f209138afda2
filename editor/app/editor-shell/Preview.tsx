/**
 * Preview (the scene editor's; also a version's and a shared game's read-only view): the player itself, on the document as it is in the editor (nothing is published or
 * saved), starting at the scene on screen. A document the engine refuses shows why instead.
 */
import { checkGameDocument, type DiagnosticData, type GameDocument } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { GamePlayer } from "@exitgame/player/kit/game";
import { DiagnosticList } from "@exitgame/player/kit";
import { Button, Callout, Flex, Heading } from "@radix-ui/themes";
import { useEffect, useMemo, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

export function Preview(props: {
  document: GameDocument;
  sceneId: string;
  title: string;
  gameId: number;
  onClose(): void;
  /** Instead of "Vorschau": what is shown (a version, a game shared to view only). */
  heading?: string;
  /** More buttons in the bar (restore this version, copy the game). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation("sceneEditor");
  const close = useRef<HTMLButtonElement>(null);
  // A copy that starts at the current scene: play starts at the first scene.
  const checked = useMemo(() => {
    const scenes = [
      ...props.document.scenes.filter((s) => s.id === props.sceneId),
      ...props.document.scenes.filter((s) => s.id !== props.sceneId),
    ];
    return checkGameDocument({ ...props.document, scenes }, registry);
  }, [props.document, props.sceneId]);
  useEffect(() => {
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") props.onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });
  return (
    <div
      className="se-preview"
      role="dialog"
      aria-modal="true"
      aria-label={props.heading ?? t("preview.title")}
    >
      <Flex className="se-preview-bar" align="center" justify="between" px="3" py="2" gap="3">
        <Heading as="h2" size="3">
          {props.heading ?? t("preview.title")}: {props.title}
        </Heading>
        <Flex gap="2" align="center">
          {props.actions}
          <Button ref={close} variant="soft" onClick={props.onClose} data-testid="close-preview">
            {t("preview.close")}
          </Button>
        </Flex>
      </Flex>
      <div className="se-preview-stage">
        {checked.ok ? (
          <GamePlayer
            document={checked.document}
            title={props.title}
            gameId={props.gameId}
            answers="local"
          />
        ) : (
          <Callout.Root color="red" m="4" role="alert">
            <Callout.Text>
              {t("preview.invalid")}
              <DiagnosticList
                diagnostics={checked.errors as DiagnosticData[]}
                total={checked.errorCount}
                max={10}
              />
            </Callout.Text>
          </Callout.Root>
        )}
      </div>
    </div>
  );
}
