import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ELEMENT_ID, renderElement } from "../testing/harness";
import { chatThemeColors, CHAT_THEME_IDS, DUO_THEMES } from "../contract/themes";

const host = { chatProxy: { endpoint: "/api/ai-chat", gameId: 7 } };

function streamOf(...chunks: string[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      controller.close();
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("ai-chat", () => {
  it("greets, sends the conversation (without instructions) and streams the reply", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(streamOf("Look ", "under the ", "desk."), {
          status: 200,
          headers: { "Content-Type": "text/plain" },
        }),
    );
    vi.stubGlobal("fetch", fetch);
    await renderElement("ai-chat", {
      host,
      props: {
        assistantName: "Kolbe",
        welcomeMessage: "Hi there!",
        instructions: "",
        inputPlaceholder: "Ask me",
        aiMessagePosition: "right",
      },
    });
    expect(screen.getByRole("log", { name: "Conversation with Kolbe" }).textContent).toContain(
      "Hi there!",
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Message to Kolbe" }), "Where is the key?");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(screen.getByRole("log").textContent).toContain("Look under the desk."),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/ai-chat");
    expect(JSON.parse(init.body as string)).toEqual({
      gameId: 7,
      elementId: ELEMENT_ID,
      messages: [{ role: "user", content: "Where is the key?" }],
    });
    expect(document.querySelector(".eg-chat--ai-right")).not.toBeNull();
  });

  it("says politely, in the player's language, when no AI endpoint is configured", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          { error: { code: "aiChat.notConfigured", message: "not configured" } },
          { status: 503 },
        ),
      ),
    );
    await renderElement("ai-chat", {
      host,
      locale: "de",
      props: {
        assistantName: "Kolbe",
        welcomeMessage: "",
        instructions: "",
        inputPlaceholder: "",
        size: "large",
      },
    });
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Nachricht an Kolbe" }), "Hallo{Enter}");
    await waitFor(() =>
      expect(screen.getByRole("log").textContent).toContain(
        "der KI-Chat ist auf diesem Server nicht eingerichtet",
      ),
    );
  });

  it("offers mono themes for all 22 colours and about 40 duo themes", () => {
    expect(DUO_THEMES.length).toBe(40);
    expect(CHAT_THEME_IDS.filter((id) => id.startsWith("mono:"))).toHaveLength(22);
    expect(chatThemeColors("duo:ocean")).toEqual({ assistant: "blue", player: "cyan" });
    expect(chatThemeColors("mono:rose")).toEqual({ assistant: "rose", player: "rose" });
  });
});
