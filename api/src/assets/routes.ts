/**
 * GET  /api/assets/:id   the file: range requests (206), content type from the stored kind,
 *                        ETag (content address) and a year of caching, only for who may read it
 * POST /api/assets       one upload; the body is the file itself (see UploadQuery); its own
 *                        body limit (the gallery's upload limit) is enforced while reading
 */
import type { Locale } from "@exitgame/engine";
import { hasBadCharacters, INT4_MAX } from "../graphql/input-hygiene";
import { Router, type Request, type Response } from "express";
import { z } from "zod";
import type { Auth } from "../auth";
import { readCookie, SESSION_COOKIE } from "../auth/cookies";
import type { PrismaClient } from "../generated/prisma/client";
import type { PlayGameCache } from "../graphql/play-cache";
import { ApiError, codeForStatus, sendError } from "../errors";
import type { MessageKey } from "../i18n/messages";
import type { Logger } from "../logger";
import {
  isModerator,
  toMb,
  uploadLimitFor,
  UploadRefused,
  type AssetService,
  type Viewer,
} from "./service";
import { STORAGE_KEY, type ByteRange } from "./storage";
import {
  ASSET_CHANGED_CHANNEL,
  GAME_CHANGED_CHANNEL_NAME,
  type DbNotifications,
} from "../db/notifications";
import { receiveUpload, removeTempFile } from "./temp-file";
import { mayEditGame } from "../permissions";

export const ASSETS_PATH = "/api/assets";

interface DeliveryMeta {
  id: string;
  storageKey: string;
  mimeType: string;
  curated: boolean;
  ownerId: string | null;
  /** Bytes stored (the stored file's size). */
  size: number;
}

/** A small map whose entries expire; the oldest go first when it is full. */
function ttlCache<T>(ttlMs: number, max: number) {
  const entries = new Map<string, { value: T; expires: number }>();
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires < Date.now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: string, value: T) {
      if (entries.size >= max) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, expires: Date.now() + ttlMs });
    },
    delete(key: string) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}

export interface AssetRouteDeps {
  prisma: PrismaClient;
  assets: AssetService;
  /** Resolves the session cookie; without it every request counts as anonymous. */
  auth?: Pick<Auth, "service">;
  logger: Pick<Logger, "warn" | "error">;
  /**
   * Changes announced by the database (db/notifications.ts): what other instances deleted or
   * revoked leaves this instance's caches at once. Without it, only this instance's removals do.
   */
  changes?: DbNotifications;
  /**
   * This instance's play cache: a game written here (published, unpublished, deleted) is
   * announced before the mutation answers, so that a read right after it is decided anew.
   */
  games?: Pick<PlayGameCache, "onInvalidate">;
}

const UploadQuery = z.object({
  kind: z.enum(["IMAGE", "VIDEO", "AUDIO", "CAPTIONS"]),
  fileName: z
    .string()
    .min(1)
    .max(255)
    .refine((name) => !hasBadCharacters(name)),
  /** Into the curated library (moderators only). */
  curated: z.enum(["0", "1"]).default("0"),
  /** Also put it into this game's gallery (its owner only). */
  gameId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
});

export function localeOf(req: Request): Locale {
  const match = /(?:^|;\s*)locale=(de|en)(?:;|$)/.exec(req.headers.cookie ?? "");
  if (match) return match[1] as Locale;
  const lang = (req.headers["accept-language"] ?? "")
    .toLowerCase()
    .split(",")
    .map((s) => s.trim().slice(0, 2))
    .find((l) => l === "de" || l === "en");
  return (lang as Locale | undefined) ?? "de";
}

/** Parses a single "bytes=a-b" range (also "a-" and "-n"); anything else is ignored (whole file). */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return null;
  let start: number;
  let end: number;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "unsatisfiable";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return "unsatisfiable";
  return { start, end };
}

