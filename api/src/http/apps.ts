import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import express, { type RequestHandler } from "express";
import { createRequestHandler as createFetchHandler, type ServerBuild } from "react-router";
import { APP_DIRS, type AppName } from "../paths";

export interface AppHandlers {
  /** Static files (production) or Vite's own middleware (development), by mount path. */
  assets: [mountPath: string, handler: RequestHandler][];
  ssr: Record<AppName, RequestHandler>;
  /** Production: each app's React Router handler on Fetch requests (the player's pages are kept, http/page-cache.ts). */
  fetch?: Record<AppName, (request: Request) => Promise<Response>>;
  close(): Promise<void>;
}

/** Each app's client files live under its own base path (its Vite `base`). */
export const APP_BASE: Record<AppName, string> = { player: "/_player", editor: "/_editor" };

/** Production: the apps' builds, served from one port. */
export async function productionApps(): Promise<AppHandlers> {
  const assets: AppHandlers["assets"] = [];
  const ssr = {} as Record<AppName, RequestHandler>;
  const fetch = {} as Record<AppName, (request: Request) => Promise<Response>>;
  for (const app of Object.keys(APP_DIRS) as AppName[]) {
    const buildDir = path.join(APP_DIRS[app], "build");
    const serverEntry = path.join(buildDir, "server", "index.js");
    let build: ServerBuild;
    try {
      build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    } catch (cause) {
      throw new Error(
        `The ${app} app is not built (${serverEntry} is missing); run \`pnpm build\` first.`,
        { cause },
      );
    }
    // The build meta (latest.json names the build now served) must be asked for every time.
    assets.push([
      `${APP_BASE[app]}/builds`,
      express.static(path.join(buildDir, "client", "builds"), {
        maxAge: 0,
        index: false,
        setHeaders: (res) => res.setHeader("Cache-Control", "no-cache"),
      }),
    ]);
    // Other file names carry content hashes, so they can be cached for good.
    assets.push([
      APP_BASE[app],
      express.static(path.join(buildDir, "client"), {
        immutable: true,
        maxAge: "1y",
        index: false,
      }),
    ]);
    ssr[app] = createRequestHandler({ build, mode: "production" });
    const handle = createFetchHandler(build, "production");
    fetch[app] = (request) => handle(request);
  }
  return { assets, ssr, fetch, close: async () => {} };
}

/** Development: one Vite dev server per app in middleware mode, with hot reload. */
export async function developmentApps(): Promise<AppHandlers> {
  const vite = await import("vite");
  const assets: AppHandlers["assets"] = [];
  const ssr = {} as Record<AppName, RequestHandler>;
  const servers: Awaited<ReturnType<typeof vite.createServer>>[] = [];
  for (const app of Object.keys(APP_DIRS) as AppName[]) {
    const server = await vite.createServer({
      root: APP_DIRS[app],
      configFile: path.join(APP_DIRS[app], "vite.config.ts"),
      server: { middlewareMode: true },
      appType: "custom",
    });
    servers.push(server);
    assets.push(["/", server.middlewares as unknown as RequestHandler]);
    ssr[app] = createRequestHandler({
      mode: "development",
      build: () =>
        server.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    });
  }
  return {
    assets,
    ssr,
    close: async () => void (await Promise.all(servers.map((s) => s.close()))),
  };
}
