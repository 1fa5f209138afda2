/**
 * The link of an invitation mail: accepts it for the logged-in account and opens the game — the
 * editor for a co-author, the read-only view for a viewer. Without a session, the invitee goes to
 * registration with the invited address filled in when no account has it, else to login; either
 * comes back here afterwards (after the address is confirmed). A wrong account or a withdrawn
 * invitation gets the API's reason.
 */
import { fetchGraphQL, GraphQLRequestError } from "@exitgame/player/kit/graphql.server";
import { Button, Callout, Flex, Heading } from "@radix-ui/themes";
import { useTranslation } from "react-i18next";
import { Link, redirect } from "react-router";
import { getViewer, requireUser } from "../../auth/guards.server";
import { inviteLink, invitePath } from "../../games/invite-link.server";
import { AcceptGameInviteMutation } from "../../games/sharing-documents";
import { PartStrings } from "../../lazy-strings";
import type { Route } from "./+types/invite";

export async function loader({ request, params }: Route.LoaderArgs) {
  const token = params.token ?? "";
  if (!(await getViewer(request))) {
    const link = await inviteLink(request, token);
    const back = `redirectTo=${encodeURIComponent(invitePath(token))}`;
    if (!link) throw redirect(`/auth/login?${back}`);
    const invite = `invite=${encodeURIComponent(token)}`;
    throw redirect(link.accountExists ? `/auth/login?${invite}` : `/auth/register?${invite}`);
  }
  await requireUser(request);
  try {
    const { data } = await fetchGraphQL(request, AcceptGameInviteMutation, {
      token,
    });
    const game = data.acceptGameInvite;
    throw redirect(
      game.myRole === "VIEWER" ? `/dashboard/games/${game.id}/view` : `/editor/${game.id}`,
    );
  } catch (error) {
    if (error instanceof GraphQLRequestError) return { error: error.message };
    throw error;
  }
}

/** Outside the dashboard: the sharing dialogs' strings (catalogues.ts) load with the page. */
export default function Invite(props: Route.ComponentProps) {
  return (
    <PartStrings parts={["dialogs"]}>
      <InviteError {...props} />
    </PartStrings>
  );
}

function InviteError({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("sharing");
  return (
    <Flex direction="column" gap="4" p="5" style={{ maxWidth: 640 }}>
      <title>{`${t("invite.title")} – Exitgame Studio`}</title>
      <Heading as="h1">{t("invite.title")}</Heading>
      <Callout.Root color="red" role="alert">
        <Callout.Text>{loaderData.error}</Callout.Text>
      </Callout.Root>
      <Flex>
        <Button asChild variant="soft">
          <Link to="/dashboard/games">{t("invite.toGames")}</Link>
        </Button>
      </Flex>
    </Flex>
  );
}
