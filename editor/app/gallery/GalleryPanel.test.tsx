// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Theme } from "@radix-ui/themes";
import { createI18n } from "@exitgame/player/kit";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Toaster } from "../components/Toaster";
import { editorResources } from "../i18n";
import { GalleryPanel, type GalleryAsset } from "./GalleryPanel";

const asset = (id: string, name: string, curated: boolean): GalleryAsset => ({
  id,
  kind: "IMAGE",
  name,
  fileName: `${name}.png`,
  mimeType: "image/webp",
  size: 2048,
  width: 10,
  height: 10,
  durationSeconds: null,
  curated,
  editable: !curated,
  url: `/api/assets/${id}`,
  createdAt: "2026-11-24T10:00:00.000Z",
  updatedAt: "2026-11-24T10:00:00.000Z",
  tags: [],
});

/** The API as the panel sees it: GraphQL over fetch, answered by operation. */
type AddAnswer = "added" | "already" | "forbidden";

function fakeApi(addAnswer: AddAnswer = "already") {
  const calls: { operation: string; variables: Record<string, unknown> }[] = [];
  vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as {
      query: string;
      variables: Record<string, unknown>;
    };
    const operation = /(?:query|mutation) (\w+)/.exec(body.query)![1]!;
    calls.push({ operation, variables: body.variables });
    const json = (payload: unknown) =>
      new Response(JSON.stringify(payload), { headers: { "Content-Type": "application/json" } });
    switch (operation) {
      case "AssetLimits":
        return json({
          data: {
            assetLimits: { uploadMaxMb: 20, imageMaxMb: 5, mediaMaxMb: 100, maxImageSide: 2560 },
          },
        });
      case "GalleryAssets":
        return json({
          data: {
            assets:
              body.variables.library === "GAME"
                ? [asset("g1", "Tür", false)]
                : [asset("c1", "Schlüssel", true)],
          },
        });
      case "AddAssetToGame":
        if (addAnswer === "added")
          return json({ data: { addAssetToGame: { id: body.variables.assetId } } });
        return json({
          data: null,
          errors: [
            addAnswer === "already"
              ? {
                  message: "This asset is already in the game's gallery.",
                  extensions: { code: "CONFLICT", messageKey: "asset.alreadyInGallery" },
                }
              : {
                  message: "Game not found",
                  extensions: { code: "NOT_FOUND", messageKey: "game.notFound" },
                },
          ],
        });
      default:
        throw new Error(`unexpected ${operation}`);
    }
  });
  return calls;
}

function renderPanel(onChoose: (a: GalleryAsset) => void) {
  // Dates follow the root route's time zone: the panel lives inside the app's router.
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ timeZone: "Europe/Berlin" }),
      Component: () => (
        <GalleryPanel
          kind="IMAGE"
          libraries={["GAME", "CURATED"]}
          gameId={5}
          onChoose={onChoose}
          compact
        />
      ),
    },
  ]);
  render(
    <I18nextProvider i18n={createI18n("en", editorResources)}>
      <Theme>
        <Toaster>
          <Stub />
        </Toaster>
      </Theme>
    </I18nextProvider>,
  );
}

// jsdom has no ResizeObserver; Radix measures some controls with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// The client loads graphql's printer with its first request: load it before the timed tests.
beforeAll(() => import("graphql"));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("GalleryPanel in an editor sidebar (gameId, onChoose)", () => {
  it("shows the game's gallery and hands the chosen asset to the asset field", async () => {
    const calls = fakeApi();
    const onChoose = vi.fn();
    renderPanel(onChoose);
    await screen.findByText("Tür", {}, { timeout: 5000 });
    expect(calls.find((c) => c.operation === "GalleryAssets")?.variables).toMatchObject({
      kind: "IMAGE",
      library: "GAME",
      gameId: 5,
    });
    // The game's gallery takes uploads (into the game and the author's own uploads).
    expect(screen.getByRole("region", { name: "Upload area" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Choose" }));
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: "g1", name: "Tür" }));
  });

  it("adds from the curated library; one already in the game's gallery is refused with the API's message", async () => {
    fakeApi();
    renderPanel(() => {});
    await screen.findByText("Tür", {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole("radio", { name: "Curated library" }));
    await screen.findByText("Schlüssel", {}, { timeout: 5000 });
    // No uploads into the curated library from an author's sidebar.
    expect(screen.queryByRole("region", { name: "Upload area" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Add to game" }));
    await waitFor(() =>
      expect(screen.getByTestId("toast").textContent).toBe(
        "Could not be added: This asset is already in the game's gallery.",
      ),
    );
  });

  it("choosing from the curated library puts the asset into the game's gallery first", async () => {
    const calls = fakeApi("added");
    const onChoose = vi.fn();
    renderPanel(onChoose);
    await screen.findByText("Tür", {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole("radio", { name: "Curated library" }));
    await screen.findByText("Schlüssel", {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole("button", { name: "Choose" }));
    await waitFor(() => expect(onChoose).toHaveBeenCalledTimes(1));
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: "c1" }));
    expect(calls.filter((c) => c.operation === "AddAssetToGame")).toEqual([
      { operation: "AddAssetToGame", variables: { gameId: 5, assetId: "c1" } },
    ]);
    // The toast list is its own chunk (loaded with the first toast): wait for it.
    expect((await screen.findByTestId("toast")).textContent).toBe(
      "“Schlüssel” is now in the game's gallery.",
    );
  });

  it("choosing one that is already in the game's gallery uses it without adding it again", async () => {
    fakeApi("already");
    const onChoose = vi.fn();
    renderPanel(onChoose);
    await screen.findByText("Tür", {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole("radio", { name: "Curated library" }));
    await screen.findByText("Schlüssel", {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole("button", { name: "Choose" }));
    await waitFor(() => expect(onChoose).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId("toast")).toBeNull();
  });

  it("choosing from the game's gallery adds nothing; a failed add leaves the element as it was", async () => {
    const calls = fakeApi("forbidden");
    const onChoose = vi.fn();
    renderPanel(onChoose);
    await screen.findByText("Tür", {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole("button", { name: "Choose" }));
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: "g1" }));
    expect(calls.some((c) => c.operation === "AddAssetToGame")).toBe(false);
    onChoose.mockClear();
    fireEvent.click(screen.getByRole("radio", { name: "Curated library" }));
    await screen.findByText("Schlüssel", {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole("button", { name: "Choose" }));
    await waitFor(() =>
      expect(screen.getByTestId("toast").textContent).toBe("Could not be added: Game not found"),
    );
    expect(onChoose).not.toHaveBeenCalled();
  });
});
