import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** Where the server writes mails without SMTP (playwright.config.ts starts it with this DATA_DIR). */
export const OUTBOX = path.resolve(process.env.E2E_DATA_DIR ?? "test-results/e2e-data", "outbox");

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The newest .eml in the outbox addressed to `to` whose text matches `pattern`; polls a few seconds. */
export async function readMail(
  to: string,
  pattern: RegExp,
  timeoutMs = 10_000,
): Promise<RegExpExecArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(OUTBOX).catch(() => [] as string[]))
      .filter((f) => f.endsWith(".eml"))
      .sort()
      .toReversed();
    for (const file of files) {
      const raw = await readFile(path.join(OUTBOX, file), "utf8");
      if (!new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "mi").test(raw))
        continue;
      const match = pattern.exec(decodeQuotedPrintable(raw));
      if (match) return match;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${pattern} in ${OUTBOX}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
