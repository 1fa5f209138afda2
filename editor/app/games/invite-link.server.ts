/**
 * An invitation mail's link before login or registration (issue 26 item 2): what the token is for
 * (the address to fill in, the game, who invited), so that an invitee without an account lands on
 * the registration form with the invited address, and comes back to the link once confirmed.
 */
import { requestGraphQL } from "@exitgame/player/kit/graphql.server";
import { GameInviteByTokenQuery } from "./sharing-documents";

export interface InviteLink {
  token: string;
  email: string;
  role: "COAUTHOR" | "VIEWER";
  gameTitle: string;
  sharedBy: string;
  accountExists: boolean;
}

/** The link's own page: where login and registration send the invitee afterwards (it accepts). */
export const invitePath = (token: string) => `/dashboard/invite/${encodeURIComponent(token)}`;

/** The invitation of the token, or null (unknown, withdrawn, accepted, or the API unreachable). */
export async function inviteLink(
  request: Request,
  token: string | null,
): Promise<InviteLink | null> {
  if (!token || !/^[A-Za-z0-9_-]{16,128}$/.test(token)) return null;
  try {
    const { gameInviteByToken: found } = await requestGraphQL(request, GameInviteByTokenQuery, {
      token,
    });
    return found ? { token, ...found } : null;
  } catch {
    return null;
  }
}
