/**
 * An account's own data (issue 27): download everything stored about it (JSON) and delete it,
 * after being told exactly what happens to its games and competitions. Used on the profile
 * page (the viewer's account) and in the admin area (any user's, audited by the API).
 * Talks to /graphql from the browser (same origin, the session cookie).
 */
import {
  AlertDialog,
  Button,
  Callout,
  Card,
  Flex,
  Heading,
  RadioGroup,
  Text,
  TextField,
} from "@radix-ui/themes";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";

interface Plan {
  deletedGames: { id: number; title: string }[];
  gamesUsedByOthers: { id: number; title: string; competitions: string[] }[];
  competitions: { id: string; title: string }[];
  runningCompetitions: string[];
  assets: number;
}

async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch("/graphql", {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", "x-graphql-yoga-csrf": "1" },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(body.errors?.[0]?.message ?? "error");
  return body.data;
}

const PLAN = `query AccountDeletionPlan($u: ID) { accountDeletionPlan(userId: $u) {
  deletedGames { id title } gamesUsedByOthers { id title competitions }
  competitions { id title } runningCompetitions assets } }`;

function TitleList({ items, testId }: { items: string[]; testId: string }) {
  return (
    <ul data-testid={testId} style={{ margin: "0.25rem 0 0", paddingLeft: "1.25rem" }}>
      {items.map((item, i) => (
        <li key={`${i}-${item}`}>
          <Text size="2">{item}</Text>
        </li>
      ))}
    </ul>
  );
}

export function AccountData({
  userId,
  email,
  onDeleted,
}: {
  /** Another user's account (admins); the viewer's own when absent. */
  userId?: string;
  email: string;
  onDeleted(): void;
}) {
  const { t } = useTranslation("editor");
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [plan, setPlan] = useState<Plan | null>(null);
  const [choice, setChoice] = useState<"ANONYMIZE" | "TRANSFER">("ANONYMIZE");
  const [heir, setHeir] = useState("");
  const [confirm, setConfirm] = useState("");
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const variables = userId ? { u: userId } : {};

  const download = async () => {
    setError(null);
    try {
      const data = await graphql<{ exportMyData: unknown }>(
        "query ExportMyData($u: ID) { exportMyData(userId: $u) }",
        variables,
      );
      const url = URL.createObjectURL(
        new Blob([JSON.stringify(data.exportMyData, null, 2)], { type: "application/json" }),
      );
      const a = document.createElement("a");
      a.href = url;
      a.download = `account-data-${email.replace(/[^\p{L}\p{N}]+/gu, "-")}.json`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  const openDialog = async () => {
    setError(null);
    setDialogError(null);
    setConfirm("");
    try {
      setPlan((await graphql<{ accountDeletionPlan: Plan }>(PLAN, variables)).accountDeletionPlan);
      setOpen(true);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  const remove = async () => {
    setBusy(true);
    setDialogError(null);
    try {
      await graphql(
        "mutation DeleteMyAccount($i: DeleteAccountInput!) { deleteMyAccount(input: $i) }",
        {
          i: {
            ...(userId ? { userId } : {}),
            confirmEmail: confirm,
            ...(plan?.gamesUsedByOthers.length
              ? {
                  gamesUsedByOthers: choice,
                  ...(choice === "TRANSFER" ? { transferToEmail: heir } : {}),
                }
              : {}),
          },
        },
      );
      setOpen(false);
      onDeleted();
    } catch (failure) {
      setDialogError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const blocked = (plan?.runningCompetitions.length ?? 0) > 0;
  return (
    <Card size="3" data-testid="account-data">
      <Flex direction="column" gap="3">
        <div>
          <Heading as="h2" size="4">
            {t("privacy.account.title")}
          </Heading>
          <Text size="2" color="gray">
            {t("privacy.account.text")}
          </Text>
        </div>
        <Flex gap="3" wrap="wrap">
          <Button variant="soft" onClick={() => void download()} data-testid="export-my-data">
            {t("privacy.account.download")}
          </Button>
          <Button
            color="red"
            variant="soft"
            onClick={() => void openDialog()}
            data-testid="delete-account"
          >
            {t("privacy.account.delete")}
          </Button>
        </Flex>
        {error ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{error}</Callout.Text>
          </Callout.Root>
        ) : null}
      </Flex>
      <AlertDialog.Root open={open} onOpenChange={setOpen}>
        <AlertDialog.Content maxWidth="560px" data-testid="delete-account-dialog">
          <AlertDialog.Title>{t("privacy.account.confirmTitle", { email })}</AlertDialog.Title>
          <AlertDialog.Description size="2">
            {t("privacy.account.confirmText")}
          </AlertDialog.Description>
          {plan ? (
            <Flex direction="column" gap="3" mt="3">
              {blocked ? (
                <Callout.Root color="red" role="alert">
                  <Callout.Text>
                    {t("privacy.account.running")}
                    <TitleList items={plan.runningCompetitions} testId="plan-running" />
                  </Callout.Text>
                </Callout.Root>
              ) : null}
              <Text size="2">
                {plan.deletedGames.length
                  ? t("privacy.account.gamesDeleted", { count: plan.deletedGames.length })
                  : t("privacy.account.noGames")}
              </Text>
              {plan.deletedGames.length ? (
                <TitleList items={plan.deletedGames.map((g) => g.title)} testId="plan-games" />
              ) : null}
              {plan.competitions.length ? (
                <>
                  <Text size="2">
                    {t("privacy.account.competitionsDeleted", {
                      count: plan.competitions.length,
                    })}
                  </Text>
                  <TitleList
                    items={plan.competitions.map((c) => c.title)}
                    testId="plan-competitions"
                  />
                </>
              ) : null}
              {plan.assets ? (
                <Text size="2">{t("privacy.account.assets", { count: plan.assets })}</Text>
              ) : null}
              {plan.gamesUsedByOthers.length ? (
                <fieldset className="eg-fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
                  <legend>
                    <Text size="2" weight="medium">
                      {t("privacy.account.usedByOthers", {
                        count: plan.gamesUsedByOthers.length,
                      })}
                    </Text>
                  </legend>
                  <TitleList
                    items={plan.gamesUsedByOthers.map(
                      (g) => `${g.title} (${g.competitions.join(", ")})`,
                    )}
                    testId="plan-used"
                  />
                  <RadioGroup.Root
                    value={choice}
                    onValueChange={(v) => setChoice(v as "ANONYMIZE" | "TRANSFER")}
                    mt="2"
                  >
                    <RadioGroup.Item value="ANONYMIZE">
                      {t("privacy.account.anonymize")}
                    </RadioGroup.Item>
                    <RadioGroup.Item value="TRANSFER">
                      {t("privacy.account.transfer")}
                    </RadioGroup.Item>
                  </RadioGroup.Root>
                  {choice === "TRANSFER" ? (
                    <Flex direction="column" gap="1" mt="2">
                      <Text as="label" size="2" htmlFor={`${id}-heir`}>
                        {t("privacy.account.transferTo")}
                      </Text>
                      <TextField.Root
                        id={`${id}-heir`}
                        type="email"
                        value={heir}
                        onChange={(e) => setHeir(e.target.value)}
                        autoComplete="off"
                      />
                    </Flex>
                  ) : null}
                </fieldset>
              ) : null}
              <Flex direction="column" gap="1">
                <Text as="label" size="2" weight="medium" htmlFor={`${id}-confirm`}>
                  {t("privacy.account.confirmEmail", { email })}
                </Text>
                <TextField.Root
                  id={`${id}-confirm`}
                  type="email"
                  value={confirm}
                  onChange={(e) => {
                    setConfirm(e.target.value);
                    setDialogError(null);
                  }}
                  autoComplete="off"
                  data-testid="delete-account-email"
                />
              </Flex>
              {dialogError ? (
                <Callout.Root color="red" role="alert" data-testid="delete-account-error">
                  <Callout.Text>{dialogError}</Callout.Text>
                </Callout.Root>
              ) : null}
            </Flex>
          ) : null}
          <Flex gap="3" mt="4" justify="end">
            <AlertDialog.Cancel>
              <Button variant="soft" color="gray">
                {t("privacy.account.cancel")}
              </Button>
            </AlertDialog.Cancel>
            <Button
              color="red"
              loading={busy}
              disabled={blocked || !confirm.trim()}
              onClick={() => void remove()}
              data-testid="delete-account-confirm"
            >
              {t("privacy.account.confirm")}
            </Button>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </Card>
  );
}
