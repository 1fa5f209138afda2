import { Button, Flex } from "@radix-ui/themes";
import { requestGraphQL } from "@exitgame/player/kit/graphql.server";
import { useTranslation } from "react-i18next";
import { data, Form, redirect, useActionData } from "react-router";
import { runMutation } from "../../auth/api.server";
import { ResetPasswordMutation, ResetTokenValidQuery } from "../../auth/mutations";
import { FormMessage, NewPasswordFields } from "../../forms/Field";
import { invalidInput, toActionFailure } from "../../forms/failure.server";
import { useForm, type ActionFailure } from "../../forms/use-form";
import { formValues, newPassword, required, sameAs, type Rules } from "../../forms/validation";
import { AuthCard } from "./AuthCard";
import type { Route } from "./+types/reset-password";

type Values = { password: string; confirmPassword: string };
const rules: Rules<Values> = {
  password: [required, newPassword],
  confirmPassword: [required, sameAs<Values>("password")],
};

const PATH = "/auth/reset-password";
const COOKIE = "reset_token";

function readToken(request: Request): string | undefined {
  const header = request.headers.get("Cookie") ?? "";
  return /(?:^|;\s*)reset_token=([a-z2-7]{32})(?:;|$)/.exec(header)?.[1];
}

function tokenCookie(request: Request, token: string, maxAge: number): string {
  const secure = request.headers.get("X-Forwarded-Proto") === "https" ? "; Secure" : "";
  // Path /auth, not the page's path: React Router's data requests go to /auth/reset-password.data.
  return `${COOKIE}=${token}; Path=/auth; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

async function tokenValid(request: Request, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  try {
    return (await requestGraphQL(request, ResetTokenValidQuery, { token })).passwordResetTokenValid;
  } catch {
    return false;
  }
}

/**
 * [reset-password]: the mailed link (?token=…) is checked, its token moved into a short-lived
 * HttpOnly cookie and the address bar cleaned, so that the token does not stay in the history
 * or leak through a Referer. Without a usable token, back to "forgot password".
 */
export async function loader({ request }: Route.LoaderArgs) {
  const fromLink = new URL(request.url).searchParams.get("token");
  if (fromLink !== null) {
    if (!(await tokenValid(request, fromLink)))
      throw redirect("/auth/forgot-password?reason=expired");
    throw redirect(PATH, { headers: { "Set-Cookie": tokenCookie(request, fromLink, 3600) } });
  }
  if (!(await tokenValid(request, readToken(request))))
    throw redirect("/auth/forgot-password?reason=expired");
  return null;
}

export function headers() {
  return { "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" };
}

export async function action({ request }: Route.ActionArgs) {
  const values = formValues(await request.formData(), ["password", "confirmPassword"] as const);
  const invalid = invalidInput(rules, values, []);
  if (invalid) return data(invalid, { status: 400 });
  const token = readToken(request);
  if (!token) throw redirect("/auth/forgot-password?reason=expired");
  const result = await runMutation(request, ResetPasswordMutation, {
    token,
    password: values.password,
  });
  if (!result.ok) {
    if (result.failure.code === "INVALID_RESET_TOKEN")
      throw redirect("/auth/forgot-password?reason=expired");
    return data(toActionFailure(result.failure, {}), { status: 400 });
  }
  result.headers.append("Set-Cookie", tokenCookie(request, "", 0));
  throw redirect("/auth/login?notice=reset", { headers: result.headers });
}

export default function ResetPassword() {
  const { t } = useTranslation("editor");
  const failure = useActionData<typeof action>() as ActionFailure | undefined;
  const form = useForm<Values>({ initial: { password: "", confirmPassword: "" }, rules, failure });
  return (
    <AuthCard title={t("auth.reset.title")} subtitle={t("auth.reset.subtitle")}>
      <Form method="post" noValidate onSubmit={form.onSubmit} aria-label={t("auth.reset.title")}>
        <Flex direction="column" gap="4">
          <NewPasswordFields
            label={t("auth.newPassword")}
            autoFocus
            password={{ ...form.field("password"), error: form.error("password") }}
            confirm={{ ...form.field("confirmPassword"), error: form.error("confirmPassword") }}
          />
          <FormMessage incomplete={form.incomplete} message={form.failureMessage} />
          <Button type="submit" size="3" loading={form.submitting}>
            {t("auth.reset.submit")}
          </Button>
        </Flex>
      </Form>
    </AuthCard>
  );
}
