/**
 * /privacy/processing (issue 27): what this instance stores, where and for how long, and which
 * sub-processors it is configured with. The hosts come from the API's configuration at request
 * time (privacyProcessing: host names only, never credentials).
 */
import { Box, Container, Heading, Table, Text } from "@radix-ui/themes";
import { graphql } from "@exitgame/schema";
import { useTranslation } from "react-i18next";
import { SiteHeader } from "../components/SiteHeader";
import { PrivacyNav } from "../privacy/PrivacyNav";
import { requestGraphQL } from "../shell/graphql.server";
import type { Route } from "./+types/privacy-processing";

const PrivacyProcessingQuery = graphql(`
  query PrivacyProcessing {
    privacyProcessing {
      storageHost
      mailHost
      aiHost
      aiChatEnabled
      retentionDefaultDays
      retentionMaxDays
      ltiRetentionDays
    }
  }
`);

export async function loader({ request }: Route.LoaderArgs) {
  return (await requestGraphQL(request, PrivacyProcessingQuery, {})).privacyProcessing;
}

type Row = [what: string, where: string, howLong: string];

function rows(
  locale: "de" | "en",
  p: Route.ComponentProps["loaderData"],
): { stored: Row[]; processors: [string, string][] } {
  const db =
    locale === "de"
      ? "Datenbank dieser Instanz (PostgreSQL)"
      : "This instance's database (PostgreSQL)";
  const files = p.storageHost
    ? locale === "de"
      ? `Dateispeicher ${p.storageHost}`
      : `File storage ${p.storageHost}`
    : locale === "de"
      ? "Dateien auf dem Server dieser Instanz"
      : "Files on this instance's server";
  const retention =
    locale === "de"
      ? `Bis die Aufbewahrung des Wettbewerbs nach seinem Ende abgelaufen ist (Standard ${p.retentionDefaultDays} Tage, höchstens ${p.retentionMaxDays}); danach bleiben nur anonyme Zahlen`
      : `Until the competition's retention after its end has passed (default ${p.retentionDefaultDays} days, at most ${p.retentionMaxDays}); then only anonymous counts remain`;
  if (locale === "de")
    return {
      stored: [
        [
          "Namen der Spielenden (nur die Felder der gewählten Art: Spitzname, Vorname + Initial oder Vor- und Nachname) und ihre Zugangscodes",
          db,
          retention,
        ],
        [
          "Spielstände der Teams, Eingaben, geprüfte Antworten (falsche nur als Prüfsumme)",
          db,
          retention,
        ],
        [
          "Team-Cookie (ein zufälliges Token; gespeichert nur als Prüfsumme)",
          `${db}, Browser`,
          retention,
        ],
        [
          "Konten: E-Mail-Adresse, Anzeigename, Passwort (nur als Argon2-Hash), Rollen, Anmeldesitzungen",
          db,
          "Bis das Konto gelöscht wird; Sitzungen laufen von selbst ab",
        ],
        [
          "Spiele und hochgeladene Dateien der Autorinnen und Autoren",
          `${db}; ${files}`,
          "Bis sie oder das Konto gelöscht werden",
        ],
        [
          "Zugangscodes und Verwendungszwecke",
          db,
          "Codes gelten ein Jahr; Verwendungszwecke bis zur Löschung durch die Wettbewerbsleitung",
        ],
        [
          "Protokoll der Datenschutz-Aktionen (Kontolöschung, Export durch Admins, Löschung von Wettbewerbsdaten): nur IDs und Zahlen",
          db,
          "Solange die Instanz besteht",
        ],
        [
          "Starts aus einer Lernplattform (LTI): die Kennung der Person auf der Plattform (ein Pseudonym, kein Name), Kurs und Aktivität, gesendete Bewertungen und die Antworten der Plattform",
          db,
          `${p.ltiRetentionDays} Tage nach dem Start; in einem Wettbewerb mit den Daten des Wettbewerbs`,
        ],
        [
          "Verknüpfung einer Lehrkraft der Lernplattform mit ihrem Konto (Plattform-Kennung → Konto); eine offene Verknüpfung mit der E-Mail-Adresse, die die Plattform sendet",
          db,
          "Bis das Konto gelöscht wird; offene Verknüpfungen einen Tag nach ihrem Ablauf (1 Stunde)",
        ],
        [
          "SCORM-Starts: nur die Prüfsumme eines zufälligen Tokens, Spiel und Punktzahl, keine Personendaten",
          db,
          "Einen Tag nach ihrem Ablauf",
        ],
        [
          "Zähler gegen das Erraten von Codes und Passwörtern (mit IP-Adresse)",
          "Arbeitsspeicher oder Redis dieser Instanz",
          "Minuten bis höchstens 24 Stunden",
        ],
        [
          "KI-Chat: Nachrichten der Spielenden",
          p.aiHost ? `Weitergeleitet an ${p.aiHost}, ohne Namen und Codes` : "KI-Chat ist aus",
          "Von dieser Instanz nicht gespeichert",
        ],
      ],
      processors: [
        [
          "Dateispeicher (S3)",
          p.storageHost ?? "keiner – Dateien liegen auf dem Server dieser Instanz",
        ],
        ["E-Mail-Versand (SMTP)", p.mailHost ?? "keiner eingerichtet"],
        [
          "KI-Modell des Chats",
          p.aiChatEnabled && p.aiHost ? p.aiHost : "keines – KI-Chat ist aus",
        ],
      ],
    };
  return {
    stored: [
      [
        "Players' names (only the fields of the chosen mode: nickname, first name + initial, or first and last name) and their access codes",
        db,
        retention,
      ],
      [
        "Teams' game states, inputs, checked answers (wrong ones only as a checksum)",
        db,
        retention,
      ],
      ["Team cookie (a random token; stored only as a checksum)", `${db}, browser`, retention],
      [
        "Accounts: email address, display name, password (only as an Argon2 hash), roles, login sessions",
        db,
        "Until the account is deleted; sessions expire by themselves",
      ],
      [
        "Authors' games and uploaded files",
        `${db}; ${files}`,
        "Until they or the account are deleted",
      ],
      [
        "Access codes and payment references",
        db,
        "Codes are valid for one year; payment references until the manager deletes them",
      ],
      [
        "Log of privacy actions (account deletion, exports by admins, deletion of competition data): ids and counts only",
        db,
        "As long as the instance exists",
      ],
      [
        "Launches from a learning platform (LTI): the person's id on the platform (a pseudonym, no name), course and activity, scores sent and the platform's answers",
        db,
        `${p.ltiRetentionDays} days after the launch; in a competition, with the competition's data`,
      ],
      [
        "A learning platform's teacher linked to their account (platform id → account); a pending link with the e-mail address the platform sends",
        db,
        "Until the account is deleted; pending links a day after they expire (1 hour)",
      ],
      [
        "SCORM launches: only the checksum of a random token, the game and the score, no personal data",
        db,
        "A day after they expire",
      ],
      [
        "Counters against guessing codes and passwords (with IP address)",
        "This instance's memory or Redis",
        "Minutes, at most 24 hours",
      ],
      [
        "AI chat: players' messages",
        p.aiHost ? `Forwarded to ${p.aiHost}, without names and codes` : "AI chat is off",
        "Not stored by this instance",
      ],
    ],
    processors: [
      ["File storage (S3)", p.storageHost ?? "none – files are on this instance's server"],
      ["Sending mail (SMTP)", p.mailHost ?? "none configured"],
      ["The chat's AI model", p.aiChatEnabled && p.aiHost ? p.aiHost : "none – AI chat is off"],
    ],
  };
}

