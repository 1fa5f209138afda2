import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const DATA_DIR = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";

/**
 * End-to-end tests against the production build, started the way `pnpm start` starts it: one
 * port, embedded PostgreSQL in a fresh data directory, seeded on first start.
 */
export default defineConfig({
  testDir: ".",
  testMatch: ["player/e2e/**/*.spec.ts", "editor/e2e/**/*.spec.ts", "api/e2e/**/*.spec.ts"],
  outputDir: "test-results/playwright",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // A test's whole time: on two busy cores several of the longer flows take 25–30 s (each
  // step within its own expect timeout); a minute keeps them from failing on time alone.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--headless",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  webServer: {
    command: `rm -rf ${DATA_DIR} && node api/dist/prod.js`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR,
      ADMIN_EMAIL: "admin@e2e.test",
      ADMIN_PASSWORD: "e2e-admin-password",
      LOG_LEVEL: "warn",
      // Every e2e registration comes from 127.0.0.1; the default (5 per hour) is for real schools.
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100",
      // Competition tests move the server's clock (only possible on a loopback HOST; clock.ts).
      TEST_CLOCK: "1",
      // LTI 1.3 is off without it (editor/e2e/lti.spec.ts registers a platform and launches).
      LTI_KEY_SECRET: "e2e-lti-key-secret-of-at-least-32-characters",
    },
  },
});
