/**
 * The shared UI kit: what the editor app takes from the player package. Only the files in this
 * folder are exported (package.json "exports": "./kit", "./kit/*"), so the editor cannot reach
 * into the player app's routes, pages or internals (the lint rules and
 * `scripts/package-boundaries.test.ts` check the same). This entry is the app shell both apps
 * render: locales and i18n setup, dates and times, the HTML document, the root layout, the error
 * page, the language switcher, the CSP nonce, the update notice, unsaved-changes warnings, public
 * settings, the diagnostic list, the public site header and game ids in URLs.
 * Heavier parts have their own entries: ./stage, ./game, ./media, ./i18n, ./diagnostic-list,
 * and for the server ./graphql.server and ./entry.server.
 */
export * from "../shell";
export { SiteHeader } from "../components/SiteHeader";
export { parseGameId } from "../lib/game-id";
