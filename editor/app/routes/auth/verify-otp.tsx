import { Button, Flex, Link, Separator, Text } from "@radix-ui/themes";
import { useTranslation } from "react-i18next";
import { data, Form, redirect, useActionData, useNavigation } from "react-router";
import { runMutation } from "../../auth/api.server";
import { getViewer, safeRedirect } from "../../auth/guards.server";
import {
  ConfirmRegistrationMutation,
  ResendCodeMutation,
  ResendRegistrationCodeMutation,
  VerifyEmailMutation,
} from "../../auth/mutations";
import { pendingEmailCookie, readPendingEmail } from "../../auth/pending-registration.server";
import { Field, FormMessage, Notice } from "../../forms/Field";
import { failureMessage, invalidInput, toActionFailure } from "../../forms/failure.server";
import { useForm, type ActionFailure } from "../../forms/use-form";
import { formValues, otpCode, required, type Rules } from "../../forms/validation";
import { AuthCard } from "./AuthCard";
import type { Route } from "./+types/verify-otp";

type Values = { code: string };
const rules: Rules<Values> = { code: [required, otpCode] };

/**
 * [otp]: a logged-in user whose address is not verified yet, or a registration waiting for its
 * code (no session until the code confirms it; see pending-registration.server.ts).
 */
async function otpMode(
  request: Request,
): Promise<{ mode: "session" | "registration"; email: string; verified: boolean } | null> {
  const viewer = await getViewer(request);
  if (viewer) return { mode: "session", email: viewer.email, verified: viewer.emailVerified };
  const pending = readPendingEmail(request);
  return pending ? { mode: "registration", email: pending, verified: false } : null;
}

export async function loader({ request }: Route.LoaderArgs) {
  const who = await otpMode(request);
  if (!who) throw redirect("/auth/login");
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "");
  if (who.verified) throw redirect(redirectTo || "/dashboard");
  return { email: who.email, redirectTo, mode: who.mode };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const values = formValues(form, ["code", "intent", "redirectTo"] as const);
  const who = await otpMode(request);
  if (!who) throw redirect("/auth/login");
  if (values.intent === "resend") {
    const result =
      who.mode === "registration"
        ? await runMutation(request, ResendRegistrationCodeMutation, { email: who.email })
        : await runMutation(request, ResendCodeMutation, {});
    if (!result.ok)
      return data(
        { ok: false as const, message: failureMessage(result.failure) } satisfies ActionFailure,
        { status: 400 },
      );
    return { ok: true as const, resent: true };
  }
  const invalid = invalidInput(rules, values, []);
  if (invalid) return data(invalid, { status: 400 });
  const code = values.code.replace(/\s+/g, "");
  const result =
    who.mode === "registration"
      ? await runMutation(request, ConfirmRegistrationMutation, { email: who.email, code })
      : await runMutation(request, VerifyEmailMutation, { code });
  if (!result.ok) {
    const failure = toActionFailure(result.failure, {});
    // An expired code is no typing mistake: its message goes above the button, next to "send a new code".
    return data(
      result.failure.code === "CODE_EXPIRED"
        ? { ok: false as const, message: failureMessage(result.failure) }
        : failure,
      { status: 400 },
    );
  }
  const target = safeRedirect(values.redirectTo);
  if (who.mode === "registration")
    result.headers.append("Set-Cookie", pendingEmailCookie(request, null));
  throw redirect(target === "/dashboard" ? "/dashboard?welcome=1" : target, {
    headers: result.headers,
  });
}

export default function VerifyOtp({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("editor");
  const actionData = useActionData<typeof action>();
  const failure = actionData && !actionData.ok ? (actionData as ActionFailure) : undefined;
  const form = useForm<Values>({ initial: { code: "" }, rules, failure });
  const navigation = useNavigation();
  const intent = navigation.formData?.get("intent");
  return (
    <AuthCard
      title={t("auth.verify.title")}
      subtitle={t(
        loaderData.mode === "registration"
          ? "auth.verify.subtitleRegistration"
          : "auth.verify.subtitle",
        { email: loaderData.email },
      )}
      footer={
        loaderData.mode === "registration" ? (
          <Link href="/auth/register">{t("auth.verify.otherAddress")}</Link>
        ) : (
          <Form method="post" action="/auth/logout" style={{ display: "inline" }}>
            <Button type="submit" variant="ghost" size="2">
              {t("auth.verify.otherAccount")}
            </Button>
          </Form>
        )
      }
    >
      <Form method="post" noValidate onSubmit={form.onSubmit} aria-label={t("auth.verify.title")}>
        <input type="hidden" name="intent" value="verify" />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <Flex direction="column" gap="4">
          {actionData?.ok && actionData.resent && <Notice>{t("auth.verify.resent")}</Notice>}
          <div className="otp-input">
            <Field
              label={t("auth.verify.code")}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={7}
              autoFocus
              placeholder="000000"
              {...form.field("code")}
              error={form.error("code")}
            />
          </div>
          <FormMessage incomplete={form.incomplete} message={form.failureMessage} />
          <Button type="submit" size="3" loading={form.submitting && intent === "verify"}>
            {t("auth.verify.submit")}
          </Button>
        </Flex>
      </Form>
      <Separator size="4" />
      <Flex direction="column" gap="2" align="start">
        <Text size="2" color="gray">
          {t("auth.verify.noMail")}
        </Text>
        <Form method="post">
          <input type="hidden" name="intent" value="resend" />
          <Button
            type="submit"
            variant="soft"
            loading={navigation.state !== "idle" && intent === "resend"}
          >
            {t("auth.verify.resend")}
          </Button>
        </Form>
      </Flex>
    </AuthCard>
  );
}
