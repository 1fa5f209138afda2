/**
 * The server's clock. Competition phases, access-code validity and the players' countdowns all
 * follow it (a browser's clock may be wrong).
 *
 * End-to-end tests need to move it (a competition that starts in five seconds, one that ends
 * now). That override exists only when the server was started with TEST_CLOCK=1, which
 * loadConfig refuses unless the server listens on a loopback address only and has no
 * PUBLIC_URL: a server reachable by anyone else can never have it. The HTTP route that sets it
 * (POST /api/_test/clock) is not even mounted otherwise, and only answers loopback clients.
 */
export interface ServerClock {
  now(): Date;
  /** Whether setOffset may be used (TEST_CLOCK). */
  readonly adjustable: boolean;
  /** Test-only: the clock runs `ms` ahead of (negative: behind) the machine's clock. */
  setOffset(ms: number): void;
}

export function createClock({ adjustable }: { adjustable: boolean }): ServerClock {
  let offset = 0;
  return {
    adjustable,
    now: () => new Date(Date.now() + offset),
    setOffset(ms) {
      if (!adjustable) throw new Error("the server clock is not adjustable (TEST_CLOCK is off)");
      if (!Number.isFinite(ms)) throw new Error("clock offset must be a finite number");
      offset = ms;
    },
  };
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "::1", "localhost"]);
export const isLoopbackHost = (host: string) => LOOPBACK_HOSTS.has(host);

const clocks = new WeakMap<object, ServerClock>();
/** One clock per server configuration, so that GraphQL and the HTTP routes agree. */
export function clockFor(config: { TEST_CLOCK: "0" | "1" }): ServerClock {
  let clock = clocks.get(config);
  if (!clock) {
    clock = createClock({ adjustable: config.TEST_CLOCK === "1" });
    clocks.set(config, clock);
  }
  return clock;
}
