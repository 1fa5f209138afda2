import { Container, TabNav } from "@radix-ui/themes";
import { useTranslation } from "react-i18next";
import { NavLink, Outlet, useLocation } from "react-router";
import { requireRole } from "../../auth/guards.server";
import { ClassroomStrings } from "../../components/ClassroomStrings";
import { DashboardShell } from "../../components/DashboardShell";
import { PageHeader } from "../../components/PageHeader";
import type { Route } from "./+types/layout";

/** [login, admin] for every page under /admin. */
export async function loader({ request }: Route.LoaderArgs) {
  return { viewer: await requireRole(request, "ADMIN") };
}

const TABS = [
  { key: "users", to: "/admin" },
  { key: "env", to: "/admin/env" },
  { key: "assets", to: "/admin/assets" },
  { key: "lti", to: "/admin/lti" },
  { key: "framing", to: "/admin/framing" },
] as const;

export default function AdminLayout(props: Route.ComponentProps) {
  // LTI platforms and framing (SCORM) speak the classroom pages' strings.
  return (
    <ClassroomStrings>
      <Admin {...props} />
    </ClassroomStrings>
  );
}

function Admin({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("editor");
  const { pathname } = useLocation();
  return (
    <DashboardShell viewer={loaderData.viewer}>
      <Container size="4" px="5" py="7">
        <PageHeader title={t("admin.title")} />
        <TabNav.Root mb="5" aria-label={t("admin.title")}>
          {TABS.map((tab) => (
            <TabNav.Link
              key={tab.key}
              asChild
              active={pathname === tab.to || pathname === `${tab.to}/`}
            >
              <NavLink to={tab.to} end>
                {t(`admin.tabs.${tab.key}`)}
              </NavLink>
            </TabNav.Link>
          ))}
        </TabNav.Root>
        <Outlet />
      </Container>
    </DashboardShell>
  );
}
