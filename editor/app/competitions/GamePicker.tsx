/**
 * The competition's game, picked by title from the games the manager may use (search as you
 * type); a game ID typed as a number is taken as it is (an unlisted game of somebody else).
 */
import { Flex, Text, TextField } from "@radix-ui/themes";
import { useCombobox } from "downshift";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMessage } from "../forms/Field";
import type { Message } from "../forms/validation";
import { gql } from "../gallery/client";
import { CompetitionGamesQuery } from "./documents";

export interface PickableGame {
  id: number;
  title: string;
  status: string;
}

const SEARCH_DELAY_MS = 200;

export function GamePicker(props: {
  label: string;
  hint: string;
  /** The chosen game's id, or the digits typed; "" when none. */
  gameId: string;
  /** What the field shows (the chosen game's title, or what is being typed). */
  text: string;
  onChange(next: { gameId: string; text: string }): void;
  onBlur(): void;
  error?: Message;
}) {
  const { t } = useTranslation("competitions");
  const message = useMessage();
  const id = useId();
  const [games, setGames] = useState<PickableGame[]>([]);
  const [failed, setFailed] = useState(false);
  const [search, setSearch] = useState<string | null>(null);
  useEffect(() => {
    if (search === null) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      gql(CompetitionGamesQuery, { search }, abort.signal)
        .then((data) => {
          setGames(data.competitionGames);
          setFailed(false);
        })
        .catch(() => !abort.signal.aborted && setFailed(true));
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [search]);
  const selected = games.find((g) => String(g.id) === props.gameId) ?? null;
  const combobox = useCombobox<PickableGame>({
    items: games,
    inputValue: props.text,
    selectedItem: selected,
    itemToString: (game) => game?.title ?? "",
    itemToKey: (game: PickableGame | null) => game?.id,
    onInputValueChange: ({ inputValue, type }) => {
      // Only typing changes the text; a pick sets it in onSelectedItemChange, and leaving the
      // field keeps what was typed (downshift would put the last pick back).
      if (type !== useCombobox.stateChangeTypes.InputChange) return;
      const text = inputValue ?? "";
      const typedId = /^\s*\d+\s*$/.test(text) ? text.trim() : "";
      props.onChange({ gameId: typedId, text });
      setSearch(text.trim());
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem)
        props.onChange({ gameId: String(selectedItem.id), text: selectedItem.title });
    },
    onIsOpenChange: ({ isOpen }) => {
      if (isOpen && search === null) setSearch(props.text.trim());
    },
  });
  const errorText = message(props.error);
  const describedBy = `${id}-${errorText ? "error" : "hint"}`;
  const open = combobox.isOpen;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="medium" {...combobox.getLabelProps()}>
        {props.label}
      </Text>
      <div style={{ position: "relative" }}>
        <TextField.Root
          size="3"
          color={errorText ? "red" : undefined}
          variant={errorText ? "soft" : "surface"}
          {...combobox.getInputProps({
            name: "gameText",
            "aria-invalid": errorText ? true : undefined,
            "aria-describedby": describedBy,
            onBlur: props.onBlur,
            onFocus: () => {
              if (!open) combobox.openMenu();
            },
          })}
        />
        <input type="hidden" name="gameId" value={props.gameId} />
        <ul
          {...combobox.getMenuProps({}, { suppressRefError: true })}
          className="competition-game-list"
          hidden={!open}
        >
          {open && games.length === 0 ? (
            <li className="competition-game-empty" aria-disabled>
              {failed ? t("form.gameSearchFailed") : t("form.gameNone")}
            </li>
          ) : null}
          {open
            ? games.map((game, index) => (
                <li
                  key={game.id}
                  className="competition-game-option"
                  data-highlighted={combobox.highlightedIndex === index || undefined}
                  {...combobox.getItemProps({ item: game, index })}
                >
                  <Text weight="medium">{game.title}</Text>{" "}
                  <Text size="1" color="gray">
                    {t("form.gameOption", { id: game.id })}
                    {game.status === "UNLISTED" ? ` · ${t("form.gameUnlisted")}` : ""}
                  </Text>
                </li>
              ))
            : null}
        </ul>
      </div>
      {errorText ? (
        <Text id={`${id}-error`} size="1" color="red" role="alert">
          {errorText}
        </Text>
      ) : (
        <Text id={`${id}-hint`} size="1" color="gray">
          {props.hint}
        </Text>
      )}
    </Flex>
  );
}
