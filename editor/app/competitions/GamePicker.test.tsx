// @vitest-environment jsdom
/** Issue 20: the competition's game is picked by title; a typed number is taken as a game ID. */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createI18n } from "@exitgame/player/kit";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { editorResources } from "../i18n";
import { GamePicker } from "./GamePicker";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const GAMES = [
  { id: 7, title: "Bruchrechnen im Tresor", status: "PUBLISHED" },
  { id: 9, title: "Brüche der Anderen", status: "UNLISTED" },
];

function Harness({ seen }: { seen: (v: { gameId: string; text: string }) => void }) {
  const [value, setValue] = useState({ gameId: "", text: "" });
  seen(value);
  return (
    <GamePicker
      label="Spiel"
      hint="Titel tippen"
      gameId={value.gameId}
      text={value.text}
      onChange={setValue}
      onBlur={() => {}}
    />
  );
}

describe("GamePicker", () => {
  it("searches by title and takes the chosen game's ID", async () => {
    const searches: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        searches.push(JSON.parse(String(init.body)).variables);
        return new Response(JSON.stringify({ data: { competitionGames: GAMES } }));
      }),
    );
    let last = { gameId: "", text: "" };
    render(
      <I18nextProvider i18n={createI18n("de", editorResources)}>
        <Harness seen={(v) => (last = v)} />
      </I18nextProvider>,
    );
    const input = screen.getByRole("combobox", { name: "Spiel" });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "bruch" } });
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(searches.at(-1)).toEqual({ search: "bruch" });
    const option = await screen.findByRole("option", { name: /Bruchrechnen im Tresor/ });
    fireEvent.click(option);
    expect(last).toEqual({ gameId: "7", text: "Bruchrechnen im Tresor" });
    fireEvent.blur(input);
    expect(last).toEqual({ gameId: "7", text: "Bruchrechnen im Tresor" });

    fireEvent.change(input, { target: { value: "42" } });
    expect(last).toEqual({ gameId: "42", text: "42" });
  });
});
