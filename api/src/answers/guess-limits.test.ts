/**
 * Guessing a code lock is bounded per address, game and element (not only per play session),
 * and every attempt is counted before it is checked.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createElement, createGameDocument } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { createRateLimits, LIMITS, type RateLimits } from "../auth/rate-limit";
import { createLogger } from "../logger";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";
import { GuessLimitedError, reserveAnswerAttempt } from "./guess-limits";

const DAY_S = 24 * 60 * 60;

describe("the guessing bounds (defaults)", () => {
  let limits: RateLimits;
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] });
    limits = createRateLimits({ logger: createLogger("silent") });
  });
  afterAll(async () => {
    await limits.close();
    vi.useRealTimers();
  });

  /** One wrong attempt; false when refused. */
  async function guess(key: Parameters<typeof reserveAnswerAttempt>[1]) {
    try {
      const reservation = await reserveAnswerAttempt(limits, key);
      await reservation.settle(false);
      return true;
    } catch (error) {
      if (error instanceof GuessLimitedError) return false;
      throw error;
    }
  }

  it("a guesser with a fresh play session per guess needs more than a day for a 4-digit lock", async () => {
    const start = Date.now();
    let answered = 0;
    let session = 0;
    let seconds = 0;
    // As fast as the limits allow: every minute as many guesses as the address gets through.
    while (answered < 10_000 && Date.now() - start < 2 * DAY_S * 1000) {
      let refusedFor = 0;
      for (let i = 0; i < 700; i++) {
        try {
          const r = await reserveAnswerAttempt(limits, {
            ip: "203.0.113.9",
            gameId: 1,
            elementId: "lock",
            playSession: `fresh-${++session}`,
          });
          await r.settle(false);
          answered++;
        } catch (error) {
          if (!(error instanceof GuessLimitedError)) throw error;
          refusedFor = error.seconds;
          if (error.scope === "address" && error.seconds > 3600) break;
        }
      }
      seconds = refusedFor;
      if (refusedFor > 3600) break;
      vi.advanceTimersByTime(60_000);
    }
    expect(answered).toBe(LIMITS.answerGuessAddress.points);
    // The address waits out the day: 10 000 codes take more than three days from there.
    expect(seconds).toBeGreaterThan(DAY_S - 15 * 60);
    expect(Math.ceil(10_000 / answered) - 1).toBeGreaterThanOrEqual(3);
  });

  it("a class of 30 teams behind one address, 10 wrong answers a minute each, is served", async () => {
    for (let minute = 0; minute < 10; minute++) {
      for (let team = 0; team < 30; team++)
        for (let i = 0; i < LIMITS.answerSession.points; i++)
          expect(
            await guess({ ip: "198.51.100.7", gameId: 2, elementId: "lock", teamId: `t${team}` }),
            `minute ${minute}, team ${team}, guess ${i}`,
          ).toBe(true);
      vi.advanceTimersByTime(61_000);
    }
  });
});

function lockGame() {
  const doc = createGameDocument({ locale: "de", registry });
  for (const id of ["lock", "burst"]) {
    const lock = createElement(registry, "number-code-input", { locale: "de" });
    lock.id = id;
    lock.props = { ...(lock.props as object), expectedCode: "4711", autoValidate: false };
    doc.scenes[0]!.elements.push(lock);
  }
  return doc;
}

describe("POST /api/answers/check guessing bounds", () => {
  let api: ApiHarness;
  let server: { origin: string; close(): Promise<void> };
  let gameId: number;
  beforeAll(async () => {
    api = await createApiHarness({ HOST: "127.0.0.1", ANSWER_WRONG_PER_ADDRESS_PER_DAY: "25" });
    server = await api.listen();
    const author = await api.createUser();
    gameId = (
      await api.db.prisma.game.create({
        data: {
          title: "Tresor",
          ownerId: author.id,
          status: "PUBLISHED",
          document: lockGame() as object,
        },
      })
    ).id;
  });
  afterAll(async () => {
    await server?.close();
    await api?.close();
  });
  afterEach(() => vi.useRealTimers());

  const check = (body: Record<string, unknown>, ip: string, locale = "en") =>
    fetch(`${server.origin}/api/answers/check`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Forwarded-For": ip,
        "Accept-Language": locale,
      },
      body: JSON.stringify({ gameId, elementId: "lock", ...body }),
    });

  it("a fresh play session per guess does not lift the bound of the address", async () => {
    for (let i = 0; i < 25; i++) {
      const res = await check(
        { value: String(1000 + i), playSession: `guess-${i}-xx` },
        "10.1.1.1",
      );
      expect(res.status, `guess ${i}`).toBe(200);
    }
    for (const locale of ["en", "de"]) {
      const refused = await check(
        { value: "4711", playSession: `guess-last-${locale}` },
        "10.1.1.1",
        locale,
      );
      expect(refused.status).toBe(429);
      const seconds = Number(refused.headers.get("Retry-After"));
      expect(seconds).toBeGreaterThan(DAY_S - 60);
      const body = (await refused.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("answers.tooManyFromAddressHours");
      expect(body.error.message).toBe(
        locale === "de"
          ? "Aus eurem Netzwerk kamen zu viele falsche Antworten für dieses Rätsel. Es kann in 24 Stunden wieder geprüft werden."
          : "Too many wrong answers for this puzzle came from your network. It can be checked again in 24 hours.",
      );
    }
    // Another address is not held up, nor another element.
    expect(
      (await (
        await check({ value: "4711", playSession: "other-addr" }, "10.1.1.2")
      ).json()) as unknown,
    ).toEqual({
      correct: true,
    });
    expect(
      (
        await check(
          { elementId: "burst", value: "4711", playSession: "guess-elsewhere" },
          "10.1.1.1",
        )
      ).status,
    ).toBe(200);
  });
});
