import { Button, Flex, Link, Text } from "@radix-ui/themes";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, redirect, useActionData } from "react-router";
import { runMutation } from "../../auth/api.server";
import { requireGuest, safeRedirect } from "../../auth/guards.server";
import { LoginMutation } from "../../auth/mutations";
import { readPopupFlag, setPopupFlag } from "../../auth/session";
import { useSession } from "../../auth/SessionProvider";
import { Field, FormMessage, Notice } from "../../forms/Field";
import { failureMessage, invalidInput, toActionFailure } from "../../forms/failure.server";
import { useForm, type ActionFailure } from "../../forms/use-form";
import { email, formValues, required, type Rules } from "../../forms/validation";
import { InviteNotice } from "../../games/InviteNotice";
import { inviteLink, invitePath } from "../../games/invite-link.server";
import { AuthCard } from "./AuthCard";
import type { Route } from "./+types/login";

type Values = { email: string; password: string; code: string };
const rules: Rules<Values> = { email: [required, email], password: [required] };
/** Answers after which the form asks for the code mailed to a locked account (issue 8 item 10). */
const CODE_CODES = new Set(["LOGIN_CODE_REQUIRED", "LOGIN_CODE_INVALID"]);

export function meta() {
  return [{ title: "Exitgame Studio" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireGuest(request);
  const url = new URL(request.url);
  // From an invitation's link: the invited address filled in, back to the link afterwards.
  const invite = await inviteLink(request, url.searchParams.get("invite"));
  return {
    redirectTo: invite
      ? invitePath(invite.token)
      : safeRedirect(url.searchParams.get("redirectTo"), ""),
    invite,
    popup: url.searchParams.get("popup") === "1",
    notice: url.searchParams.get("notice"),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const values = formValues(form, ["email", "password", "code", "redirectTo", "popup"] as const);
  const invalid = invalidInput(rules, values, ["email"]);
  if (invalid) return data(invalid, { status: 400 });
  const code = values.code.replace(/\s+/g, "");
  const result = await runMutation(request, LoginMutation, {
    email: values.email,
    password: values.password,
    code: code || null,
  });
  if (!result.ok) {
    const needsCode = CODE_CODES.has(result.failure.code);
    const failure = toActionFailure(result.failure, { email: values.email });
    // The message goes above the button (not on a field): it is about the account, not one input.
    return data(
      needsCode
        ? { ...failure, fields: {}, message: failureMessage(result.failure), needsCode }
        : failure,
      { status: 400 },
    );
  }
  if (values.popup === "1")
    return data({ ok: true as const, popupDone: true }, { headers: result.headers });
  const target = result.data.login.viewer.emailVerified
    ? safeRedirect(values.redirectTo)
    : `/auth/verify-otp${values.redirectTo ? `?redirectTo=${encodeURIComponent(safeRedirect(values.redirectTo))}` : ""}`;
  throw redirect(target, { headers: result.headers });
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("editor");
  const actionData = useActionData<typeof action>();
  const failure = actionData && !actionData.ok ? (actionData as ActionFailure) : undefined;
  const popupDone = actionData?.ok === true && actionData.popupDone;
  const { user } = useSession();
  const form = useForm<Values>({
    initial: { email: loaderData.invite?.email ?? "", password: "", code: "" },
    rules,
    failure,
  });
  const needsCode = Boolean(failure && "needsCode" in failure && failure.needsCode);

  // The popup tells the main window through a temporary storage flag, then closes.
  useEffect(() => {
    if (!loaderData.popup) return;
    if (popupDone) {
      setPopupFlag();
      window.close();
    } else if (readPopupFlag() && !user) {
      window.close();
    }
  }, [loaderData.popup, popupDone, user]);

  const registerHref = loaderData.invite
    ? `/auth/register?invite=${encodeURIComponent(loaderData.invite.token)}`
    : `/auth/register${loaderData.redirectTo ? `?redirectTo=${encodeURIComponent(loaderData.redirectTo)}` : ""}`;
  return (
    <AuthCard
      title={t("auth.login.title")}
      subtitle={t("auth.login.subtitle")}
      footer={
        loaderData.popup ? undefined : (
          <>
            {t("auth.login.noAccount")} <Link href={registerHref}>{t("auth.login.register")}</Link>
          </>
        )
      }
    >
      {popupDone ? (
        <Notice>{t("auth.login.popupDone")}</Notice>
      ) : (
        <Form method="post" noValidate onSubmit={form.onSubmit} aria-label={t("auth.login.title")}>
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          {loaderData.popup && <input type="hidden" name="popup" value="1" />}
          <Flex direction="column" gap="4">
            {loaderData.invite && <InviteNotice invite={loaderData.invite} mode="login" />}
            {loaderData.notice === "reset" && <Notice>{t("auth.login.resetDone")}</Notice>}
            {loaderData.notice === "logout" && (
              <Notice color="blue">{t("auth.login.loggedOut")}</Notice>
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
            <Flex direction="column" gap="2">
              <Field
                label={t("auth.password")}
                type="password"
                autoComplete="current-password"
                {...form.field("password")}
                error={form.error("password")}
              />
              <Text size="2" align="right">
                <Link href="/auth/forgot-password">{t("auth.login.forgot")}</Link>
              </Text>
            </Flex>
            {needsCode && (
              <div className="otp-input">
                <Field
                  label={t("auth.login.code")}
                  hint={t("auth.login.codeHint")}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  maxLength={7}
                  placeholder="000000"
                  {...form.field("code")}
                />
              </div>
            )}
            <FormMessage incomplete={form.incomplete} message={form.failureMessage} />
            <Button type="submit" size="3" loading={form.submitting}>
              {t("auth.login.submit")}
            </Button>
          </Flex>
        </Form>
      )}
    </AuthCard>
  );
}