export function assetRoutes(deps: AssetRouteDeps): Router {
  const { prisma, assets, logger } = deps;
  const router = Router();

  async function viewerOf(req: Request): Promise<Viewer | null> {
    const token = readCookie(req.headers.cookie, SESSION_COOKIE);
    if (!token || !deps.auth) return null;
    const session = await deps.auth.service.sessions.validate(token);
    return session?.user ?? null;
  }

  /** A refusal: `code` is the message key the gallery's client tells apart. */
  const refuse = (
    res: Response,
    status: number,
    locale: Locale,
    key: MessageKey,
    params: Record<string, string | number> = {},
  ) =>
    sendError(
      res,
      new ApiError(codeForStatus(status), { status, reason: key, key, params }),
      locale,
    );

  // What delivery needs of an asset never changes (a new file is a new asset), and who may read
  // it changes rarely: both are remembered for a minute, so that a video's many range requests
  // cost no database round trips. Every instance forgets an asset as soon as the database
  // announces that it changed or left a gallery, and who may read what whenever a game changed
  // (its status, owner or document decide); while those announcements cannot be heard, nothing
  // is remembered. A read that overlapped an announcement is not remembered either (generation).
  const meta = ttlCache<DeliveryMeta | null>(60_000, 5_000);
  const allowed = ttlCache<true>(60_000, 20_000);
  const { changes } = deps;
  let generation = 0;
  const forget = (id?: string) => {
    generation++;
    if (id === undefined) meta.clear();
    else meta.delete(id);
    allowed.clear();
  };
  assets.onRemove((id) => forget(id));
  changes?.on(ASSET_CHANGED_CHANNEL, (id) => forget(id));
  const forgetPermissions = () => {
    generation++;
    allowed.clear();
  };
  changes?.on(GAME_CHANGED_CHANNEL_NAME, forgetPermissions);
  deps.games?.onInvalidate(forgetPermissions);
  changes?.onReset(() => forget());
  const caching = () => !changes || changes.active;

  router.get(`${ASSETS_PATH}/:id`, (req, res, next) => {
    void (async () => {
      const id = req.params.id;
      if (!/^[0-9A-Za-z_-]{1,64}$/.test(id)) return void res.status(404).end();
      const seen = generation;
      let asset = caching() ? meta.get(id) : undefined;
      if (asset === undefined) {
        asset = await prisma.asset.findUnique({
          where: { id },
          select: {
            id: true,
            storageKey: true,
            mimeType: true,
            curated: true,
            ownerId: true,
            size: true,
          },
        });
        if (asset && caching() && seen === generation) meta.set(id, asset);
      }
      if (!asset || !STORAGE_KEY.test(asset.storageKey)) return void res.status(404).end();
      if (!asset.curated) {
        const viewer = await viewerOf(req);
        const key = `${id}:${viewer?.id ?? ""}`;
        if (!caching() || !allowed.get(key)) {
          if (!(await assets.canRead(asset, viewer))) return void res.status(404).end();
          if (caching() && seen === generation) allowed.set(key, true);
        }
      }
      // The content of an asset never changes (a new file is a new asset): cache it for a year.
      const etag = `"${asset.storageKey}"`;
      res.setHeader("ETag", etag);
      res.setHeader(
        "Cache-Control",
        `${asset.curated ? "public" : "private"}, max-age=31536000, immutable`,
      );
      res.setHeader("Accept-Ranges", "bytes");
      res.setHeader("Content-Type", asset.mimeType);
      res.setHeader("X-Content-Type-Options", "nosniff");
      if (!asset.curated) res.setHeader("Vary", "Cookie");
      // SVG can carry script: never run it, even when opened directly.
      if (asset.mimeType === "image/svg+xml")
        res.setHeader(
          "Content-Security-Policy",
          "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        );
      const ifNoneMatch = req.headers["if-none-match"];
      if (ifNoneMatch && ifNoneMatch.split(",").some((t) => t.trim() === etag))
        return void res.status(304).end();
      const size = asset.size;
      const ifRange = req.headers["if-range"];
      const range = ifRange && ifRange !== etag ? null : parseRange(req.headers.range, size);
      if (range === "unsatisfiable") {
        res.setHeader("Content-Range", `bytes */${size}`);
        return void res.status(416).end();
      }
      if (req.method === "HEAD") {
        res.setHeader("Content-Length", String(size));
        return void res.status(200).end();
      }
      const object = await assets.storage.get(asset.storageKey, range ?? undefined);
      if (!object) return void res.status(404).end();
      if (range) {
        res.status(206);
        res.setHeader("Content-Range", `bytes ${range.start}-${range.end}/${object.size}`);
        res.setHeader("Content-Length", String(range.end - range.start + 1));
      } else {
        res.status(200);
        res.setHeader("Content-Length", String(object.size));
      }
      object.body.on("error", (error) => {
        logger.warn({ err: error, assetId: id }, "asset stream failed");
        res.destroy(error);
      });
      res.on("close", () => object.body.destroy());
      object.body.pipe(res);
    })().catch(next);
  });

  router.post(ASSETS_PATH, (req, res, next) => {
    void (async () => {
      res.setHeader("Cache-Control", "no-store");
      const locale = localeOf(req);
      const viewer = await viewerOf(req);
      if (!viewer) return void refuse(res, 401, locale, "common.unauthenticated");
      if (!viewer.emailVerified) return void refuse(res, 403, locale, "common.forbidden");
      const query = UploadQuery.safeParse(req.query);
      // A name PostgreSQL cannot store (NUL) is refused before anything is read or stored.
      if (typeof req.query.fileName === "string" && hasBadCharacters(req.query.fileName))
        return void refuse(res, 400, locale, "input.invalidCharacters", { path: "fileName" });
      if (!query.success)
        return void sendError(
          res,
          new ApiError("BAD_USER_INPUT", { reason: "invalidRequest", key: "http.badRequest" }),
          locale,
        );
      const { kind, fileName, gameId } = query.data;
      const curated = query.data.curated === "1";
      if (curated && !isModerator(viewer)) return void refuse(res, 403, locale, "common.forbidden");
      if (gameId !== undefined) {
        // Owners and co-authors add to a game's gallery (games/access.ts).
        if (!(await mayEditGame(prisma, viewer, gameId)))
          return void refuse(res, 404, locale, "game.notFound");
      }
      // This route's own body limit: the gallery's upload limit, checked while reading.
      const max = uploadLimitFor(assets.limits, kind);
      const tooLarge = () =>
        refuse(res, 413, locale, "asset.tooLarge", { name: fileName, max: toMb(max) });
      const upload = await receiveUpload(req, res, max, tooLarge);
      if (!upload) return;
      if (upload.size === 0) {
        await removeTempFile(upload);
        return void refuse(res, 400, locale, `asset.invalid${kind}`, { name: fileName });
      }
      try {
        const { asset, duplicate } = await assets.ingest({
          source: upload,
          fileName,
          kind,
          ownerId: curated ? null : viewer.id,
          curated,
        });
        if (gameId !== undefined) {
          const added = await prisma.gameAsset.createMany({
            data: [{ gameId, assetId: asset.id }],
            skipDuplicates: true,
          });
          if (added.count === 0)
            return void refuse(res, 409, locale, "asset.alreadyInGallery", { name: fileName });
        }
        res.status(duplicate ? 200 : 201).json({
          asset: {
            id: asset.id,
            kind: asset.kind,
            name: asset.name,
            mimeType: asset.mimeType,
            size: asset.size,
            url: `${ASSETS_PATH}/${asset.id}`,
          },
          duplicate,
        });
      } catch (error) {
        if (!(error instanceof UploadRefused)) throw error;
        const key: MessageKey =
          error.reason === "invalid" ? `asset.invalid${kind}` : `asset.${error.reason}`;
        refuse(res, error.reason === "tooLarge" ? 413 : 422, locale, key, {
          name: fileName,
          max: error.maxMb ?? 0,
        });
      } finally {
        await removeTempFile(upload);
      }
    })().catch(next);
  });
  return router;
}
