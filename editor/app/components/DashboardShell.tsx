import { AlertDialog, Avatar, Box, Button, Flex, Separator, Text } from "@radix-ui/themes";
import { LanguageSwitcher } from "@exitgame/player/kit";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, NavLink, useLocation, useNavigate, useRevalidator } from "react-router";
import { openLoginPopup, type SessionUser } from "../auth/session";
import { useSession } from "../auth/SessionProvider";
import { GlobeIcon, LoginIcon, LogoutIcon, SettingsIcon } from "./icons";
import { Logo } from "./Logo";
import { NAV_ITEMS, visibleNav } from "./nav";
import { Toaster } from "./Toaster";

/** Another entry lies under this one and holds the page (Access Codes under Competitions): only it is current. */
function moreSpecific(href: string, pathname: string): boolean {
  return NAV_ITEMS.some(
    (other) =>
      other.href.startsWith(`${href}/`) &&
      (pathname === other.href || pathname.startsWith(`${other.href}/`)),
  );
}

function initials(user: SessionUser): string {
  const source = user.displayName?.trim() || user.email;
  return source
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
}

/**
 * The dashboard's default layout: sidebar with the entries the viewer's roles allow,
 * the page beside it. Also the client-side guard: when the session is found gone, a dialog
 * offers to log in again in a popup without leaving the page.
 */
export function DashboardShell({ viewer, children }: { viewer: SessionUser; children: ReactNode }) {
  const { t } = useTranslation("editor");
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const user = session.user ?? viewer;
  const lost = session.checked && session.user === null;
  const [loggingOut, setLoggingOut] = useState(false);

  // Back from the login popup: load the page's data again with the new session.
  const wasLost = useRef(false);
  useEffect(() => {
    if (lost) wasLost.current = true;
    else if (wasLost.current && session.user) {
      wasLost.current = false;
      void revalidator.revalidate();
    }
  }, [lost, session.user, revalidator]);

  const onLogout = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setLoggingOut(true);
    void session.logout().then(() => navigate("/auth/login?notice=logout"));
  };

  const loginHref = `/auth/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`;
  return (
    <div className="dash">
      <aside className="dash-sidebar">
        <Flex align="center" gap="2" px="2" asChild>
          <a href="/" style={{ color: "inherit", textDecoration: "none" }}>
            <Logo size={30} />
            <Text weight="bold" size="3">
              Exitgame Studio
            </Text>
          </a>
        </Flex>
        <nav className="dash-nav" aria-label={t("nav.label")}>
          {visibleNav(user).map((item) => (
            <NavLink
              key={item.key}
              to={item.href}
              end={item.href === "/dashboard" || moreSpecific(item.href, location.pathname)}
              prefetch="intent"
            >
              <item.icon />
              {t(`nav.${item.key}`)}
            </NavLink>
          ))}
        </nav>
        <Box flexGrow="1" />
        <Flex direction="column" gap="3">
          <Separator size="4" />
          <Flex align="center" gap="3" px="2">
            <Avatar
              size="2"
              radius="full"
              fallback={initials(user)}
              color="indigo"
              variant="soft"
            />
            <Box minWidth="0">
              <Text as="div" size="2" weight="medium" truncate>
                {user.displayName ?? user.email}
              </Text>
              <Text as="div" size="1" color="gray" truncate>
                {user.email}
              </Text>
            </Box>
          </Flex>
          <nav className="dash-nav" aria-label={t("nav.settings")}>
            <NavLink to="/dashboard/settings/profile">
              <SettingsIcon />
              {t("nav.settings")}
            </NavLink>
            <a href="/">
              <GlobeIcon />
              {t("nav.publicSite")}
            </a>
            <Form method="post" action="/auth/logout" onSubmit={onLogout}>
              <button type="submit" className="dash-nav-item">
                <LogoutIcon />
                {t("nav.logout")}
              </button>
            </Form>
          </nav>
          <Box px="2">
            <LanguageSwitcher />
          </Box>
        </Flex>
      </aside>
      <main className="dash-main">
        <Toaster>{children}</Toaster>
      </main>

      <AlertDialog.Root open={lost && !loggingOut}>
        <AlertDialog.Content maxWidth="460px">
          <AlertDialog.Title>{t("session.expiredTitle")}</AlertDialog.Title>
          <AlertDialog.Description size="2">{t("session.expiredText")}</AlertDialog.Description>
          <Flex gap="3" mt="4" justify="end" wrap="wrap">
            <Button variant="soft" color="gray" asChild>
              <a href={loginHref}>{t("session.loginPage")}</a>
            </Button>
            <Button onClick={() => openLoginPopup()}>
              <LoginIcon />
              {t("session.loginPopup")}
            </Button>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </div>
  );
}
