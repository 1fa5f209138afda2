import { Button, Card, Container, Flex, Heading, Text } from "@radix-ui/themes";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, useActionData, useNavigation, useRouteLoaderData } from "react-router";
import { runMutation } from "../../auth/api.server";
import { ChangePasswordMutation, UpdateProfileMutation } from "../../auth/mutations";
import type { SessionUser } from "../../auth/session";
import { PageHeader } from "../../components/PageHeader";
import { AccountData } from "../../privacy/AccountData";
import { Field, NewPasswordFields, FormMessage, Notice } from "../../forms/Field";
import { invalidInput, toActionFailure } from "../../forms/failure.server";
import { useForm, type ActionFailure } from "../../forms/use-form";
import {
  displayName,
  formValues,
  newPassword,
  required,
  sameAs,
  type Rules,
} from "../../forms/validation";
import type { Route } from "./+types/settings-profile";

/** One settings card: a form with its heading, a saved notice, the fields and its submit button. */
function SettingsSection(props: {
  intent: string;
  title: string;
  text: string;
  saved?: string;
  form: Pick<ReturnType<typeof useForm>, "onSubmit" | "incomplete" | "failureMessage">;
  submitLabel: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <Card size="3">
      <Form method="post" noValidate onSubmit={props.form.onSubmit} aria-label={props.title}>
        <input type="hidden" name="intent" value={props.intent} />
        <Flex direction="column" gap="4">
          <div>
            <Heading as="h2" size="4">
              {props.title}
            </Heading>
            <Text size="2" color="gray">
              {props.text}
            </Text>
          </div>
          {props.saved && <Notice>{props.saved}</Notice>}
          {props.children}
          <FormMessage incomplete={props.form.incomplete} message={props.form.failureMessage} />
          <Flex justify="end">
            <Button type="submit" loading={props.busy}>
              {props.submitLabel}
            </Button>
          </Flex>
        </Flex>
      </Form>
    </Card>
  );
}

type Profile = { displayName: string };
type Password = { currentPassword: string; newPassword: string; confirmPassword: string };
const profileRules: Rules<Profile> = { displayName: [required, displayName] };
const passwordRules: Rules<Password> = {
  currentPassword: [required],
  newPassword: [required, newPassword],
  confirmPassword: [required, sameAs<Password>("newPassword")],
};

type Result = (ActionFailure & { intent: string }) | { ok: true; intent: string };

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent"));
  if (intent === "profile") {
    const values = formValues(form, ["displayName"] as const);
    const invalid = invalidInput(profileRules, values, ["displayName"]);
    if (invalid) return data<Result>({ ...invalid, intent }, { status: 400 });
    const result = await runMutation(request, UpdateProfileMutation, {
      displayName: values.displayName,
    });
    if (!result.ok)
      return data<Result>({ ...toActionFailure(result.failure, values), intent }, { status: 400 });
    return data<Result>({ ok: true, intent });
  }
  const values = formValues(form, ["currentPassword", "newPassword", "confirmPassword"] as const);
  const invalid = invalidInput(passwordRules, values, []);
  if (invalid) return data<Result>({ ...invalid, intent: "password" }, { status: 400 });
  const result = await runMutation(request, ChangePasswordMutation, {
    currentPassword: values.currentPassword,
    newPassword: values.newPassword,
  });
  if (!result.ok)
    return data<Result>(
      { ...toActionFailure(result.failure, {}, { password: "newPassword" }), intent: "password" },
      { status: 400 },
    );
  // The API ended every session and opened a new one for this browser: pass its cookie on.
  return data<Result>({ ok: true, intent: "password" }, { headers: result.headers });
}

export default function SettingsProfile() {
  const { t } = useTranslation("editor");
  const { viewer } = useRouteLoaderData("routes/dashboard/layout") as { viewer: SessionUser };
  const result = useActionData<typeof action>() as Result | undefined;
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const failureOf = (intent: string) =>
    result && !result.ok && result.intent === intent ? (result as ActionFailure) : undefined;
  const profile = useForm<Profile>({
    initial: { displayName: viewer.displayName ?? "" },
    rules: profileRules,
    failure: failureOf("profile"),
  });
  const password = useForm<Password>({
    initial: { currentPassword: "", newPassword: "", confirmPassword: "" },
    rules: passwordRules,
    failure: failureOf("password"),
  });
  const done = (intent: string) => result?.ok === true && result.intent === intent;

  return (
    <Container size="2" px="5" py="7">
      <PageHeader title={t("settings.title")} />
      <Flex direction="column" gap="5">
        <SettingsSection
          intent="profile"
          title={t("settings.profile")}
          text={t("settings.profileText")}
          saved={done("profile") ? t("settings.profileSaved") : undefined}
          form={profile}
          submitLabel={t("settings.saveProfile")}
          busy={busy("profile")}
        >
          <Field
            label={t("auth.displayName")}
            autoComplete="name"
            {...profile.field("displayName")}
            error={profile.error("displayName")}
          />
          <Text size="2" color="gray">
            {t("auth.email")}: <strong>{viewer.email}</strong>
          </Text>
        </SettingsSection>
        <SettingsSection
          intent="password"
          title={t("settings.passwordTitle")}
          text={t("settings.passwordText")}
          saved={done("password") ? t("settings.passwordChanged") : undefined}
          form={password}
          submitLabel={t("settings.changePassword")}
          busy={busy("password")}
        >
          <Field
            label={t("settings.currentPassword")}
            type="password"
            autoComplete="current-password"
            {...password.field("currentPassword")}
            error={password.error("currentPassword")}
          />
          <NewPasswordFields
            label={t("auth.newPassword")}
            password={{ ...password.field("newPassword"), error: password.error("newPassword") }}
            confirm={{
              ...password.field("confirmPassword"),
              error: password.error("confirmPassword"),
            }}
          />
        </SettingsSection>
        <AccountData email={viewer.email} onDeleted={() => window.location.assign("/?deleted=1")} />
      </Flex>
    </Container>
  );
}
