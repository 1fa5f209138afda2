/**
 * The share dialog of a game (its owner): invite a colleague by e-mail as co-author (edits,
 * publishes) or viewer (reads, copies); the list of everyone it is shared with, pending or
 * accepted, where the owner changes a role or removes someone. Loads from and posts to
 * /dashboard/games/:id/sharing.
 */
import {
  Badge,
  Button,
  Callout,
  Dialog,
  Flex,
  Select,
  Table,
  Text,
  TextField,
} from "@radix-ui/themes";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { SharingResult } from "./sharing.server";

interface Collaborator {
  email: string;
  name?: string | null;
  role: string;
  accepted: boolean;
}
type Role = "COAUTHOR" | "VIEWER";

function RoleSelect(props: {
  value: Role;
  onChange(role: Role): void;
  label: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation("sharing");
  return (
    <Select.Root
      value={props.value}
      onValueChange={(v) => props.onChange(v as Role)}
      disabled={props.disabled}
    >
      <Select.Trigger aria-label={props.label} />
      <Select.Content>
        <Select.Item value="COAUTHOR">{t("roles.COAUTHOR")}</Select.Item>
        <Select.Item value="VIEWER">{t("roles.VIEWER")}</Select.Item>
      </Select.Content>
    </Select.Root>
  );
}

function CollaboratorRow({
  gameId,
  person,
  onChanged,
}: {
  gameId: number;
  person: Collaborator;
  onChanged(): void;
}) {
  const { t } = useTranslation("sharing");
  const fetcher = useFetcher<SharingResult>();
  const seen = useRef<unknown>(undefined);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && fetcher.data !== seen.current) {
      seen.current = fetcher.data;
      onChanged();
    }
  });
  const action = `/dashboard/games/${gameId}/sharing`;
  const who = person.name ? `${person.name} (${person.email})` : person.email;
  return (
    <Table.Row align="center" data-testid="collaborator" data-email={person.email}>
      <Table.RowHeaderCell>
        <Flex direction="column">
          <Text size="2" weight="medium">
            {person.name ?? person.email}
          </Text>
          {person.name ? (
            <Text size="1" color="gray">
              {person.email}
            </Text>
          ) : null}
        </Flex>
      </Table.RowHeaderCell>
      <Table.Cell>
        {person.role === "OWNER" ? (
          <Badge color="gray">{t("roles.OWNER")}</Badge>
        ) : (
          <RoleSelect
            value={person.role as Role}
            label={t("share.roleOf", { who })}
            disabled={fetcher.state !== "idle"}
            onChange={(role) =>
              fetcher.submit(
                { intent: "share", email: person.email, role },
                { method: "post", action },
              )
            }
          />
        )}
      </Table.Cell>
      <Table.Cell>
        {person.role === "OWNER" ? null : person.accepted ? (
          <Badge color="green">{t("share.accepted")}</Badge>
        ) : (
          <Badge color="amber">{t("share.pending")}</Badge>
        )}
      </Table.Cell>
      <Table.Cell justify="end">
        {person.role === "OWNER" ? null : (
          <Button
            size="1"
            variant="soft"
            color="red"
            loading={fetcher.state !== "idle"}
            aria-label={t("share.removeLabel", { who })}
            onClick={() =>
              fetcher.submit({ intent: "unshare", email: person.email }, { method: "post", action })
            }
          >
            {t("share.remove")}
          </Button>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

export function ShareDialog(props: {
  game: { id: number; title: string };
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation("sharing");
  const list = useFetcher<{ collaborators: Collaborator[] }>();
  const invite = useFetcher<SharingResult>();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("COAUTHOR");
  const emailId = useId();
  const action = `/dashboard/games/${props.game.id}/sharing`;
  const reload = () => void list.load(action);
  useEffect(() => {
    if (props.open) reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.open, props.game.id]);
  const seen = useRef<unknown>(undefined);
  useEffect(() => {
    if (invite.state !== "idle" || !invite.data || invite.data === seen.current) return;
    seen.current = invite.data;
    if (invite.data.ok) setEmail("");
    reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [invite.state, invite.data]);
  const failed = invite.data && !invite.data.ok ? invite.data.error : null;
  const sent = invite.data?.ok && invite.state === "idle";
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Content maxWidth="640px" aria-describedby={`${emailId}-intro`}>
        <Dialog.Title>{t("share.title", { title: props.game.title })}</Dialog.Title>
        <Text as="p" size="2" color="gray" id={`${emailId}-intro`} mb="3">
          {t("share.intro")}
        </Text>
        <invite.Form method="post" action={action} noValidate aria-label={t("share.formLabel")}>
          <input type="hidden" name="intent" value="share" />
          <input type="hidden" name="role" value={role} />
          <Flex gap="2" align="end" wrap="wrap">
            <Flex direction="column" gap="1" flexGrow="1">
              <Text as="label" size="2" weight="medium" htmlFor={emailId}>
                {t("share.email")}
              </Text>
              <TextField.Root
                id={emailId}
                name="email"
                type="email"
                autoComplete="off"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                aria-invalid={failed ? true : undefined}
                aria-describedby={failed ? `${emailId}-error` : undefined}
                data-testid="share-email"
              />
            </Flex>
            <RoleSelect value={role} onChange={setRole} label={t("share.role")} />
            <Button type="submit" loading={invite.state !== "idle"} data-testid="share-submit">
              {t("share.invite")}
            </Button>
          </Flex>
          {failed ? (
            <Text as="p" size="2" color="red" mt="2" id={`${emailId}-error`} role="alert">
              {failed}
            </Text>
          ) : sent ? (
            <Text as="p" size="2" color="green" mt="2" role="status">
              {t("share.sent")}
            </Text>
          ) : null}
        </invite.Form>
        <Flex direction="column" gap="2" mt="4">
          {list.data ? (
            <Table.Root variant="surface" size="1" aria-label={t("share.listLabel")}>
              <Table.Body>
                {list.data.collaborators.map((person) => (
                  <CollaboratorRow
                    key={person.email}
                    gameId={props.game.id}
                    person={person}
                    onChanged={reload}
                  />
                ))}
              </Table.Body>
            </Table.Root>
          ) : list.state === "idle" ? (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{t("share.loadFailed")}</Callout.Text>
            </Callout.Root>
          ) : (
            <Text size="2" color="gray">
              {t("share.loading")}
            </Text>
          )}
        </Flex>
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t("close")}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
