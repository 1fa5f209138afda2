import { graphql } from "@exitgame/schema";
import { requestGraphQL } from "@exitgame/player/kit/graphql.server";
import { data, redirect } from "react-router";
import { safeRedirect } from "./safe-redirect";
import type { Role, SessionUser } from "./session";

export { safeRedirect };

const ViewerQuery = graphql(`
  query Viewer {
    viewer {
      id
      email
      displayName
      roles
      emailVerified
    }
  }
`);

/** The user of the request's session cookie, or null (a failed check counts as logged out). */
export async function getViewer(request: Request): Promise<SessionUser | null> {
  try {
    return (await requestGraphQL(request, ViewerQuery, {})).viewer ?? null;
  } catch {
    return null;
  }
}

function here(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/** [login]: anonymous → login page (back here afterwards); not yet verified → code entry. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const viewer = await getViewer(request);
  if (!viewer) throw redirect(`/auth/login?redirectTo=${encodeURIComponent(here(request))}`);
  if (!viewer.emailVerified)
    throw redirect(`/auth/verify-otp?redirectTo=${encodeURIComponent(here(request))}`);
  return viewer;
}

/** [moderator], [competition-manager], [admin]: the 403 page for everyone else. */
export async function requireRole(request: Request, role: Role): Promise<SessionUser> {
  const viewer = await requireUser(request);
  if (!viewer.roles.includes(role)) throw data(null, { status: 403 });
  return viewer;
}

/** Login and registration: whoever is logged in already goes on. */
export async function requireGuest(request: Request): Promise<void> {
  const viewer = await getViewer(request);
  const url = new URL(request.url);
  if (url.searchParams.get("popup") === "1") return; // the popup handles its own hand-off
  if (viewer && !viewer.emailVerified) throw redirect("/auth/verify-otp");
  if (viewer) throw redirect(safeRedirect(url.searchParams.get("redirectTo")));
}
