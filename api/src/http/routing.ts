import type { AppName } from "../paths";

/**
 * The player owns the public surface (/, /games/*, /competitions*, and the privacy
 * pages /privacy* of issue 27), the editor the
 * rest, including unknown paths and their 404 page. React Router's data requests
 * (`/games/1.data`, `/_root.data`) and lazy route manifests follow the page they belong to.
 */
export function appForPath(pathname: string): AppName {
  if (pathname === "/" || pathname === "/_root.data" || pathname.startsWith("/__manifest/player"))
    return "player";
  if (pathname.startsWith("/__manifest/editor")) return "editor";
  if (pathname.startsWith("/games/")) return "player";
  if (pathname === "/privacy" || pathname === "/privacy.data" || pathname.startsWith("/privacy/"))
    return "player";
  if (
    pathname === "/competitions" ||
    pathname === "/competitions.data" ||
    pathname.startsWith("/competitions/")
  ) {
    return "player";
  }
  return "editor";
}
