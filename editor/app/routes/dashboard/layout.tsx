import { Outlet } from "react-router";
import { requireUser } from "../../auth/guards.server";
import { ClassroomStrings } from "../../components/ClassroomStrings";
import { DashboardShell } from "../../components/DashboardShell";
import type { Route } from "./+types/layout";

/** [login] for every page under /dashboard. */
export async function loader({ request }: Route.LoaderArgs) {
  return { viewer: await requireUser(request) };
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  // Competitions, their debriefing, LTI, SCORM and tags: strings the editor does not load.
  return (
    <ClassroomStrings>
      <DashboardShell viewer={loaderData.viewer}>
        <Outlet />
      </DashboardShell>
    </ClassroomStrings>
  );
}
