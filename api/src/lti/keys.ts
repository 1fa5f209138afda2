/**
 * The tool's own signing keys (RS256): generated once, kept in the database with the private
 * JWK sealed as a JWE (PBES2 + AES key wrap + AES-GCM, all done by `jose`) under LTI_KEY_SECRET,
 * rotatable, published at GET /lti/jwks. Deep linking responses and AGS service tokens (not built
 * yet) will be signed with `signingKey()`.
 */
import {
  calculateJwkThumbprint,
  compactDecrypt,
  CompactEncrypt,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
} from "jose";
import { ApiError } from "../errors";
import type { PrismaClient } from "../generated/prisma/client";

/** Retired keys stay published this long, so that tokens signed just before a rotation still verify. */
export const RETIRED_KEY_GRACE_MS = 7 * 24 * 60 * 60 * 1000;
const SEAL_ALG = "PBES2-HS512+A256KW";
const SEAL_ENC = "A256GCM";
const SEAL_ITERATIONS = 10_000;
const LOCK_KEY = "exitgame:lti-tool-key";

/** LTI_KEY_SECRET is not set: the tool has no keys and refuses every LTI request. */
export class LtiNotConfiguredError extends ApiError {
  constructor() {
    super("NOT_CONFIGURED", { key: "lti.notConfigured" });
    this.name = "LtiNotConfiguredError";
  }
}

export interface ToolKeyInfo {
  kid: string;
  createdAt: Date;
  retiredAt: Date | null;
}

export interface ToolKeys {
  readonly configured: boolean;
  /** The public keys to publish (current and recently retired); creates the first key if none. */
  jwks(): Promise<{ keys: JWK[] }>;
  /** The current key for signing, created on first use. */
  signingKey(): Promise<{ kid: string; key: CryptoKey }>;
  /** Retires the current key and makes a new one. */
  rotate(): Promise<ToolKeyInfo>;
  list(): Promise<ToolKeyInfo[]>;
}

export async function sealPrivateJwk(jwk: JWK, secret: string): Promise<string> {
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(jwk)))
    .setProtectedHeader({ alg: SEAL_ALG, enc: SEAL_ENC, cty: "jwk+json" })
    .setKeyManagementParameters({ p2c: SEAL_ITERATIONS })
    .encrypt(new TextEncoder().encode(secret));
}

export async function openPrivateJwk(sealed: string, secret: string): Promise<JWK> {
  const { plaintext } = await compactDecrypt(sealed, new TextEncoder().encode(secret), {
    keyManagementAlgorithms: [SEAL_ALG],
    contentEncryptionAlgorithms: [SEAL_ENC],
    maxPBES2Count: SEAL_ITERATIONS,
  });
  return JSON.parse(new TextDecoder().decode(plaintext)) as JWK;
}

export function toolKeys(prisma: PrismaClient, secret: string | undefined): ToolKeys {
  const select = { kid: true, createdAt: true, retiredAt: true } as const;
  const requireSecret = () => {
    if (!secret) throw new LtiNotConfiguredError();
    return secret;
  };

  async function newKey(tx: Pick<PrismaClient, "ltiToolKey">) {
    const pass = requireSecret();
    const { publicKey, privateKey } = await generateKeyPair("RS256", {
      modulusLength: 2048,
      extractable: true,
    });
    const publicJwk = await exportJWK(publicKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: "RS256" };
    return tx.ltiToolKey.create({
      data: {
        kid,
        publicJwk: { ...publicJwk, kid, alg: "RS256", use: "sig" },
        privateJwkSealed: await sealPrivateJwk(privateJwk, pass),
      },
      select,
    });
  }

  /** One instance at a time creates or rotates (several API instances may start together). */
  async function locked<T>(work: (tx: Pick<PrismaClient, "ltiToolKey">) => Promise<T>) {
    return prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${LOCK_KEY}))::text`;
      return work(tx);
    });
  }

  async function current() {
    requireSecret();
    const found = await prisma.ltiToolKey.findFirst({
      where: { retiredAt: null },
      orderBy: { createdAt: "desc" },
    });
    if (found) return found;
    await locked(async (tx) => {
      const again = await tx.ltiToolKey.findFirst({ where: { retiredAt: null } });
      if (!again) await newKey(tx);
    });
    return prisma.ltiToolKey.findFirstOrThrow({
      where: { retiredAt: null },
      orderBy: { createdAt: "desc" },
    });
  }

  return {
    configured: Boolean(secret),
    async jwks() {
      await current();
      const rows = await prisma.ltiToolKey.findMany({
        where: {
          OR: [
            { retiredAt: null },
            { retiredAt: { gt: new Date(Date.now() - RETIRED_KEY_GRACE_MS) } },
          ],
        },
        orderBy: { createdAt: "desc" },
      });
      return { keys: rows.map((row) => row.publicJwk as JWK) };
    },
    async signingKey() {
      const row = await current();
      const jwk = await openPrivateJwk(row.privateJwkSealed, requireSecret());
      return { kid: row.kid, key: (await importJWK(jwk, "RS256")) as CryptoKey };
    },
    async rotate() {
      requireSecret();
      return locked(async (tx) => {
        await tx.ltiToolKey.updateMany({
          where: { retiredAt: null },
          data: { retiredAt: new Date() },
        });
        return newKey(tx);
      });
    },
    list() {
      return prisma.ltiToolKey.findMany({ select, orderBy: { createdAt: "desc" } });
    },
  };
}
