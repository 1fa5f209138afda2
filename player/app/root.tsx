import "@radix-ui/themes/styles.css";
import type { ReactNode } from "react";
import { Outlet, useRouteLoaderData } from "react-router";
import { ErrorPage, RootLayout, rootLoader } from "./shell";
import { pageResources, pageStrings } from "./i18n";
import type { Route } from "./+types/root";

/** The visitor's locale, time zone and settings, and the player's and shell's strings of that language only. */
export function loader({ request }: Route.LoaderArgs) {
  const root = rootLoader(request);
  return { ...root, strings: pageStrings(root.locale) };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return <RootLayout resources={pageResources(data)}>{children}</RootLayout>;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
