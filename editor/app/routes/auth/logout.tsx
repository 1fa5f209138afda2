import { redirect } from "react-router";
import { runMutation } from "../../auth/api.server";
import { LogoutMutation } from "../../auth/mutations";
import type { Route } from "./+types/logout";

/** Logging out takes a POST (a link or an image on another page cannot log anyone out). */
export function loader() {
  throw redirect("/auth/login");
}

/** The form fallback of the logout button (with JavaScript, the sidebar uses DELETE /api/_auth/session). */
export async function action({ request }: Route.ActionArgs) {
  const result = await runMutation(request, LogoutMutation, {});
  throw redirect("/auth/login?notice=logout", { headers: result.ok ? result.headers : undefined });
}
