import { Outlet } from "react-router";
import { requireUser } from "../../auth/guards.server";
import { DashboardShell } from "../../components/DashboardShell";
import type { Route } from "./+types/layout";

/** [login] for every page under /dashboard. */
export async function loader({ request }: Route.LoaderArgs) {
  return { viewer: await requireUser(request) };
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardShell viewer={loaderData.viewer}>
      <Outlet />
    </DashboardShell>
  );
}
