/** Helpers for end-to-end tests and the player benchmark: log in, publish a game document, find games. */
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { GameDocument } from "@exitgame/engine";

export const ADMIN = { email: "admin@e2e.test", password: "e2e-admin-password" };

/** A GraphQL request that must succeed (its errors fail the test). */
export async function gql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const res = await request.post("/graphql", { data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/** Logs the request context in as the seeded admin (the session cookie stays in the context). */
export async function login(request: APIRequestContext): Promise<void> {
  await gql(
    request,
    "mutation($email: String!, $password: String!) { login(email: $email, password: $password) { viewer { id } } }",
    ADMIN,
  );
}

/** Creates, saves and publishes (unlisted) a game; returns its id. */
export async function publishGame(
  request: APIRequestContext,
  title: string,
  document: GameDocument,
): Promise<number> {
  await login(request);
  const { createGame } = await gql<{ createGame: { id: number; documentVersion: number } }>(
    request,
    "mutation($t: String!) { createGame(title: $t) { id documentVersion } }",
    { t: title },
  );
  await gql(
    request,
    "mutation($id: Int!, $doc: JSON!, $v: Int!) { saveGameDocument(id: $id, document: $doc, expectedVersion: $v) { id } }",
    {
      id: createGame.id,
      doc: document,
      v: createGame.documentVersion,
    },
  );
  await gql(request, "mutation($id: Int!) { publishGameUnlisted(id: $id) { id } }", {
    id: createGame.id,
  });
  return createGame.id;
}

export async function demoGameId(request: APIRequestContext): Promise<number> {
  const data = await gql<{ publishedGames: { id: number; title: string }[] }>(
    request,
    "{ publishedGames { id title } }",
  );
  return data.publishedGames.find((g) => g.title.startsWith("Demo"))!.id;
}

/** Moves the server's test clock (TEST_CLOCK=1) to `now`, or back to the real time (null). */
export async function setServerClock(request: APIRequestContext, now: number | null) {
  const res = await request.post(
    "/api/_test/clock",
    now === null ? { data: { offsetMs: 0 } } : { data: { now: new Date(now).toISOString() } },
  );
  expect(res.ok()).toBe(true);
}

/**
 * Watches, between the page's tasks, for the focus sitting on the page's body within 3 s of a
 * key press (where the next key press would land: a Tab from the body starts over at the top of
 * the page, or leaves it). Read the findings with `lostFocus`; keyboard-only play never has any.
 */
export async function watchLostFocus(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __lostFocus: string[] };
    w.__lostFocus = [];
    let key = "";
    let until = 0;
    let running = false;
    // A message to itself runs as a task of its own: checked between any two events.
    const channel = new MessageChannel();
    channel.port1.addEventListener("message", () => {
      const active = document.activeElement;
      if (!active || active === document.body) {
        const line = `after ${key}: the body has the focus`;
        if (w.__lostFocus.at(-1) !== line) w.__lostFocus.push(line);
      }
      if (performance.now() < until) channel.port2.postMessage(null);
      else running = false;
    });
    channel.port1.start();
    window.addEventListener(
      "keydown",
      (e) => {
        const target = e.target instanceof HTMLElement ? e.target : null;
        const name = target?.getAttribute("aria-label") ?? target?.textContent?.slice(0, 40) ?? "";
        key = `${e.key} on ${target?.getAttribute("role") ?? target?.tagName.toLowerCase()} "${name}"`;
        until = performance.now() + 3_000;
        if (!running) {
          running = true;
          channel.port2.postMessage(null);
        }
      },
      true,
    );
  });
}

/** What `watchLostFocus` saw since the page loaded. */
export const lostFocus = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __lostFocus: string[] }).__lostFocus);
