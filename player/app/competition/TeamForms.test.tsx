// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../shell";
import { playerResources } from "../i18n";
import { LoginForm, RegistrationForm } from "./TeamForms";

const CODE = "ABCD-EFGH-JKMN";
type Reply = { status: number; body: unknown } | "network";

/** The API answers with `replies[path]` (a network failure for "network"). */
function stubApi(replies: Record<string, Reply>) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string) => {
      const reply = replies[path];
      if (!reply || reply === "network") throw new TypeError("Failed to fetch");
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
}

function renderRegistration(locale: "de" | "en") {
  const onJoined = vi.fn();
  render(
    <I18nextProvider i18n={createI18n(locale, playerResources)}>
      <RegistrationForm competitionId="c1" onJoined={onJoined} onShowLogin={() => {}} />
    </I18nextProvider>,
  );
  fireEvent.change(screen.getByTestId("player-1-firstName"), { target: { value: "Ada" } });
  fireEvent.change(screen.getByTestId("player-1-lastName"), { target: { value: "Lovelace" } });
  fireEvent.change(screen.getByTestId("player-1-accessCode"), { target: { value: CODE } });
  return onJoined;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const refusal = (problem: string) => ({
  status: 400,
  body: {
    error: {
      code: "competitionApi.invalidAccessCode",
      message: "Invalid access code",
      params: { details: { codes: [{ player: 0, problem }] } },
    },
  },
});

describe("registration errors, in en and de", () => {
  const cases: [string, Record<string, Reply>, "submit" | "blur", string, string][] = [
    [
      "invalid or already used access code",
      { "/api/competition/sessions": refusal("used") },
      "submit",
      "Invalid or already used access code",
      "Ungültiger oder bereits verwendeter Zugangscode",
    ],
    [
      "access code expired",
      { "/api/competition/sessions": refusal("expired") },
      "submit",
      "Access code expired",
      "Zugangscode abgelaufen",
    ],
    [
      "error checking access code",
      { "/api/competition/access-codes/check": "network" },
      "blur",
      "Error checking access code",
      "Fehler beim Prüfen des Zugangscodes",
    ],
    [
      "failed to join (retry)",
      {
        "/api/competition/sessions": {
          status: 500,
          body: { error: { code: "competitionApi.createFailed", message: "x" } },
        },
      },
      "submit",
      "Failed to join. Please try again.",
      "Beitritt fehlgeschlagen. Bitte versuche es erneut.",
    ],
    [
      "unexpected error (retry)",
      { "/api/competition/sessions": "network" },
      "submit",
      "An unexpected error occurred. Please try again.",
      "Ein unerwarteter Fehler ist aufgetreten. Bitte versuche es erneut.",
    ],
  ];
  for (const [name, replies, when, en, de] of cases) {
    for (const [locale, text] of [
      ["en", en],
      ["de", de],
    ] as const) {
      it(`${name} (${locale})`, async () => {
        stubApi(replies);
        const onJoined = renderRegistration(locale);
        if (when === "blur") fireEvent.blur(screen.getByTestId("player-1-accessCode"));
        else fireEvent.click(screen.getByTestId("join"));
        await waitFor(() => expect(screen.getByText(text)).toBeTruthy());
        expect(onJoined).not.toHaveBeenCalled();
      });
    }
  }

  it("a team that joins goes on to its game", async () => {
    const session = { id: "s1", competitionId: "c1", players: [], snapshot: null, snapshotSeq: 0 };
    stubApi({ "/api/competition/sessions": { status: 201, body: { session } } });
    const onJoined = renderRegistration("en");
    fireEvent.click(screen.getByTestId("join"));
    await waitFor(() => expect(onJoined).toHaveBeenCalledWith(session));
  });

  it("a join card's code comes filled in and is sent, with the names typed", async () => {
    const session = { id: "s2", competitionId: "c1", players: [], snapshot: null, snapshotSeq: 0 };
    stubApi({ "/api/competition/sessions": { status: 201, body: { session } } });
    const onJoined = vi.fn();
    render(
      <I18nextProvider i18n={createI18n("de", playerResources)}>
        <RegistrationForm
          competitionId="c1"
          onJoined={onJoined}
          onShowLogin={() => {}}
          initialCode={CODE}
        />
      </I18nextProvider>,
    );
    expect((screen.getByTestId("player-1-accessCode") as HTMLInputElement).value).toBe(CODE);
    fireEvent.change(screen.getByTestId("player-1-firstName"), { target: { value: "Ada" } });
    fireEvent.change(screen.getByTestId("player-1-lastName"), { target: { value: "Lovelace" } });
    fireEvent.click(screen.getByTestId("join"));
    await waitFor(() => expect(onJoined).toHaveBeenCalledWith(session));
    const [, init] = vi.mocked(fetch).mock.calls[0]! as [string, RequestInit];
    expect(JSON.parse(init.body as string).players[0].accessCode).toBe(CODE);
  });

  it("login with a code of another competition is refused", async () => {
    stubApi({ "/api/competition/sessions/resume": refusal("invalid") });
    render(
      <I18nextProvider i18n={createI18n("de", playerResources)}>
        <LoginForm competitionId="c1" onJoined={() => {}} onShowRegistration={() => {}} />
      </I18nextProvider>,
    );
    fireEvent.change(screen.getByTestId("login-accessCode"), { target: { value: "abcdefghjkmn" } });
    fireEvent.click(screen.getByTestId("login-submit"));
    await waitFor(() =>
      expect(screen.getByTestId("login-accessCode-error").textContent).toBe(
        "Ungültiger oder bereits verwendeter Zugangscode",
      ),
    );
  });
});

describe("participant naming modes (issue 27)", () => {
  it("NICKNAME asks for a suggested, editable nickname and sends no real name", async () => {
    const fetchMock = vi.fn(
      async (_path: string, _init?: RequestInit) =>
        new Response(
          JSON.stringify({
            session: {
              id: "s",
              competitionId: "c1",
              players: [],
              snapshot: null,
              snapshotSeq: 0,
              inputSeq: 0,
              gameTime: 0,
            },
          }),
          { status: 201 },
        ),
    );
    vi.stubGlobal("fetch", fetchMock);
    const onJoined = vi.fn();
    render(
      <I18nextProvider i18n={createI18n("de", playerResources)}>
        <RegistrationForm
          competitionId="c1"
          naming="NICKNAME"
          onJoined={onJoined}
          onShowLogin={() => {}}
        />
      </I18nextProvider>,
    );
    expect(screen.queryByTestId("player-1-firstName")).toBeNull();
    expect(screen.queryByTestId("player-1-lastName")).toBeNull();
    const nickname = screen.getByTestId("player-1-nickname") as HTMLInputElement;
    expect(nickname.value).toMatch(/^\S+ \S+$/);
    expect(screen.getByTestId("naming-notice").textContent).toContain("Spitznamen");
    fireEvent.change(nickname, { target: { value: "Blauer Fuchs" } });
    fireEvent.change(screen.getByTestId("player-1-accessCode"), { target: { value: CODE } });
    fireEvent.click(screen.getByTestId("join"));
    await waitFor(() => expect(onJoined).toHaveBeenCalled());
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as { players: unknown[] };
    expect(body.players).toEqual([{ nickname: "Blauer Fuchs", accessCode: CODE }]);
  });

  it("FIRST_NAME_INITIAL says that only the initial of the last name is kept", () => {
    render(
      <I18nextProvider i18n={createI18n("en", playerResources)}>
        <RegistrationForm competitionId="c1" onJoined={() => {}} onShowLogin={() => {}} />
      </I18nextProvider>,
    );
    expect(screen.getByTestId("naming-notice").textContent).toContain("Lena S.");
    expect(screen.getByTestId("player-1-lastName")).toBeTruthy();
  });
});
