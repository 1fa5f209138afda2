import { Button, Callout, Flex, Heading, IconButton, Text, TextField } from "@radix-ui/themes";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  competitionApi,
  CompetitionApiError,
  MAX_PLAYERS,
  normalizeCode,
  type CodeRefusal,
  type FieldProblem,
  type TeamSession,
} from "./api";
import { suggestNickname } from "./nicknames";
import "./competition.css";

/** How the competition names its players (the API's ParticipantNaming). */
export type NamingMode = "NICKNAME" | "FIRST_NAME_INITIAL" | "FULL_NAME";
type Field = "nickname" | "firstName" | "lastName" | "accessCode";
interface PlayerRow {
  nickname: string;
  firstName: string;
  lastName: string;
  accessCode: string;
}
/** i18n keys of the messages under a field, by player and field. */
type FieldErrors = Record<string, string>;
const fieldKey = (player: number, field: Field) => `${player}.${field}`;

const CODE_MESSAGES: Record<CodeRefusal["problem"] | "checkFailed", string> = {
  invalid: "competition.errors.invalidOrUsed",
  used: "competition.errors.invalidOrUsed",
  expired: "competition.errors.expired",
  checkFailed: "competition.errors.checkFailed",
};
const FIELD_MESSAGES: Record<FieldProblem["problem"], string> = {
  required: "competition.errors.required",
  tooLong: "competition.errors.tooLong",
  incomplete: "competition.errors.incomplete",
  duplicate: "competition.errors.duplicate",
};

/** The form-level message for a failed request (the registration errors). */
function failureKey(error: unknown): { key: string; message?: string } {
  if (error instanceof CompetitionApiError) {
    if (error.status === 429 || error.status === 409 || error.status === 404)
      return { key: "", message: error.message };
    if (error.status >= 500) return { key: "competition.errors.joinFailed" };
  }
  return { key: "competition.errors.unexpected" };
}

