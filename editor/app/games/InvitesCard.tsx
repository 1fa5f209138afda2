/** Pending invitations to the viewer's address (issue 26), each accepted with one click. */
import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { useToast } from "../components/Toaster";
import type { SharingResult } from "./sharing.server";

interface Invite {
  id: string;
  role: "COAUTHOR" | "VIEWER";
  gameTitle: string;
  sharedBy: string;
}

function InviteRow({ invite }: { invite: Invite }) {
  const { t } = useTranslation("sharing");
  const fetcher = useFetcher<SharingResult>();
  const toast = useToast();
  const seen = useRef<unknown>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (!result || result === seen.current) return;
    seen.current = result;
    toast(
      result.ok
        ? { text: t("invites.accepted", { title: invite.gameTitle }), tone: "success" }
        : { text: result.error, tone: "error" },
    );
  });
  return (
    <Flex align="center" justify="between" gap="3" data-testid="invite">
      <Text size="2">
        {t("invites.text", {
          name: invite.sharedBy,
          title: invite.gameTitle,
          role: t(`roles.${invite.role}`),
        })}
      </Text>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="acceptInvite" />
        <input type="hidden" name="inviteId" value={invite.id} />
        <Button
          type="submit"
          size="1"
          loading={fetcher.state !== "idle"}
          aria-label={t("invites.acceptLabel", { title: invite.gameTitle })}
        >
          {t("invites.accept")}
        </Button>
      </fetcher.Form>
    </Flex>
  );
}

export function InvitesCard({ invites }: { invites: Invite[] }) {
  const { t } = useTranslation("sharing");
  return (
    <Card size="2" aria-labelledby="invites-title">
      <Flex direction="column" gap="2">
        <Heading as="h2" size="3" id="invites-title">
          {t("invites.title")}
        </Heading>
        {invites.map((invite) => (
          <InviteRow key={invite.id} invite={invite} />
        ))}
      </Flex>
    </Card>
  );
}
