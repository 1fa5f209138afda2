import type { PrismaClient } from "../generated/prisma/client";
import type { Locale } from "@exitgame/engine";

export interface ViewerUser {
  id: string;
  email: string;
  roles: readonly ("MODERATOR" | "COMPETITION_MANAGER" | "ADMIN")[];
}

export interface GraphQLContext {
  prisma: PrismaClient;
  request: Request;
  locale: Locale;
  /** Origin used to build public links (PUBLIC_URL or the request's origin). */
  publicOrigin: string;
  viewer: ViewerUser | null;
}
