import { Button, Callout, Dialog, Flex, Text, TextArea, TextField } from "@radix-ui/themes";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";

export interface PlatformValues {
  id?: string;
  name: string;
  issuer: string;
  clientId: string;
  deploymentIds: string[];
  authLoginUrl: string;
  tokenUrl: string;
  jwksUrl: string;
}

/** What the /admin/lti action answers. */
export type LtiActionResult = { ok: true; notice: string } | { ok: false; error: string };

const URL_FIELDS = ["issuer", "authLoginUrl", "tokenUrl", "jwksUrl"] as const;

function LabelledField(props: {
  label: string;
  name: string;
  defaultValue: string;
  type?: "url" | "text";
  hint?: string;
}) {
  const id = useId();
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="medium" htmlFor={id}>
        {props.label}
      </Text>
      <TextField.Root
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        defaultValue={props.defaultValue}
        required
        aria-describedby={props.hint ? `${id}-hint` : undefined}
      />
      {props.hint && (
        <Text id={`${id}-hint`} size="1" color="gray">
          {props.hint}
        </Text>
      )}
    </Flex>
  );
}

/**
 * Registering or editing a platform: a dialog with the six values the LMS shows, deployment ids
 * one per line. The API checks them; its message (in the visitor's language) shows in the dialog.
 */
export function PlatformDialog({ platform }: { platform?: PlatformValues }) {
  const { t } = useTranslation("lti");
  const fetcher = useFetcher<LtiActionResult>();
  const [open, setOpen] = useState(false);
  const deploymentsId = useId();
  const result = fetcher.data;
  const saving = fetcher.state !== "idle";
  // The answer this dialog has already dealt with: a success closes it once; reopening shows
  // no earlier answer.
  const [seen, setSeen] = useState<LtiActionResult | undefined>();
  const fresh = fetcher.state === "idle" && result !== seen ? result : undefined;
  if (open && fresh?.ok) {
    setSeen(fresh);
    setOpen(false);
  }
  const onOpenChange = (next: boolean) => {
    if (next) setSeen(result);
    setOpen(next);
  };
  const values: PlatformValues = platform ?? {
    name: "",
    issuer: "",
    clientId: "",
    deploymentIds: [],
    authLoginUrl: "",
    tokenUrl: "",
    jwksUrl: "",
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger>
        {platform ? (
          <Button size="1" variant="soft">
            {t("platforms.edit")}
          </Button>
        ) : (
          <Button>{t("platforms.add")}</Button>
        )}
      </Dialog.Trigger>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>
          {platform ? t("platforms.editTitle", { name: platform.name }) : t("platforms.addTitle")}
        </Dialog.Title>
        <Dialog.Description size="2" mb="4" color="gray">
          {t("platforms.dialogText")}
        </Dialog.Description>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value={platform ? "update" : "create"} />
          {platform && <input type="hidden" name="id" value={platform.id} />}
          <Flex direction="column" gap="3">
            <LabelledField label={t("platforms.name")} name="name" defaultValue={values.name} />
            <LabelledField
              label={t("platforms.clientId")}
              name="clientId"
              defaultValue={values.clientId}
            />
            <Flex direction="column" gap="1">
              <Text as="label" size="2" weight="medium" htmlFor={deploymentsId}>
                {t("platforms.deploymentIds")}
              </Text>
              <TextArea
                id={deploymentsId}
                name="deploymentIds"
                rows={2}
                required
                defaultValue={values.deploymentIds.join("\n")}
                aria-describedby={`${deploymentsId}-hint`}
              />
              <Text id={`${deploymentsId}-hint`} size="1" color="gray">
                {t("platforms.deploymentIdsHint")}
              </Text>
            </Flex>
            {URL_FIELDS.map((field) => (
              <LabelledField
                key={field}
                label={t(`platforms.${field}`)}
                name={field}
                type="url"
                defaultValue={values[field]}
              />
            ))}
            {fresh && !fresh.ok && (
              <Callout.Root color="red" size="1" role="alert">
                <Callout.Text>{fresh.error}</Callout.Text>
              </Callout.Root>
            )}
          </Flex>
          <Flex gap="3" mt="5" justify="end">
            <Dialog.Close>
              <Button variant="soft" color="gray" type="button">
                {t("platforms.cancel")}
              </Button>
            </Dialog.Close>
            <Button type="submit" loading={saving}>
              {t("platforms.save")}
            </Button>
          </Flex>
        </fetcher.Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
