/** Registration of LTI 1.3 platforms by an admin: checked input, one row per issuer + client id. */
import { z } from "zod";
import { isLoopbackHost } from "../clock";
import { Prisma, type PrismaClient } from "../generated/prisma/client";
import { ApiError } from "../errors";
import type { LtiMessageKey } from "./messages";

export interface PlatformInput {
  name: string;
  issuer: string;
  clientId: string;
  deploymentIds: string[];
  authLoginUrl: string;
  tokenUrl: string;
  jwksUrl: string;
}

/** Refused input: the message key and its parameters (translated by the caller). */
export class PlatformInputError extends ApiError {
  constructor(
    readonly ltiKey: LtiMessageKey,
    params: Record<string, string> = {},
    code: "BAD_USER_INPUT" | "CONFLICT" | "NOT_FOUND" = "BAD_USER_INPUT",
  ) {
    super(code, { key: `lti.${ltiKey}`, params });
    this.name = "PlatformInputError";
  }
}

/** https, or http on a loopback host (a platform on the same machine, tests). */
export function isAcceptableUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return url.protocol === "https:" || (url.protocol === "http:" && isLoopbackHost(host));
}

export const URL_FIELDS = ["issuer", "authLoginUrl", "tokenUrl", "jwksUrl"] as const;

export function checkPlatformInput(input: PlatformInput): PlatformInput {
  const name = input.name.trim();
  if (!name || name.length > 200) throw new PlatformInputError("input.name");
  const clientId = input.clientId.trim();
  if (!clientId || clientId.length > 255) throw new PlatformInputError("input.clientId");
  const urls = Object.fromEntries(URL_FIELDS.map((field) => [field, input[field].trim()]));
  for (const field of URL_FIELDS) {
    if (urls[field]!.length > 2000 || !isAcceptableUrl(urls[field]!))
      throw new PlatformInputError("input.url", { field });
  }
  const deploymentIds = z
    .array(z.string().trim().min(1).max(255))
    .min(1)
    .max(50)
    .safeParse(input.deploymentIds.map((id) => id.trim()).filter(Boolean));
  if (!deploymentIds.success) throw new PlatformInputError("input.deploymentIds");
  return {
    name,
    clientId,
    issuer: urls.issuer!,
    authLoginUrl: urls.authLoginUrl!,
    tokenUrl: urls.tokenUrl!,
    jwksUrl: urls.jwksUrl!,
    deploymentIds: [...new Set(deploymentIds.data)],
  };
}

function translatePrismaError(error: unknown): never {
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2002") throw new PlatformInputError("input.duplicate", {}, "CONFLICT");
    if (error.code === "P2025") throw new PlatformInputError("input.notFound", {}, "NOT_FOUND");
  }
  throw error;
}

export function platformStore(prisma: PrismaClient) {
  return {
    list: () => prisma.ltiPlatform.findMany({ orderBy: { createdAt: "asc" } }),
    create: (input: PlatformInput) =>
      prisma.ltiPlatform.create({ data: checkPlatformInput(input) }).catch(translatePrismaError),
    update: (id: string, input: PlatformInput) =>
      prisma.ltiPlatform
        .update({ where: { id }, data: checkPlatformInput(input) })
        .catch(translatePrismaError),
    remove: async (id: string) => {
      const { count } = await prisma.ltiPlatform.deleteMany({ where: { id } });
      if (count === 0) throw new PlatformInputError("input.notFound", {}, "NOT_FOUND");
    },
  };
}
