import type { BoardEvents } from "../competitions/board";
import type { PrismaClient } from "../generated/prisma/client";
import type { Locale } from "@exitgame/engine";
import type { AuthService, RequestInfo } from "../auth/service";
import type { Mailer } from "../auth/mail/mailer";
import type { AssetService } from "../assets/service";
import type { PlayGameCache } from "./play-cache";
import type { PreparsedDocuments } from "./document-check/pool";
import type { AgsService } from "../lti/ags";
import type { ToolKeys } from "../lti/keys";

export interface ViewerUser {
  id: string;
  email: string;
  displayName: string | null;
  roles: readonly ("MODERATOR" | "COMPETITION_MANAGER" | "ADMIN")[];
  /** Until the email is verified, the viewer is logged in but not `loggedIn` for authorization. */
  emailVerified: boolean;
}

export interface GraphQLContext {
  prisma: PrismaClient;
  /** The server's clock (competition phases, code validity); tests may move it (clock.ts). */
  now(): Date;
  /** Live-board events (in memory, or through Redis with REDIS_URL). */
  board: BoardEvents;
  request: Request;
  locale: Locale;
  /** Origin used to build public links (PUBLIC_URL or the request's origin). */
  publicOrigin: string;
  /** The user of the session cookie, or null. */
  viewer: ViewerUser | null;
  /** The session behind `viewer` (id = hash of the cookie's token). */
  sessionId: string | null;
  auth: AuthService;
  /** Sends mails (SMTP or the outbox); game invitations (games/sharing.ts). */
  mailer: Mailer;
  /** Asset storage and pipeline. */
  assets: AssetService;
  /** Playable games as players load them, kept in memory (play-cache.ts). */
  playGames: PlayGameCache;
  /** The LTI tool's signing keys (admin area: list, rotate). */
  ltiKeys: ToolKeys;
  /** LTI grades: the teacher's retry of a score post. */
  ltiAgs: AgsService;
  /** Language, client address (rate limits) and origin (mail links) of the request. */
  requestInfo: RequestInfo;
  /** Whether cookies must be Secure (the visitor came over HTTPS). */
  secureCookies: boolean;
  /** How the server runs, for the admin area (no secrets). */
  server: {
    production: boolean;
    embeddedDatabase: boolean;
    mail: string;
    rateLimits: string;
    publicUrl?: string;
    dataDir: string;
  };
  /** Privacy settings of the instance (issue 27); defaults when absent (tests). */
  privacy?: {
    retentionMaxDays: number;
    /** Days a launch from a learning platform is kept (LTI_RETENTION_DAYS). */
    ltiRetentionDays?: number;
    aiChat: boolean;
    /** Hosts of the configured sub-processors (no credentials, no paths); null: none. */
    subProcessors?: { storage: string | null; mail: string | null; ai: string | null };
  };
  /**
   * Game documents of a large request, checked on a worker thread (document-check/pool.ts); the
   * `document` argument holds a placeholder naming one of them.
   */
  preparsedDocuments?: PreparsedDocuments;
  /** Queues a Set-Cookie header for the response. */
  setCookie(cookie: string): void;
}
