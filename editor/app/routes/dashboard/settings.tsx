import { redirect } from "react-router";

/** /dashboard/settings redirects to its child profile. */
export function loader() {
  throw redirect("/dashboard/settings/profile");
}
