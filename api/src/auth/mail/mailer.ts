import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../../logger";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What an operator without SMTP needs to help the user (a code, a link): logged with outbox mails. */
  logHint?: Record<string, string>;
}

export interface Mailer {
  readonly kind: "smtp" | "outbox" | "memory";
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** SMTP when configured (SMTP_URL, e.g. smtp://user:pass@host:587; STARTTLS when offered). */
export function smtpMailer({
  url,
  from,
  logger,
}: {
  url: string;
  from: string;
  logger: Logger;
}): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: "smtp",
    async send({ to, subject, text, html }) {
      const info = await transport.sendMail({ from, to, subject, text, html });
      logger.info({ to, subject, messageId: info.messageId }, "mail sent");
    },
    async close() {
      transport.close();
    },
  };
}

/**
 * No SMTP: each mail becomes an .eml file in DATA_DIR/outbox (open it with any mail program) and
 * its code or link is logged, so that a single-machine install works without a mail server.
 */
export function outboxMailer({
  dir,
  from,
  logger,
}: {
  dir: string;
  from: string;
  logger: Logger;
}): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  let counter = 0;
  return {
    kind: "outbox",
    async send({ to, subject, text, html, logHint }) {
      const info = await transport.sendMail({ from, to, subject, text, html });
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const safeTo = to.replace(/[^a-zA-Z0-9@._-]/g, "_");
      const file = path.join(dir, `${stamp}-${String(++counter).padStart(4, "0")}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info(
        { to, subject, file, ...logHint },
        "mail written to the outbox (no SMTP_URL configured)",
      );
    },
    async close() {},
  };
}

/** Tests: keeps the messages in memory. */
export function memoryMailer(): Mailer & { messages: MailMessage[] } {
  const messages: MailMessage[] = [];
  return {
    kind: "memory",
    messages,
    async send(message) {
      messages.push(message);
    },
    async close() {},
  };
}
