import { Button, Flex, Link, Text } from "@radix-ui/themes";
import { useTranslation } from "react-i18next";
import { data, Form, useActionData } from "react-router";
import { runMutation } from "../../auth/api.server";
import { RequestResetMutation } from "../../auth/mutations";
import { Field, FormMessage, Notice } from "../../forms/Field";
import { invalidInput, toActionFailure } from "../../forms/failure.server";
import { useForm, type ActionFailure } from "../../forms/use-form";
import { email, formValues, required, type Rules } from "../../forms/validation";
import { AuthCard } from "./AuthCard";
import type { Route } from "./+types/forgot-password";

type Values = { email: string };
const rules: Rules<Values> = { email: [required, email] };

export function loader({ request }: Route.LoaderArgs) {
  return { expired: new URL(request.url).searchParams.get("reason") === "expired" };
}

export async function action({ request }: Route.ActionArgs) {
  const values = formValues(await request.formData(), ["email"] as const);
  const invalid = invalidInput(rules, values, ["email"]);
  if (invalid) return data(invalid, { status: 400 });
  const result = await runMutation(request, RequestResetMutation, { email: values.email });
  if (!result.ok) return data(toActionFailure(result.failure, values), { status: 400 });
  return { ok: true as const, sentTo: values.email.trim() };
}

export default function ForgotPassword({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("editor");
  const actionData = useActionData<typeof action>();
  const failure = actionData && !actionData.ok ? (actionData as ActionFailure) : undefined;
  const form = useForm<Values>({ initial: { email: "" }, rules, failure });
  const back = <Link href="/auth/login">← {t("auth.forgot.back")}</Link>;
  if (actionData?.ok) {
    return (
      <AuthCard title={t("auth.forgot.sentTitle")} footer={back}>
        <Notice>{t("auth.forgot.sent", { email: actionData.sentTo })}</Notice>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("auth.forgot.title")} subtitle={t("auth.forgot.subtitle")} footer={back}>
      <Form method="post" noValidate onSubmit={form.onSubmit} aria-label={t("auth.forgot.title")}>
        <Flex direction="column" gap="4">
          {loaderData.expired && (
            <Notice color="amber">
              <Text>{t("auth.forgot.expiredLink")}</Text>
            </Notice>
          )}
          <Field
            label={t("auth.email")}
            type="email"
            autoComplete="email"
            inputMode="email"
            autoFocus
            {...form.field("email")}
            error={form.error("email")}
          />
          <FormMessage incomplete={form.incomplete} message={form.failureMessage} />
          <Button type="submit" size="3" loading={form.submitting}>
            {t("auth.forgot.submit")}
          </Button>
        </Flex>
      </Form>
    </AuthCard>
  );
}
