/** Any origin works as the base: only whether the target stays on it matters. */
const BASE = new URL("http://app.invalid/");

/**
 * A redirect target taken from a request (`redirectTo`), reduced to a path on our own origin, or
 * `fallback`. The target is parsed with the URL API the way a browser would read a Location header
 * (tabs and newlines removed, backslashes as slashes, `..` resolved) and refused unless it stays
 * on the app's origin; the result is the normalised, percent-encoded path, so it is also safe in
 * a header (no control characters: `\n` or U+3000 no longer give a 500).
 */
export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  fallback = "/dashboard",
): string {
  if (typeof to !== "string" || !to.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE.origin) return fallback;
  const target = url.pathname + url.search + url.hash;
  // "/.//evil.example" normalises to "//evil.example", which a browser reads as another host.
  if (!target.startsWith("/") || target.startsWith("//")) return fallback;
  return target;
}
