import { Button, Callout, Card, Code, Flex, Heading, Text, TextArea } from "@radix-ui/themes";
import {
  fetchGraphQL,
  GraphQLRequestError,
  requestGraphQL,
} from "@exitgame/player/kit/graphql.server";
import { useTranslation } from "react-i18next";
import { data, useFetcher } from "react-router";
import { FramingQuery, SetFramingOriginsMutation } from "../../scorm/documents";
import type { Route } from "./+types/framing";

/** [login, admin] (the layout's loader guards; the API answers FORBIDDEN to anyone else). */
export async function loader({ request }: Route.LoaderArgs) {
  return requestGraphQL(request, FramingQuery, {});
}

type Result = { ok: true } | { ok: false; error: string };

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const origins = String(form.get("origins") ?? "").split(/\r?\n/);
  try {
    await fetchGraphQL(request, SetFramingOriginsMutation, { origins });
    return data<Result>({ ok: true });
  } catch (error) {
    // The API's message is already in the visitor's language.
    if (error instanceof GraphQLRequestError)
      return data<Result>({ ok: false, error: error.message }, { status: 400 });
    throw error;
  }
}

/** The admin's list of origins that may frame the play pages (SCORM launchers, LMS pages). */
export default function AdminFraming({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("scorm");
  const fetcher = useFetcher<Result>();
  const { origins, ltiOrigins } = loaderData.framing;
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <Card size="3">
      <Heading as="h2" size="4" mb="1">
        {t("framing.title")}
      </Heading>
      <Text as="p" size="2" color="gray" mb="4">
        {t("framing.text")}
      </Text>
      <fetcher.Form method="post">
        <Flex direction="column" gap="2">
          <Text as="label" size="2" weight="medium" htmlFor="framing-origins">
            {t("framing.label")}
          </Text>
          <TextArea
            id="framing-origins"
            name="origins"
            rows={5}
            defaultValue={origins.join("\n")}
            placeholder={t("framing.placeholder")}
            aria-describedby="framing-hint"
            style={{ fontFamily: "var(--code-font-family)" }}
          />
          <Text id="framing-hint" size="1" color="gray">
            {t("framing.hint")}
          </Text>
          {result && !result.ok ? (
            <Callout.Root color="red" role="alert" data-testid="framing-error">
              <Callout.Text>{result.error}</Callout.Text>
            </Callout.Root>
          ) : null}
          {result?.ok ? (
            <Callout.Root color="green" role="status" data-testid="framing-saved">
              <Callout.Text>{t("framing.saved")}</Callout.Text>
            </Callout.Root>
          ) : null}
          <Flex>
            <Button type="submit" loading={fetcher.state !== "idle"}>
              {t("framing.save")}
            </Button>
          </Flex>
        </Flex>
      </fetcher.Form>
      <Text as="p" size="2" mt="4">
        {ltiOrigins.length ? t("framing.lti") : t("framing.noLti")}
      </Text>
      {ltiOrigins.length ? (
        <Flex gap="2" wrap="wrap" mt="1">
          {ltiOrigins.map((origin) => (
            <Code key={origin} variant="soft">
              {origin}
            </Code>
          ))}
        </Flex>
      ) : null}
      <Text as="p" size="1" color="gray" mt="4">
        {t("framing.cookies")}
      </Text>
    </Card>
  );
}
