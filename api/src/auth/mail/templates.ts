import type { Locale } from "@exitgame/engine";
import type { MailMessage } from "./mailer";

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

type Block = string | { code: string } | { button: string; href: string };

function layout(blocks: Block[]): string {
  const body = blocks.map((block) => {
    if (typeof block === "string") return `<p style="margin:0 0 16px">${escapeHtml(block)}</p>`;
    if ("code" in block) {
      return `<p style="margin:0 0 16px"><span style="display:inline-block;font-size:28px;letter-spacing:8px;font-weight:700;font-family:monospace;background:#f0f0f3;padding:12px 20px;border-radius:6px">${escapeHtml(block.code)}</span></p>`;
    }
    return `<p style="margin:0 0 16px"><a href="${escapeHtml(block.href)}" style="display:inline-block;background:#3e63dd;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(block.button)}</a></p>`;
  });
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1c2024;line-height:1.5;max-width:560px;margin:24px auto;padding:0 16px">
<h1 style="font-size:20px;margin:0 0 16px">Exitgame Studio</h1>
${body.join("\n")}
</body></html>`;
}

interface Texts {
  subject: string;
  lines: string[];
}

const verification: Record<Locale, (p: { name: string; code: string; minutes: number }) => Texts> =
  {
    de: ({ name, code, minutes }) => ({
      subject: `Dein Bestätigungscode: ${code}`,
      lines: [
        `Hallo ${name},`,
        `mit diesem Code bestätigst du deine E-Mail-Adresse bei Exitgame Studio: ${code}`,
        `Der Code gilt ${minutes} Minuten. Wenn du dich nicht registriert hast, kannst du diese E-Mail ignorieren.`,
      ],
    }),
    en: ({ name, code, minutes }) => ({
      subject: `Your verification code: ${code}`,
      lines: [
        `Hello ${name},`,
        `use this code to verify your email address at Exitgame Studio: ${code}`,
        `The code is valid for ${minutes} minutes. If you did not sign up, you can ignore this email.`,
      ],
    }),
  };

const loginCode: Record<Locale, (p: { name: string; code: string; minutes: number }) => Texts> = {
  de: ({ name, code, minutes }) => ({
    subject: `Dein Anmeldecode: ${code}`,
    lines: [
      `Hallo ${name},`,
      `für dein Konto bei Exitgame Studio wurde mehrmals ein falsches Passwort eingegeben. Damit niemand dein Passwort errät, brauchst du zum Anmelden jetzt zusätzlich diesen Code: ${code}`,
      `Der Code gilt ${minutes} Minuten. Hast du dich nicht angemeldet? Dann versucht jemand anderes, dein Passwort zu erraten; ohne diesen Code kommt er nicht weiter.`,
    ],
  }),
  en: ({ name, code, minutes }) => ({
    subject: `Your login code: ${code}`,
    lines: [
      `Hello ${name},`,
      `a wrong password was entered several times for your Exitgame Studio account. So that nobody can guess your password, logging in now also takes this code: ${code}`,
      `The code is valid for ${minutes} minutes. Was this not you? Then someone is trying to guess your password; without this code they get nowhere.`,
    ],
  }),
};

const accountExists: Record<
  Locale,
  (p: { name: string; loginLink: string; resetLink: string }) => Texts
> = {
  de: ({ name, loginLink, resetLink }) => ({
    subject: "Du hast bereits ein Konto",
    lines: [
      `Hallo ${name},`,
      "gerade wollte jemand mit deiner E-Mail-Adresse ein neues Konto bei Exitgame Studio anlegen. Du hast dort aber schon eins.",
      `Anmelden: ${loginLink}`,
      `Passwort vergessen? Hier legst du ein neues fest: ${resetLink}`,
      "Warst du das nicht? Dann ignoriere diese E-Mail; an deinem Konto hat sich nichts geändert.",
    ],
  }),
  en: ({ name, loginLink, resetLink }) => ({
    subject: "You already have an account",
    lines: [
      `Hello ${name},`,
      "someone just tried to create a new Exitgame Studio account with your email address. You already have one.",
      `Log in: ${loginLink}`,
      `Forgot your password? Choose a new one here: ${resetLink}`,
      "Was this not you? Then ignore this email; nothing has changed in your account.",
    ],
  }),
};

const reset: Record<
  Locale,
  (p: { name: string; link: string; minutes: number }) => Texts & { button: string }
> = {
  de: ({ name, link, minutes }) => ({
    subject: "Passwort zurücksetzen",
    button: "Neues Passwort festlegen",
    lines: [
      `Hallo ${name},`,
      `über diesen Link legst du ein neues Passwort für Exitgame Studio fest: ${link}`,
      `Der Link gilt ${minutes} Minuten und nur einmal. Wenn du das nicht angefordert hast, ignoriere diese E-Mail; dein Passwort bleibt unverändert.`,
    ],
  }),
  en: ({ name, link, minutes }) => ({
    subject: "Reset your password",
    button: "Choose a new password",
    lines: [
      `Hello ${name},`,
      `use this link to choose a new password for Exitgame Studio: ${link}`,
      `The link is valid for ${minutes} minutes and only once. If you did not ask for it, ignore this email; your password stays unchanged.`,
    ],
  }),
};

const changed: Record<Locale, (p: { name: string }) => Texts> = {
  de: ({ name }) => ({
    subject: "Dein Passwort wurde geändert",
    lines: [
      `Hallo ${name},`,
      "dein Passwort bei Exitgame Studio wurde soeben geändert und alle Sitzungen wurden abgemeldet.",
      "Warst du das nicht? Setze dein Passwort über „Passwort vergessen“ sofort zurück.",
    ],
  }),
  en: ({ name }) => ({
    subject: "Your password was changed",
    lines: [
      `Hello ${name},`,
      "your Exitgame Studio password was just changed and every session was logged out.",
      "Was this not you? Reset your password right away with “Forgot password”.",
    ],
  }),
};

export function verificationMail(
  locale: Locale,
  to: string,
  p: { name: string; code: string; minutes: number },
): MailMessage {
  const t = verification[locale](p);
  const [greeting = "", codeLine = "", ...rest] = t.lines;
  return {
    to,
    subject: t.subject,
    text: [greeting, codeLine.replace(/:? ?\d+$/, ":"), p.code, ...rest].join("\n\n") + "\n",
    html: layout([greeting, codeLine.replace(/:? ?\d+$/, ":"), { code: p.code }, ...rest]),
    logHint: { code: p.code },
  };
}

/** The code a locked account needs to log in (besides the password). */
export function loginCodeMail(
  locale: Locale,
  to: string,
  p: { name: string; code: string; minutes: number },
): MailMessage {
  const t = loginCode[locale](p);
  const [greeting = "", codeLine = "", ...rest] = t.lines;
  const intro = codeLine.replace(/:? ?\d+$/, ":");
  return {
    to,
    subject: t.subject,
    text: [greeting, intro, p.code, ...rest].join("\n\n") + "\n",
    html: layout([greeting, intro, { code: p.code }, ...rest]),
    logHint: { code: p.code },
  };
}

/** To the owner of an address someone tried to register again (registration answers the same either way). */
export function accountExistsMail(
  locale: Locale,
  to: string,
  p: { name: string; loginLink: string; resetLink: string },
): MailMessage {
  const t = accountExists[locale](p);
  return { to, subject: t.subject, text: t.lines.join("\n\n") + "\n", html: layout(t.lines) };
}

export function passwordResetMail(
  locale: Locale,
  to: string,
  p: { name: string; link: string; minutes: number },
): MailMessage {
  const t = reset[locale](p);
  const [greeting = "", linkLine = "", ...rest] = t.lines;
  return {
    to,
    subject: t.subject,
    text: [greeting, linkLine.replace(/:? ?\S+$/, ":"), p.link, ...rest].join("\n\n") + "\n",
    html: layout([
      t.lines[0]!,
      t.lines[1]!.replace(/:? ?\S+$/, ":"),
      { button: t.button, href: p.link },
      ...t.lines.slice(2),
    ]),
    logHint: { link: p.link },
  };
}

export function passwordChangedMail(locale: Locale, to: string, p: { name: string }): MailMessage {
  const t = changed[locale](p);
  return { to, subject: t.subject, text: t.lines.join("\n\n") + "\n", html: layout(t.lines) };
}

const invite: Record<
  Locale,
  (p: { inviter: string; title: string; role: "COAUTHOR" | "VIEWER"; email: string }) => Texts & {
    button: string;
  }
> = {
  de: ({ inviter, title, role, email }) => ({
    subject: `${inviter} teilt das Spiel „${title}“ mit dir`,
    lines: [
      "Hallo,",
      role === "COAUTHOR"
        ? `${inviter} lädt dich ein, das Spiel „${title}“ bei Exitgame Studio mitzubearbeiten.`
        : `${inviter} lädt dich ein, das Spiel „${title}“ bei Exitgame Studio anzusehen (und zu kopieren).`,
      `Die Einladung gilt für dein Konto mit der Adresse ${email}. Hast du noch keins, registriere dich mit dieser Adresse; danach erscheint die Einladung in deiner Spieleliste.`,
    ],
    button: "Einladung annehmen",
  }),
  en: ({ inviter, title, role, email }) => ({
    subject: `${inviter} shared the game “${title}” with you`,
    lines: [
      "Hello,",
      role === "COAUTHOR"
        ? `${inviter} invites you to edit the game “${title}” at Exitgame Studio with them.`
        : `${inviter} invites you to view (and copy) the game “${title}” at Exitgame Studio.`,
      `The invitation is for your account with the address ${email}. No account yet? Sign up with this address; the invitation then shows in your games list.`,
    ],
    button: "Accept the invitation",
  }),
};

/** A game shared with `to` (games/sharing.ts): what, by whom, and the link that accepts it. */
export function gameInviteMail(
  locale: Locale,
  to: string,
  p: { inviter: string; title: string; role: "COAUTHOR" | "VIEWER"; link: string },
): MailMessage {
  const t = invite[locale]({ ...p, email: to });
  return {
    to,
    subject: t.subject,
    text: [...t.lines, `${t.button}: ${p.link}`].join("\n\n") + "\n",
    html: layout([...t.lines.slice(0, 2), { button: t.button, href: p.link }, ...t.lines.slice(2)]),
    logHint: { link: p.link },
  };
}
