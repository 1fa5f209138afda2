import {
  accessCodeStatus,
  generateAccessCode,
  MAX_CODES_PER_GENERATION,
  MIN_CODES_PER_GENERATION,
  oneYearAfter,
} from "../../competitions/access-codes";
import { isAdmin } from "../../permissions";
import type { Prisma, PrismaClient } from "../../generated/prisma/client";
import { builder } from "../builder";
import type { GraphQLContext } from "../context";
import { userError } from "../errors";

const manager = { competitionManager: true, admin: true } as const;
export const PAYMENT_REFERENCE_MAX = 100;
export const IMPORT_ROWS_MAX = 500;

const AccessCodeStatus = builder.enumType("AccessCodeStatus", {
  values: {
    GENERATED: { description: "Valid and not revoked (it may have been used)." },
    EXPIRED: { description: "Its year of validity has passed." },
    REVOKED: { description: "Revoked by a competition manager." },
  } as const,
});

export const AccessCode = builder.prismaObject("AccessCode", {
  fields: (t) => ({
    id: t.exposeID("id"),
    code: t.exposeString("code"),
    status: t.field({
      type: AccessCodeStatus,
      resolve: (c, _args, ctx) => accessCodeStatus(c, ctx.now()),
    }),
    used: t.boolean({ resolve: (c) => c.usedAt !== null }),
    usedAt: t.expose("usedAt", { type: "DateTime", nullable: true }),
    validUntil: t.expose("validUntil", { type: "DateTime" }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

export const PaymentReference = builder.prismaObject("PaymentReference", {
  fields: (t) => ({
    id: t.exposeID("id"),
    paymentReferenceId: t.exposeString("paymentReferenceId"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    codesCreatedAt: t.expose("codesCreatedAt", { type: "DateTime", nullable: true }),
    validUntil: t.expose("validUntil", { type: "DateTime" }),
    expired: t.boolean({ resolve: (r, _args, ctx) => r.validUntil <= ctx.now() }),
    codeCount: t.relationCount("accessCodes"),
    usedCount: t.relationCount("accessCodes", { where: { usedAt: { not: null } } }),
    revokedCount: t.relationCount("accessCodes", { where: { state: "REVOKED" } }),
    accessCodes: t.relation("accessCodes", { query: { orderBy: { createdAt: "asc" } } }),
  }),
});

function cleanReference(ctx: GraphQLContext, raw: string): string {
  const id = raw.trim().replace(/\s+/g, " ");
  if (!id)
    throw userError(
      ctx,
      "BAD_USER_INPUT",
      "accessCodes.referenceRequired",
      {},
      { field: "paymentReferenceId" },
    );
  if (id.length > PAYMENT_REFERENCE_MAX)
    throw userError(
      ctx,
      "BAD_USER_INPUT",
      "accessCodes.referenceTooLong",
      { max: PAYMENT_REFERENCE_MAX },
      { field: "paymentReferenceId" },
    );
  return id;
}

function checkCount(ctx: GraphQLContext, count: number, extensions: Record<string, unknown> = {}) {
  if (
    !Number.isInteger(count) ||
    count < MIN_CODES_PER_GENERATION ||
    count > MAX_CODES_PER_GENERATION
  )
    throw userError(
      ctx,
      "BAD_USER_INPUT",
      "accessCodes.countRange",
      { min: MIN_CODES_PER_GENERATION, max: MAX_CODES_PER_GENERATION },
      { field: "count", ...extensions },
    );
}

/**
 * Adds `count` fresh codes to a payment reference of `ownerId` (created if new: each manager has
 * their own references, even under the same name); every code and the reference are valid one
 * year from now. Collisions (59 bits per code) are retried, never duplicated. Without an owner
 * the reference is for admins only.
 */
export async function generateCodes(
  prisma: PrismaClient,
  paymentReferenceId: string,
  count: number,
  now: Date,
  ownerId: string | null = null,
): Promise<string> {
  const validUntil = oneYearAfter(now);
  const create = {
    paymentReferenceId,
    createdById: ownerId,
    createdAt: now,
    codesCreatedAt: now,
    validUntil,
  };
  const update = { codesCreatedAt: now, validUntil };
  const reference = ownerId
    ? await prisma.paymentReference.upsert({
        where: { createdById_paymentReferenceId: { createdById: ownerId, paymentReferenceId } },
        create,
        update,
        select: { id: true },
      })
    : await prisma.paymentReference
        .findFirst({ where: { createdById: null, paymentReferenceId }, select: { id: true } })
        .then(
          (found) =>
            found ?? prisma.paymentReference.create({ data: create, select: { id: true } }),
        );
  if (!ownerId) await prisma.paymentReference.update({ where: { id: reference.id }, data: update });
  let missing = count;
  for (let attempt = 0; missing > 0 && attempt < 10; attempt++) {
    const created = await prisma.accessCode.createMany({
      data: Array.from({ length: missing }, () => ({
        code: generateAccessCode(),
        paymentReferenceId: reference.id,
        validUntil,
        createdAt: now,
      })),
      skipDuplicates: true,
    });
    missing -= created.count;
  }
  if (missing > 0) throw new Error("could not generate unique access codes");
  return reference.id;
}

const ImportRow = builder.inputType("AccessCodeImportRow", {
  fields: (t) => ({
    paymentReferenceId: t.string({ required: true }),
    count: t.int({ required: true }),
  }),
});

interface ExportRowShape {
  paymentReferenceId: string;
  codeCount: number;
  createdAt: Date;
  validUntil: Date;
  codes: string[];
}
const ExportRow = builder.objectRef<ExportRowShape>("AccessCodeExportRow").implement({
  description: "One payment reference with its codes, for the CSV export.",
  fields: (t) => ({
    paymentReferenceId: t.exposeString("paymentReferenceId"),
    codeCount: t.exposeInt("codeCount"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    validUntil: t.expose("validUntil", { type: "DateTime" }),
    codes: t.exposeStringList("codes", {
      description: "Codes that are neither revoked nor expired.",
    }),
  }),
});

/** Most payment references one request returns (the table pages through the rest). */
export const PAYMENT_REFERENCES_PAGE_MAX = 500;

/** The payment references the viewer may see and change: their own; admins: all. */
export function ownedReferences(ctx: GraphQLContext): Prisma.PaymentReferenceWhereInput {
  return isAdmin(ctx.viewer) ? {} : { createdById: ctx.viewer!.id };
}

/** The search (a reference, or a code typed in any case, with or without separators) and the expiry filter. */
function referenceFilter(
  ctx: GraphQLContext,
  search: string | null | undefined,
  showExpired: boolean | null | undefined,
): Prisma.PaymentReferenceWhereInput {
  const term = (search ?? "").trim();
  const codeTerm = term.toUpperCase().replace(/[\s\-._/]+/g, "");
  const grouped = codeTerm.replace(/(.{4})(?=.)/g, "$1-");
  return {
    ...ownedReferences(ctx),
    ...(showExpired ? {} : { validUntil: { gt: ctx.now() } }),
    ...(term
      ? {
          OR: [
            { paymentReferenceId: { contains: term, mode: "insensitive" } },
            ...(codeTerm ? [{ accessCodes: { some: { code: { contains: grouped } } } }] : []),
          ],
        }
      : {}),
  };
}

builder.queryFields((t) => ({
  paymentReferences: t.prismaField({
    type: [PaymentReference],
    authScopes: manager,
    description:
      "Payment references, newest first; `search` matches the reference or one of its codes; " +
      `expired references only with showExpired. A page of \`first\` (at most ${PAYMENT_REFERENCES_PAGE_MAX}) ` +
      "after `offset` others; paymentReferenceCount counts them all.",
    args: {
      search: t.arg.string({ required: false }),
      showExpired: t.arg.boolean({ required: false, defaultValue: false }),
      first: t.arg.int({ required: false, defaultValue: PAYMENT_REFERENCES_PAGE_MAX }),
      offset: t.arg.int({ required: false, defaultValue: 0 }),
    },
    resolve: (query, _root, { search, showExpired, first, offset }, ctx) =>
      ctx.prisma.paymentReference.findMany({
        ...query,
        where: referenceFilter(ctx, search, showExpired),
        // id breaks ties: references created in one import share their createdAt
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        skip: Math.max(offset ?? 0, 0),
        take: Math.min(
          Math.max(first ?? PAYMENT_REFERENCES_PAGE_MAX, 1),
          PAYMENT_REFERENCES_PAGE_MAX,
        ),
      }),
  }),
  paymentReferenceCount: t.int({
    authScopes: manager,
    description: "How many payment references paymentReferences finds with the same filter.",
    args: {
      search: t.arg.string({ required: false }),
      showExpired: t.arg.boolean({ required: false, defaultValue: false }),
    },
    resolve: (_root, { search, showExpired }, ctx) =>
      ctx.prisma.paymentReference.count({ where: referenceFilter(ctx, search, showExpired) }),
  }),
  exportAccessCodes: t.field({
    type: [ExportRow],
    authScopes: manager,
    description: "Payment references created in [from, to] with their usable codes.",
    args: {
      from: t.arg({ type: "DateTime", required: true }),
      to: t.arg({ type: "DateTime", required: true }),
    },
    resolve: async (_root, { from, to }, ctx) => {
      if (to <= from) throw userError(ctx, "BAD_USER_INPUT", "accessCodes.exportRange");
      const now = ctx.now();
      const refs = await ctx.prisma.paymentReference.findMany({
        where: { ...ownedReferences(ctx), createdAt: { gte: from, lte: to } },
        orderBy: { createdAt: "asc" },
        include: { accessCodes: { orderBy: { createdAt: "asc" } } },
      });
      return refs.map((r) => {
        const usable = r.accessCodes.filter((c) => accessCodeStatus(c, now) === "GENERATED");
        return {
          paymentReferenceId: r.paymentReferenceId,
          codeCount: usable.length,
          createdAt: r.createdAt,
          validUntil: r.validUntil,
          codes: usable.map((c) => c.code),
        };
      });
    },
  }),
}));

builder.mutationFields((t) => ({
  generateAccessCodes: t.prismaField({
    type: PaymentReference,
    authScopes: manager,
    description: `Adds ${MIN_CODES_PER_GENERATION}–${MAX_CODES_PER_GENERATION} codes to a payment reference (created if new).`,
    args: {
      paymentReferenceId: t.arg.string({ required: true }),
      count: t.arg.int({ required: true }),
    },
    resolve: async (query, _root, args, ctx) => {
      const reference = cleanReference(ctx, args.paymentReferenceId);
      checkCount(ctx, args.count);
      const id = await generateCodes(ctx.prisma, reference, args.count, ctx.now(), ctx.viewer!.id);
      return ctx.prisma.paymentReference.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  importAccessCodes: t.int({
    authScopes: manager,
    description:
      "Generates codes for every row (payment reference, count), all or nothing; returns the number of codes created.",
    args: { rows: t.arg({ type: [ImportRow], required: true }) },
    resolve: async (_root, { rows }, ctx) => {
      if (rows.length === 0) throw userError(ctx, "BAD_USER_INPUT", "accessCodes.importEmpty");
      if (rows.length > IMPORT_ROWS_MAX)
        throw userError(ctx, "BAD_USER_INPUT", "accessCodes.importTooMany", {
          max: IMPORT_ROWS_MAX,
        });
      const clean = rows.map((row, index) => {
        checkCount(ctx, row.count, { row: index });
        return { id: cleanReference(ctx, row.paymentReferenceId), count: row.count };
      });
      const now = ctx.now();
      await ctx.prisma.$transaction(
        async (tx) => {
          for (const row of clean)
            await generateCodes(tx as PrismaClient, row.id, row.count, now, ctx.viewer!.id);
        },
        { timeout: 60_000 },
      );
      return clean.reduce((sum, r) => sum + r.count, 0);
    },
  }),
  revokeAccessCode: t.prismaField({
    type: AccessCode,
    authScopes: manager,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (query, _root, { id }, ctx) => {
      const updated = await ctx.prisma.accessCode.updateMany({
        where: { id: String(id), paymentReference: ownedReferences(ctx) },
        data: { state: "REVOKED", revokedAt: ctx.now() },
      });
      if (updated.count === 0) throw userError(ctx, "NOT_FOUND", "accessCodes.codeNotFound");
      return ctx.prisma.accessCode.findUniqueOrThrow({ ...query, where: { id: String(id) } });
    },
  }),
  deletePaymentReference: t.id({
    authScopes: manager,
    description: "Deletes a payment reference with all its access codes; returns its id.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      const deleted = await ctx.prisma.paymentReference.deleteMany({
        where: { id: String(id), ...ownedReferences(ctx) },
      });
      if (deleted.count === 0) throw userError(ctx, "NOT_FOUND", "accessCodes.referenceNotFound");
      return String(id);
    },
  }),
}));
