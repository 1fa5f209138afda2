import { Button, Flex, Link } from "@radix-ui/themes";
import { useTranslation } from "react-i18next";
import { data, Form, redirect, useActionData } from "react-router";
import { runMutation } from "../../auth/api.server";
import { requireGuest, safeRedirect } from "../../auth/guards.server";
import { pendingEmailCookie } from "../../auth/pending-registration.server";
import { RegisterMutation } from "../../auth/mutations";
import { Field, NewPasswordFields, FormMessage } from "../../forms/Field";
import { invalidInput, toActionFailure } from "../../forms/failure.server";
import { useForm, type ActionFailure } from "../../forms/use-form";
import {
  displayName,
  email,
  formValues,
  newPassword,
  required,
  sameAs,
  type Rules,
} from "../../forms/validation";
import { InviteNotice } from "../../games/InviteNotice";
import { inviteLink, invitePath } from "../../games/invite-link.server";
import { AuthCard } from "./AuthCard";
import type { Route } from "./+types/register";

type Values = { displayName: string; email: string; password: string; confirmPassword: string };
const rules: Rules<Values> = {
  displayName: [required, displayName],
  email: [required, email],
  password: [required, newPassword],
  confirmPassword: [required, sameAs<Values>("password")],
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireGuest(request);
  const url = new URL(request.url);
  // From an invitation's link: the invited address filled in; once confirmed, back to the link
  // (which accepts the invitation and opens the game).
  const invite = await inviteLink(request, url.searchParams.get("invite"));
  return {
    redirectTo: invite
      ? invitePath(invite.token)
      : safeRedirect(url.searchParams.get("redirectTo"), ""),
    invite,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const values = formValues(form, [
    "displayName",
    "email",
    "password",
    "confirmPassword",
    "redirectTo",
  ] as const);
  const keep = { displayName: values.displayName, email: values.email };
  const invalid = invalidInput(rules, values, ["displayName", "email"]);
  if (invalid) return data(invalid, { status: 400 });
  const result = await runMutation(request, RegisterMutation, {
    email: values.email,
    password: values.password,
    displayName: values.displayName,
  });
  if (!result.ok) return data(toActionFailure(result.failure, keep), { status: 400 });
  const next = values.redirectTo
    ? `?redirectTo=${encodeURIComponent(safeRedirect(values.redirectTo))}`
    : "";
  // No session yet: the code mailed to the address confirms it (and logs in), on the next page.
  throw redirect(`/auth/verify-otp${next}`, {
    headers: { "Set-Cookie": pendingEmailCookie(request, values.email) },
  });
}

export default function Register({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("editor");
  const failure = useActionData<typeof action>() as ActionFailure | undefined;
  const form = useForm<Values>({
    initial: {
      displayName: "",
      email: loaderData.invite?.email ?? "",
      password: "",
      confirmPassword: "",
    },
    rules,
    failure,
  });
  return (
    <AuthCard
      title={t("auth.register.title")}
      subtitle={t("auth.register.subtitle")}
      footer={
        <>
          {t("auth.register.haveAccount")}{" "}
          <Link
            href={
              loaderData.invite
                ? `/auth/login?invite=${encodeURIComponent(loaderData.invite.token)}`
                : "/auth/login"
            }
          >
            {t("auth.register.login")}
          </Link>
        </>
      }
    >
      <Form method="post" noValidate onSubmit={form.onSubmit} aria-label={t("auth.register.title")}>
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <Flex direction="column" gap="4">
          {loaderData.invite && <InviteNotice invite={loaderData.invite} mode="register" />}
          <Field
            label={t("auth.displayName")}
            autoComplete="name"
            placeholder={t("auth.displayNamePlaceholder")}
            autoFocus
            {...form.field("displayName")}
            error={form.error("displayName")}
          />
          <Field
            label={t("auth.email")}
            type="email"
            autoComplete="email"
            inputMode="email"
            {...form.field("email")}
            error={form.error("email")}
          />
          <NewPasswordFields
            label={t("auth.password")}
            password={{ ...form.field("password"), error: form.error("password") }}
            confirm={{ ...form.field("confirmPassword"), error: form.error("confirmPassword") }}
          />
          <FormMessage incomplete={form.incomplete} message={form.failureMessage} />
          <Button type="submit" size="3" loading={form.submitting}>
            {t("auth.register.submit")}
          </Button>
        </Flex>
      </Form>
    </AuthCard>
  );
}