export default function PrivacyProcessing({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("shell");
  const locale = i18n.language === "en" ? "en" : "de";
  const { stored, processors } = rows(locale, loaderData);
  return (
    <>
      <title>{`${t("privacy.processing")} – Exitgame Studio`}</title>
      <SiteHeader />
      <Container size="3" px="4" py="7" asChild>
        <main data-testid="privacy-processing">
          <PrivacyNav current="/privacy/processing" />
          <Heading as="h1" size="7" mb="3">
            {t("privacy.processing")}
          </Heading>
          <Text as="p" size="3" mb="5">
            {t("privacy.processingIntro")}
          </Text>
          <Box mb="6">
            <Table.Root variant="surface" data-testid="processing-stored">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>{t("privacy.columns.what")}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t("privacy.columns.where")}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t("privacy.columns.howLong")}</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {stored.map(([what, where, howLong]) => (
                  <Table.Row key={what}>
                    <Table.RowHeaderCell>{what}</Table.RowHeaderCell>
                    <Table.Cell>{where}</Table.Cell>
                    <Table.Cell>{howLong}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Heading as="h2" size="5" mb="3">
            {t("privacy.processors")}
          </Heading>
          <Table.Root variant="surface" data-testid="processing-processors">
            <Table.Body>
              {processors.map(([service, host]) => (
                <Table.Row key={service}>
                  <Table.RowHeaderCell>{service}</Table.RowHeaderCell>
                  <Table.Cell>{host}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </main>
      </Container>
    </>
  );
}
