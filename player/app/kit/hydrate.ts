/** Kit: the client entry that loads the page's language's strings, then hydrates (no barrel). */
export { hydrateWithStrings } from "../shell/hydrate";
export { pageStrings, type PageStrings } from "../shell/page-strings";
