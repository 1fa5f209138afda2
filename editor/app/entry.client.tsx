import { documentLocale } from "@exitgame/player/kit";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadCatalogues } from "./catalogues";

// React Router's default entry, after the page's language's strings have loaded: the first
// render must show the same text as the server's HTML. Should they fail to load, the root
// layout tries again and ends in the error page like any chunk that cannot load.
// The dashboard's and admin area's pages wait for every part of the strings (ClassroomStrings):
// fetched with the entry (the server preloads them), so that hydration does not stop for them.
const classroom = /^\/(dashboard|admin)(\/|$)/.test(window.location.pathname);
void loadCatalogues([documentLocale()], { all: classroom }).finally(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
