import "@radix-ui/themes/styles.css";
import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { ErrorPage, RootLayout, rootLoader } from "./shell";
import { playerResources } from "./i18n";
import type { Route } from "./+types/root";

export function loader({ request }: Route.LoaderArgs) {
  return rootLoader(request);
}

export function Layout({ children }: { children: ReactNode }) {
  return <RootLayout resources={playerResources}>{children}</RootLayout>;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
