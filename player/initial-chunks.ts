/**
 * How the player's client build groups modules into chunks (issue 21: the play page's initial JS).
 * The automatic splitting cuts what every page loads first into two dozen small shared chunks;
 * each costs a request and compresses worse than the same code in one file. Instead:
 * - React, React DOM, React Router and i18next, which every page runs at hydration (nothing of
 *   them loads later), are one chunk;
 * - the other modules only the entry and the root route import (statically, and nothing else
 *   imports them) are one chunk with them: every page loads them first anyway.
 * A module that a route or a lazily loaded chunk imports too stays where the automatic splitting
 * puts it, so no page loads more than before.
 */
import type { Rolldown } from "vite";

type CodeSplittingOptions = Exclude<Rolldown.OutputOptions["codeSplitting"], boolean | undefined>;

/** The packages every page runs at hydration. */
export const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/;

interface ModuleInfo {
  isEntry: boolean;
  importers: readonly string[];
  dynamicImporters: readonly string[];
  importedIds: readonly string[];
}
interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null;
}

const CLIENT_ROUTE = "?__react-router-build-client-route";
const isEntryClient = (id: string) => /[\\/]entry\.client\.[jt]sx?$/.test(id);
const isRootRoute = (id: string) => id.endsWith(`${"/app/root.tsx"}${CLIENT_ROUTE}`);

/**
 * The modules only the entry and the root route need: reachable from them by static imports, and
 * imported by nothing outside that set (no other route, no `import()`), recomputed until stable.
 */
function shellOnly(ctx: ChunkingContext, entries: string[]): Set<string> {
  const reach = new Set<string>(entries);
  const stack = [...entries];
  while (stack.length) {
    for (const id of ctx.getModuleInfo(stack.pop()!)?.importedIds ?? [])
      if (!reach.has(id)) {
        reach.add(id);
        stack.push(id);
      }
  }
  const only = new Set(reach);
  for (let changed = true; changed;) {
    changed = false;
    for (const id of only) {
      if (entries.includes(id)) continue;
      const info = ctx.getModuleInfo(id);
      if (!info || info.dynamicImporters.length || info.importers.some((i) => !only.has(i))) {
        only.delete(id);
        changed = true;
      }
    }
  }
  for (const id of entries) only.delete(id);
  return only;
}

export function initialChunks(): CodeSplittingOptions {
  const candidates: string[] = [];
  let shell: Set<string> | undefined;
  return {
    groups: [
      {
        debugName: "framework",
        test: (id: string) => {
          candidates.push(id);
          return true;
        },
        name: (id: string, ctx: ChunkingContext) => {
          shell ??= shellOnly(
            ctx,
            candidates.filter((c) => isEntryClient(c) || isRootRoute(c)),
          );
          return FRAMEWORK.test(id) || shell.has(id) ? "framework" : null;
        },
      },
    ],
  };
}
