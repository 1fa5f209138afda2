import "@radix-ui/themes/styles.css";
import type { ReactNode } from "react";
import { Outlet, useRouteLoaderData } from "react-router";
import {
  documentLocale,
  ErrorPage,
  RootLayout,
  rootLoader,
  useLeaveWarning,
  type Locale,
} from "@exitgame/player/kit";
import { getViewer } from "./auth/guards.server";
import { SessionProvider } from "./auth/SessionProvider";
import { Toaster } from "./components/Toaster";
import { UpdateNotice } from "./components/UpdateNotice";
import { useCatalogues } from "./catalogues";
import "./editor.css";

import type { Route } from "./+types/root";

export async function loader({ request }: Route.LoaderArgs) {
  const base = rootLoader(request);
  return { ...base, viewer: await getViewer(request) };
}

/**
 * The document title where a page sets none; error pages set their own (ErrorPage), so none
 * here then, or the document would have two.
 */
export function meta({ error }: Route.MetaArgs) {
  return error ? [] : [{ title: "Exitgame Studio" }];
}

export function Layout({ children }: { children: ReactNode }) {
  useLeaveWarning();
  const locale = useRouteLoaderData<{ locale: Locale }>("root")?.locale ?? documentLocale();
  return (
    <RootLayout resources={useCatalogues(locale)}>
      <Toaster notices={<UpdateNotice />}>{children}</Toaster>
    </RootLayout>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <SessionProvider initialUser={loaderData.viewer}>
      <Outlet />
    </SessionProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