function InputField({
  label,
  value,
  onChange,
  onBlur,
  error,
  autoComplete,
  placeholder,
  testId,
  autoFocus,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  error?: string;
  autoComplete?: string;
  placeholder?: string;
  testId: string;
  autoFocus?: boolean;
}) {
  const id = useId();
  return (
    <Flex direction="column" gap="1" style={{ flex: 1, minWidth: 160 }}>
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <TextField.Root
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        autoComplete={autoComplete}
        placeholder={placeholder}
        autoFocus={autoFocus}
        size="3"
        color={error ? "red" : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={testId}
      />
      {error ? (
        <Text id={`${id}-error`} size="1" color="red" data-testid={`${testId}-error`}>
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}

/**
 * Registration of a team: 1 to 3 players, each with an access code and the name fields of the
 * competition's naming mode: a nickname (suggested, editable), or first and last name (of which
 * only the initial is kept in FIRST_NAME_INITIAL mode).
 */
export function RegistrationForm({
  competitionId,
  naming = "FIRST_NAME_INITIAL",
  onJoined,
  onShowLogin,
  initialCode = "",
}: {
  competitionId: string;
  naming?: NamingMode;
  onJoined(session: TeamSession): void;
  onShowLogin(): void;
  /** The first player's access code, from a join card's QR code (`?code=`); checked as typed ones. */
  initialCode?: string;
}) {
  const { t, i18n } = useTranslation("player");
  const locale = i18n.language === "en" ? "en" : "de";
  const nicknames = naming === "NICKNAME";
  const emptyRow = (taken: PlayerRow[] = []): PlayerRow => ({
    nickname: nicknames
      ? suggestNickname(
          locale,
          taken.map((r) => r.nickname),
        )
      : "",
    firstName: "",
    lastName: "",
    accessCode: "",
  });
  const [players, setPlayers] = useState<PlayerRow[]>(() => [
    { ...emptyRow(), accessCode: initialCode.slice(0, 40) },
  ]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<{ key: string; message?: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const setField = (index: number, field: Field, value: string) => {
    setPlayers((rows) => rows.map((r, i) => (i === index ? { ...r, [field]: value } : r)));
    setErrors(({ [fieldKey(index, field)]: _, ...rest }) => rest);
    setFormError(null);
  };

  const localErrors = (rows: PlayerRow[]): FieldErrors => {
    const out: FieldErrors = {};
    const codes = rows.map((r) => normalizeCode(r.accessCode));
    rows.forEach((row, i) => {
      if (nicknames) {
        if (!row.nickname.trim()) out[fieldKey(i, "nickname")] = FIELD_MESSAGES.required;
      } else {
        if (!row.firstName.trim()) out[fieldKey(i, "firstName")] = FIELD_MESSAGES.required;
        if (!row.lastName.trim()) out[fieldKey(i, "lastName")] = FIELD_MESSAGES.required;
      }
      if (!row.accessCode.trim()) out[fieldKey(i, "accessCode")] = FIELD_MESSAGES.required;
      else if (!codes[i]) out[fieldKey(i, "accessCode")] = FIELD_MESSAGES.incomplete;
      else if (codes.indexOf(codes[i]) < i)
        out[fieldKey(i, "accessCode")] = FIELD_MESSAGES.duplicate;
    });
    return out;
  };

  /** A complete code is checked when its field is left, so a typo shows before submitting. */
  const checkCode = async (index: number) => {
    const code = normalizeCode(players[index]!.accessCode);
    if (!code) return;
    try {
      const result = await competitionApi.checkAccessCode(competitionId, code);
      if (result !== "valid")
        setErrors((e) => ({ ...e, [fieldKey(index, "accessCode")]: CODE_MESSAGES[result] }));
    } catch {
      setErrors((e) => ({ ...e, [fieldKey(index, "accessCode")]: CODE_MESSAGES.checkFailed }));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = localErrors(players);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError({ key: "competition.errors.correctFields" });
      return;
    }
    setBusy(true);
    try {
      const session = await competitionApi.createSession(
        competitionId,
        players.map((p) =>
          nicknames
            ? { nickname: p.nickname.trim(), accessCode: normalizeCode(p.accessCode)! }
            : {
                firstName: p.firstName.trim(),
                lastName: p.lastName.trim(),
                accessCode: normalizeCode(p.accessCode)!,
              },
        ),
      );
      onJoined(session);
    } catch (error) {
      const server: FieldErrors = {};
      if (error instanceof CompetitionApiError) {
        for (const c of error.details?.codes ?? [])
          server[fieldKey(c.player, "accessCode")] = CODE_MESSAGES[c.problem];
        for (const f of error.details?.fields ?? [])
          server[fieldKey(f.player, f.field)] = FIELD_MESSAGES[f.problem];
      }
      if (Object.keys(server).length > 0) {
        setErrors(server);
        setFormError({ key: "competition.errors.correctFields" });
      } else {
        setFormError(failureKey(error));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="registration">
      <Flex direction="column" gap="4">
        <Heading as="h2" size="5">
          {t("competition.register.title")}
        </Heading>
        <Text color="gray" size="2">
          {t("competition.register.intro")}
        </Text>
        <Text size="2" data-testid="naming-notice">
          {t(`competition.register.naming.${naming}`)}{" "}
          <a href="/privacy">{t("competition.register.privacyLink")}</a>
        </Text>
        {players.map((row, i) => (
          <fieldset key={i} className="eg-team-player" data-testid={`player-${i + 1}`}>
            <Flex align="center" mb="2" asChild>
              <legend>
                <Text weight="bold">{t("competition.register.player", { n: i + 1 })}</Text>
                {players.length > 1 ? (
                  <IconButton
                    type="button"
                    variant="ghost"
                    color="gray"
                    aria-label={t("competition.register.removePlayer", { n: i + 1 })}
                    onClick={() => {
                      setPlayers((rows) => rows.filter((_, j) => j !== i));
                      setErrors({});
                    }}
                  >
                    ×
                  </IconButton>
                ) : null}
              </legend>
            </Flex>
            <Flex gap="3" wrap="wrap">
              {nicknames ? (
                <Flex direction="column" gap="1" style={{ flex: 1, minWidth: 200 }}>
                  <InputField
                    label={t("competition.register.nickname")}
                    value={row.nickname}
                    onChange={(v) => setField(i, "nickname", v)}
                    error={errors[fieldKey(i, "nickname")] && t(errors[fieldKey(i, "nickname")]!)}
                    autoComplete="off"
                    testId={`player-${i + 1}-nickname`}
                    autoFocus={i === 0}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="1"
                    style={{ alignSelf: "flex-start" }}
                    onClick={() =>
                      setField(
                        i,
                        "nickname",
                        suggestNickname(
                          locale,
                          players.map((r) => r.nickname),
                        ),
                      )
                    }
                    data-testid={`player-${i + 1}-suggest`}
                  >
                    {t("competition.register.suggest", { n: i + 1 })}
                  </Button>
                </Flex>
              ) : null}
              {nicknames ? null : (
                <>
                  <InputField
                    label={t("competition.register.firstName")}
                    value={row.firstName}
                    onChange={(v) => setField(i, "firstName", v)}
                    error={errors[fieldKey(i, "firstName")] && t(errors[fieldKey(i, "firstName")]!)}
                    autoComplete="off"
                    testId={`player-${i + 1}-firstName`}
                    autoFocus={i === 0}
                  />
                  <InputField
                    label={t("competition.register.lastName")}
                    value={row.lastName}
                    onChange={(v) => setField(i, "lastName", v)}
                    error={errors[fieldKey(i, "lastName")] && t(errors[fieldKey(i, "lastName")]!)}
                    autoComplete="off"
                    testId={`player-${i + 1}-lastName`}
                  />
                </>
              )}
              <InputField
                label={t("competition.register.accessCode")}
                value={row.accessCode}
                onChange={(v) => setField(i, "accessCode", v)}
                onBlur={() => void checkCode(i)}
                error={errors[fieldKey(i, "accessCode")] && t(errors[fieldKey(i, "accessCode")]!)}
                autoComplete="off"
                placeholder="ABCD-EFGH-JKMN"
                testId={`player-${i + 1}-accessCode`}
              />
            </Flex>
          </fieldset>
        ))}
        {players.length < MAX_PLAYERS ? (
          <Button
            type="button"
            variant="soft"
            onClick={() => setPlayers((rows) => [...rows, emptyRow(rows)])}
            data-testid="add-player"
          >
            {t("competition.register.addPlayer")}
          </Button>
        ) : null}
        {formError ? (
          <Callout.Root color="red" role="alert" data-testid="form-error">
            <Callout.Text>{formError.message ?? t(formError.key)}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Flex gap="3" align="center" wrap="wrap">
          <Button type="submit" size="3" loading={busy} data-testid="join">
            {t("competition.register.submit")}
          </Button>
          <Button type="button" variant="ghost" onClick={onShowLogin}>
            {t("competition.register.toLogin")}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

/** Login with one access code of a team that has registered: the team's game continues. */
export function LoginForm({
  competitionId,
  onJoined,
  onShowRegistration,
}: {
  competitionId: string;
  onJoined(session: TeamSession): void;
  onShowRegistration(): void;
}) {
  const { t } = useTranslation("player");
  const [code, setCode] = useState("");
  const [error, setError] = useState<{ key: string; message?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeCode(code);
    if (!normalized) {
      setError({ key: code.trim() ? FIELD_MESSAGES.incomplete : FIELD_MESSAGES.required });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onJoined(await competitionApi.resumeSession(competitionId, normalized));
    } catch (failure) {
      const refusal =
        failure instanceof CompetitionApiError ? failure.details?.codes?.[0] : undefined;
      setError(refusal ? { key: CODE_MESSAGES[refusal.problem] } : failureKey(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate data-testid="login">
      <Flex direction="column" gap="4">
        <Heading as="h2" size="5">
          {t("competition.login.title")}
        </Heading>
        <Text color="gray" size="2">
          {t("competition.login.intro")}
        </Text>
        <InputField
          label={t("competition.register.accessCode")}
          value={code}
          onChange={(v) => {
            setCode(v);
            setError(null);
          }}
          error={error ? (error.message ?? t(error.key)) : undefined}
          autoComplete="off"
          placeholder="ABCD-EFGH-JKMN"
          testId="login-accessCode"
          autoFocus
        />
        <Flex gap="3" align="center" wrap="wrap">
          <Button type="submit" size="3" loading={busy} data-testid="login-submit">
            {t("competition.login.submit")}
          </Button>
          <Button type="button" variant="ghost" onClick={onShowRegistration}>
            {t("competition.login.toRegistration")}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
