import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { createLogger } from "../../logger";
import { createApiHarness } from "../../testing/api-harness";
import { createAuth } from "..";
import { outboxMailer, smtpMailer } from "./mailer";
import { passwordResetMail, verificationMail } from "./templates";

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const fn of cleanups.toReversed()) await fn();
});

/** A real SMTP server on a free local port that keeps what it receives. */
async function startSmtp() {
  const received: { from: string; to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `smtp://127.0.0.1:${port}`, received };
}

describe("mail delivery", () => {
  it("sends through SMTP when SMTP_URL is set", async () => {
    const smtp = await startSmtp();
    const mailer = smtpMailer({
      url: smtp.url,
      from: "Exitgame Studio <no-reply@exit.example>",
      logger: createLogger("silent"),
    });
    await mailer.send(
      verificationMail("de", "lehrerin@schule.example", {
        name: "Frau Kolbe",
        code: "428193",
        minutes: 10,
      }),
    );
    await mailer.close();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.from).toBe("no-reply@exit.example");
    expect(mail!.to).toEqual(["lehrerin@schule.example"]);
    expect(mail!.raw).toMatch(/^Subject: =\?UTF-8\?Q\?Dein_Best=C3=A4tigungscode=3A_428193\?=/m);
    expect(mail!.raw).toContain("multipart/alternative");
    expect(mail!.raw).toContain("428193");
  });

  it("registration mails the code through SMTP end to end", async () => {
    const smtp = await startSmtp();
    const api = await createApiHarness({ SMTP_URL: smtp.url });
    cleanups.push(() => api.close());
    const auth = createAuth({
      config: api.config,
      logger: createLogger("silent"),
      prisma: api.db.prisma,
    });
    cleanups.push(() => auth.close());
    expect(auth.mailer.kind).toBe("smtp");
    await auth.service.register(
      { locale: "en", ip: "127.0.0.9", origin: "https://exit.example" },
      {
        email: "new@school.example",
        password: "Kraniche über dem Moor",
        displayName: "New Teacher",
      },
    );
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.raw).toMatch(/^Subject: Your verification code: \d{6}$/m);
  });

  it("without SMTP writes .eml files to DATA_DIR/outbox and logs the link", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "eg-outbox-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const lines: string[] = [];
    const logger = createLogger("info");
    const spy = {
      info: (obj: object, msg: string) => lines.push(`${msg} ${JSON.stringify(obj)}`),
    } as unknown as typeof logger;
    const mailer = outboxMailer({
      dir: path.join(dir, "outbox"),
      from: "Exitgame Studio <no-reply@exitgame.local>",
      logger: spy,
    });
    const link = "https://exit.example/auth/reset-password?token=abcdefghijklmnopqrstuvwxyz234567";
    await mailer.send(
      passwordResetMail("en", "someone@example.org", { name: "Someone", link, minutes: 60 }),
    );
    const files = await readdir(path.join(dir, "outbox"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/someone@example\.org\.eml$/);
    const raw = await readFile(path.join(dir, "outbox", files[0]!), "utf8");
    expect(raw).toMatch(/^To: someone@example\.org$/m);
    expect(raw).toMatch(/^Subject: Reset your password$/m);
    expect(raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=")).toContain(link);
    expect(lines.join("\n")).toContain(link);
  });
});
