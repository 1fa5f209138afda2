import { Button, Card, Flex, Link, Text } from "@radix-ui/themes";
import { requestGraphQL } from "@exitgame/player/kit/graphql.server";
import {
  DATE_TIME_INPUT_PATTERN,
  formatDateTimeInput,
  parseDateTimeInput,
  useTimeZone,
  type Locale,
} from "@exitgame/player/kit";
import {
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type FormEvent,
} from "react";
import { useTranslation } from "react-i18next";
import { data, useFetcher, useNavigate } from "react-router";
import { requireRole } from "../../auth/guards.server";
import { saveCompetition, type CompetitionActionResult } from "../../competitions/actions.server";
import { ManagedCompetitionQuery, RetentionMaxQuery } from "../../competitions/documents";
import { PrivacyFields, retentionProblem, type NamingMode } from "../../competitions/PrivacyFields";
import { DateTimeField } from "../../competitions/DateTimeField";
import { GamePicker } from "../../competitions/GamePicker";
import { PageHeader } from "../../components/PageHeader";
import { useToast } from "../../components/Toaster";
import { Field, FormMessage } from "../../forms/Field";
import { useForm } from "../../forms/use-form";
import type { Message, Rules } from "../../forms/validation";
import { ScormDialog } from "../../scorm/ScormDialog";
import type { Route } from "./+types/competition-form";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "COMPETITION_MANAGER");
  const id = params.competitionId;
  if (!id) {
    const { retentionMaxDays } = await requestGraphQL(request, RetentionMaxQuery, {});
    return { competition: null, retentionMaxDays };
  }
  const result = /^[0-9a-f-]{36}$/i.test(id)
    ? await requestGraphQL(request, ManagedCompetitionQuery, { id }).catch(() => null)
    : null;
  const competition = result?.managedCompetition;
  if (!competition) throw data(null, { status: 404 });
  return {
    retentionMaxDays: result.retentionMaxDays,
    competition: {
      ...competition,
      startDate: String(competition.startDate),
      endDate: String(competition.endDate),
    },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireRole(request, "COMPETITION_MANAGER");
  const result = await saveCompetition(
    request,
    await request.formData(),
    params.competitionId ?? null,
  );
  return data(result, { status: result.ok ? 200 : 400 });
}

type Values = { title: string; start: string; end: string; gameId: string; gameText: string };

const msg = (key: string): Message => ({ key: `competitions:validation.${key}` });

/**
 * The competition form's checks: the same rules and messages as the API. Dates are typed in the viewer's format
 * (de "24.11.2026 14:30", en "24/11/2026 2:30 PM") and mean that wall time in the viewer's zone.
 */
function rulesFor(read: (text: string) => Date | null): Rules<Values> {
  return {
    title: [(v) => (v.trim() ? undefined : msg("titleRequired"))],
    start: [(v) => (!v.trim() ? msg("startRequired") : read(v) ? undefined : msg("invalidDate"))],
    end: [
      (v) => (!v.trim() ? msg("endRequired") : read(v) ? undefined : msg("invalidDate")),
      (v, values) => {
        const start = read(values.start);
        const end = read(v);
        return start && end && end <= start ? msg("endAfterStart") : undefined;
      },
    ],
    gameId: [
      (v, values) =>
        v.trim()
          ? /^\d+$/.test(v.trim())
            ? undefined
            : msg("gameIdNumber")
          : values.gameText.trim()
            ? msg("gameChoose")
            : msg("gameIdRequired"),
    ],
  };
}

const subscribe = () => () => {};
/** True once hydrated: the form shows times in the browser's own time zone. */
function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

