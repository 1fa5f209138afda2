import { redirect } from "react-router";

/** Spec §2: /dashboard/settings redirects to its child profile. */
export function loader() {
  throw redirect("/dashboard/settings/profile");
}
