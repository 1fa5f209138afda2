// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { MemoryRouter, useNavigate, type NavigateFunction } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { publicSettings } from "../public-settings";
import { rootLoader } from "../root";
import {
  CHUNK_RELOAD_STORAGE_KEY,
  isChunkLoadError,
  readLastChunkReload,
  writeLastChunkReload,
} from "./chunk-error";
import { checkForUpdate } from "./update-check";
import { appUpdateLoaded, useAppUpdate, type AppUpdate } from "./use-app-update";

const OURS = { id: "ours", timestamp: 1 };

/** A fake static path: latest.json and the meta files it knows. */
function staticPath(latest: unknown, metas: Record<string, unknown> = {}) {
  const calls: string[] = [];
  const fetcher = vi.fn(async (url: string | URL | Request) => {
    const u = String(url);
    calls.push(u);
    const body = u.endsWith("builds/latest.json")
      ? latest
      : metas[decodeURIComponent(u.split("/meta/")[1]?.replace(/\.json$/, "") ?? "")];
    return body === undefined
      ? new Response("not found", { status: 404 })
      : new Response(JSON.stringify(body), { status: 200 });
  });
  return { fetcher: fetcher as unknown as typeof fetch, calls };
}

describe("checkForUpdate (build meta)", () => {
  it("our own build is current; another complete build is an update", async () => {
    expect(await checkForUpdate(OURS, "/_editor/", staticPath(OURS).fetcher)).toBe("current");
    const next = { id: "next", timestamp: 2 };
    const path = staticPath(next, { next: { ...next, app: "editor" } });
    expect(await checkForUpdate(OURS, "/_editor/", path.fetcher)).toBe("available");
    expect(path.calls).toEqual(["/_editor/builds/latest.json", "/_editor/builds/meta/next.json"]);
  });
  it("a build without its meta file, garbage or a failed request changes nothing", async () => {
    const half = staticPath({ id: "next", timestamp: 2 });
    expect(await checkForUpdate(OURS, "/_editor/", half.fetcher)).toBe("unknown");
    expect(await checkForUpdate(OURS, "/", staticPath({ nope: 1 }).fetcher)).toBe("unknown");
    const offline = (async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    expect(await checkForUpdate(OURS, "/", offline)).toBe("unknown");
  });
});

describe("chunk load errors", () => {
  it("recognises the browsers' messages, nothing else", () => {
    const chromium = new TypeError(
      "Failed to fetch dynamically imported module: http://x/_player/assets/session-1.js",
    );
    expect(isChunkLoadError(chromium)).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /a.css"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
  });
  it("keeps the guard's time in session storage; no storage, no guard", () => {
    expect(writeLastChunkReload(window.sessionStorage, 1234)).toBe(true);
    expect(readLastChunkReload(window.sessionStorage)).toBe(1234);
    expect(writeLastChunkReload(null, 1)).toBe(false);
    window.sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, "garbage");
    expect(readLastChunkReload(window.sessionStorage)).toBeNull();
  });
});

describe("the public runtime setting", () => {
  it("PUBLIC_UPDATE_NOTICE=off (false, 0, no) turns the notice off; anything else keeps it", () => {
    for (const off of ["off", "false", "0", "no", " OFF "])
      expect(publicSettings({ PUBLIC_UPDATE_NOTICE: off }).updateNotice).toBe(false);
    for (const on of [undefined, "", "on", "true"])
      expect(publicSettings({ PUBLIC_UPDATE_NOTICE: on }).updateNotice).toBe(true);
  });
  it("reaches the browser through the root loader, read at each request", () => {
    const request = () => new Request("http://localhost/dashboard");
    vi.stubEnv("PUBLIC_UPDATE_NOTICE", "off");
    expect(rootLoader(request()).settings).toEqual({ updateNotice: false });
    vi.stubEnv("PUBLIC_UPDATE_NOTICE", "on");
    expect(rootLoader(request()).settings).toEqual({ updateNotice: true });
    vi.unstubAllEnvs();
  });
});

describe("useAppUpdate", () => {
  let state: AppUpdate;
  let navigate: NavigateFunction;
  function Probe(props: { enabled: boolean; reloadPage: () => void }) {
    state = useAppUpdate({ ...props, base: "/_editor/", build: OURS, intervalMs: 60_000 });
    navigate = useNavigate();
    return null;
  }
  const mount = (path: string, enabled: boolean, reloadPage = vi.fn()) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Probe enabled={enabled} reloadPage={reloadPage} />
      </MemoryRouter>,
    );
    return reloadPage;
  };
  const visible = async () => {
    // The machine loads after the page (its own chunk); then the polling starts.
    await act(() => appUpdateLoaded());
    await act(async () => {
      document.dispatchEvent(new Event("visibilitychange"));
      await new Promise((r) => setTimeout(r, 0));
    });
  };
  let fakeStatic: ReturnType<typeof staticPath>;
  beforeEach(() => {
    window.sessionStorage.clear();
    const next = { id: "next", timestamp: 2 };
    fakeStatic = staticPath(next, { next });
    vi.stubGlobal("fetch", fakeStatic.fetcher);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the toast on an eligible path when the tab becomes visible; the action reloads", async () => {
    const reload = mount("/dashboard/games", true);
    await visible();
    expect(state.toast).toBe(true);
    act(() => state.reload());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("the toast goes on an ineligible path and comes back on an eligible one", async () => {
    mount("/dashboard", true);
    await visible();
    expect(state.toast).toBe(true);
    await act(async () => navigate("/auth/login"));
    expect(state.toast).toBe(false);
    await act(async () => navigate("/admin/env"));
    expect(state.toast).toBe(true);
  });

  it("never asks on ineligible paths, nor when the runtime setting turns it off", async () => {
    mount("/competitions", true);
    await visible();
    cleanup();
    mount("/dashboard", false);
    await visible();
    expect(fakeStatic.calls).toEqual([]);
    expect(state.toast).toBe(false);
  });

  it("a chunk load error reloads once; a second one within 10 s does not", async () => {
    const reload = mount("/games/1/play", true);
    const failChunk = () => {
      const event = new Event("vite:preloadError", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await act(() => appUpdateLoaded());
    expect(failChunk()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(readLastChunkReload(window.sessionStorage)).toBeGreaterThan(Date.now() - 1000);
    // The reloaded page: the guard read back from session storage holds.
    cleanup();
    const again = mount("/games/1/play", true);
    await act(() => appUpdateLoaded());
    expect(failChunk()).toBe(false);
    expect(again).not.toHaveBeenCalled();
  });
});