function CompetitionForm({
  competition,
  retentionMaxDays,
}: {
  competition: Route.ComponentProps["loaderData"]["competition"];
  retentionMaxDays: number;
}) {
  const { t, i18n } = useTranslation("competitions");
  const locale: Locale = i18n.language === "en" ? "en" : "de";
  const zone = useTimeZone();
  const read = useCallback(
    (text: string) => parseDateTimeInput(text, locale, zone),
    [locale, zone],
  );
  const rules = useMemo(() => rulesFor(read), [read]);
  const fetcher = useFetcher<CompetitionActionResult>();
  const navigate = useNavigate();
  const toast = useToast();
  const result = fetcher.data;
  const failure = useMemo(
    () =>
      result && !result.ok
        ? {
            ok: false as const,
            message: result.fields
              ? undefined
              : { key: "competitions:form.apiError", params: { message: result.error } },
            fields: Object.fromEntries(
              Object.entries(result.fields ?? {}).map(([field, message]) => [
                field === "startDate" ? "start" : field === "endDate" ? "end" : field,
                { key: "competitions:form.apiError", params: { message } },
              ]),
            ),
          }
        : undefined,
    [result],
  );
  const form = useForm<Values>({
    initial: {
      title: competition?.title ?? "",
      start: competition ? formatDateTimeInput(competition.startDate, locale, zone) : "",
      end: competition ? formatDateTimeInput(competition.endDate, locale, zone) : "",
      gameId: competition ? String(competition.game.id) : "",
      gameText: competition ? competition.game.title : "",
    },
    rules,
    failure,
  });
  useEffect(() => {
    if (fetcher.state !== "idle" || !result?.ok) return;
    toast({ text: t(competition ? "form.saved" : "form.created"), tone: "success" });
    void navigate("/dashboard/competitions");
  }, [fetcher.state, result, competition, navigate, toast, t]);
  const [naming, setNaming] = useState<NamingMode>(
    competition?.participantNaming ?? "FIRST_NAME_INITIAL",
  );
  const [retention, setRetention] = useState(
    String(competition?.retentionDays ?? Math.min(30, retentionMaxDays)),
  );
  const [retentionTouched, setRetentionTouched] = useState(false);
  const retentionBad = retentionProblem(retention, retentionMaxDays);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setRetentionTouched(true);
    if (retentionBad) {
      event.preventDefault();
      return;
    }
    form.onSubmit(event);
  };
  const serverFields = result && !result.ok ? result.fields : undefined;
  const iso = (v: string) => read(v)?.toISOString() ?? v;
  const pattern = DATE_TIME_INPUT_PATTERN[locale];
  return (
    <fetcher.Form method="post" noValidate onSubmit={submit} data-testid="competition-form">
      <input type="hidden" name="startDate" value={iso(form.values.start)} />
      <input type="hidden" name="endDate" value={iso(form.values.end)} />
      <Flex direction="column" gap="4">
        <Field
          label={t("form.title")}
          autoFocus
          {...form.field("title")}
          error={form.error("title")}
        />
        <Flex gap="4" wrap="wrap">
          {(["start", "end"] as const).map((name) => (
            <DateTimeField
              key={name}
              label={t(`form.${name}`)}
              {...form.field(name)}
              name={name}
              locale={locale}
              placeholder={pattern}
              hint={t("form.dateFormat", { pattern })}
              error={form.error(name)}
              onPick={(text) => form.setValues((current) => ({ ...current, [name]: text }))}
            />
          ))}
        </Flex>
        <Text size="1" color="gray">
          {t("form.timeZone", { zone })}
        </Text>
        <GamePicker
          label={t("form.game")}
          hint={t("form.gameHint")}
          gameId={form.values.gameId}
          text={form.values.gameText}
          onChange={({ gameId, text }) => {
            // Through the field's own handler: an edited field drops the API's old message.
            form.field("gameId").onChange({
              currentTarget: { value: gameId },
            } as ChangeEvent<HTMLInputElement>);
            form.setValues((current) => ({ ...current, gameText: text }));
          }}
          onBlur={form.field("gameId").onBlur}
          error={form.error("gameId")}
        />
        <PrivacyFields
          naming={naming}
          onNaming={setNaming}
          namingLocked={(competition?.teamCount ?? 0) > 0}
          namingError={serverFields?.participantNaming}
          retention={retention}
          onRetention={(value) => {
            setRetention(value);
            setRetentionTouched(true);
          }}
          retentionMax={retentionMaxDays}
          retentionError={
            retentionTouched && retentionBad
              ? t("privacy.retention.invalid", { max: retentionMaxDays })
              : serverFields?.retentionDays
          }
        />
        <FormMessage incomplete={form.incomplete} message={failure?.message} />
        <Flex gap="3" align="center">
          <Button type="submit" size="3" loading={fetcher.state !== "idle"}>
            {competition ? t("form.submitEdit") : t("form.submitCreate")}
          </Button>
          <Link href="/dashboard/competitions">{t("form.back")}</Link>
        </Flex>
      </Flex>
    </fetcher.Form>
  );
}

/** The competition's SCORM 1.2 package (for platforms without LTI), with what it does. */
function ScormCard({ competitionId }: { competitionId: string }) {
  const { t } = useTranslation("scorm");
  const [open, setOpen] = useState(false);
  return (
    <Card size="3">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Text as="p" size="2" color="gray" style={{ flex: "1 1 320px" }}>
          {t("download.relayed")}
        </Text>
        <Button variant="soft" onClick={() => setOpen(true)}>
          {t("download.menu")}
        </Button>
      </Flex>
      <ScormDialog
        kind="competition"
        id={competitionId}
        server={typeof window === "undefined" ? "" : window.location.origin}
        open={open}
        onOpenChange={setOpen}
      />
    </Card>
  );
}

export default function CompetitionFormPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("competitions");
  const hydrated = useHydrated();
  const heading = loaderData.competition ? t("form.editTitle") : t("form.createTitle");
  return (
    <Flex direction="column" gap="4" p="5" style={{ maxWidth: 720 }}>
      <title>{`${heading} – Exitgame Studio`}</title>
      <PageHeader title={heading} />
      <Card size="4">
        {hydrated ? (
          <CompetitionForm
            competition={loaderData.competition}
            retentionMaxDays={loaderData.retentionMaxDays}
          />
        ) : null}
      </Card>
      {loaderData.competition ? <ScormCard competitionId={loaderData.competition.id} /> : null}
    </Flex>
  );
}
