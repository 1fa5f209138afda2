/**
 * Galleries and tags (with tag management and their checks): the curated library
 * every author draws from (kept by moderators), each author's own uploads, and each game's
 * gallery. Uploads go through POST /api/assets (../../assets/routes.ts); everything else is here.
 */
import type { Prisma } from "../../generated/prisma/client";
import { MAX_IMAGE_SIDE } from "../../assets/inspect";
import { ASSET_NAME_MAX, isModerator, toMb } from "../../assets/service";
import { notStagedByLegacyImport } from "../../exchange/legacy-staging";
import { builder } from "../builder";
import type { GraphQLContext } from "../context";
import { userError } from "../errors";
import { isAdmin, isOwner, mayEditGame, ownsOrAdmin } from "../../permissions";

export const TAG_NAME_MAX = 60;

export const AssetKind = builder.enumType("AssetKind", {
  values: ["IMAGE", "VIDEO", "AUDIO", "CAPTIONS"] as const,
});

const AssetLibrary = builder.enumType("AssetLibrary", {
  description: "Which assets a gallery shows.",
  values: {
    CURATED: { description: "The curated library, shared with every author." },
    MINE: { description: "The viewer's own uploads." },
    GAME: { description: "The gallery of one game (gameId)." },
  } as const,
});

const AssetSort = builder.enumType("AssetSort", {
  values: { NAME: {}, CREATED: {}, UPDATED: { description: "Last modified." } } as const,
});

const SortDirection = builder.enumType("SortDirection", { values: ["ASC", "DESC"] as const });

export const Tag = builder.prismaObject("Tag", {
  fields: (t) => ({
    id: t.exposeID("id"),
    slug: t.exposeString("slug", { description: "Assigned at creation, never changed." }),
    nameEn: t.exposeString("nameEn"),
    nameDe: t.exposeString("nameDe", { nullable: true }),
    assetCount: t.relationCount("assets"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

interface AssetUseShape {
  gameId: number;
  title: string;
  mine: boolean;
}
const AssetUse = builder.objectRef<AssetUseShape>("AssetUse").implement({
  description: "A game that uses an asset (in its gallery or in an element).",
  fields: (t) => ({
    gameId: t.exposeInt("gameId"),
    title: t.exposeString("title"),
    mine: t.exposeBoolean("mine", { description: "The viewer owns the game." }),
  }),
});

const AssetLimitsRef = builder
  .objectRef<{ uploadMaxMb: number; imageMaxMb: number; mediaMaxMb: number }>("AssetLimits")
  .implement({
    description: "Upload limits, shown in the upload area.",
    fields: (t) => ({
      uploadMaxMb: t.exposeFloat("uploadMaxMb", { description: "Images, before conversion." }),
      imageMaxMb: t.exposeFloat("imageMaxMb", { description: "Images, after conversion to WebP." }),
      mediaMaxMb: t.exposeFloat("mediaMaxMb", { description: "Audio and video files." }),
      maxImageSide: t.int({ resolve: () => MAX_IMAGE_SIDE }),
    }),
  });

/** Moderators (and admins) keep the curated library; an own upload belongs to its owner (and admins). */
function canEditAsset(ctx: GraphQLContext, asset: { curated: boolean; ownerId: string | null }) {
  const viewer = ctx.viewer;
  if (!viewer?.emailVerified) return false;
  return asset.curated ? isModerator(viewer) : ownsOrAdmin(viewer, asset.ownerId ?? "");
}

/** Games using the asset: in their gallery or referenced by an element. */
async function gamesUsing(ctx: GraphQLContext, assetId: string, onlyOwner?: string) {
  const rows = await ctx.prisma.$queryRaw<{ id: number; title: string; ownerId: string }[]>`
    SELECT g.id, g.title, g."ownerId" FROM "Game" g
    WHERE EXISTS (SELECT 1 FROM "GameAsset" ga WHERE ga."gameId" = g.id AND ga."assetId" = ${assetId})
       OR strpos(g.document::text, ${`"${assetId}"`}) > 0
    ORDER BY g.title`;
  return rows
    .filter((r) => !onlyOwner || r.ownerId === onlyOwner)
    .map((r) => ({ gameId: r.id, title: r.title, mine: isOwner(ctx.viewer, r.ownerId) }));
}

export const Asset = builder.prismaObject("Asset", {
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.expose("kind", { type: AssetKind }),
    name: t.exposeString("name"),
    fileName: t.exposeString("fileName", { description: "The name of the uploaded file." }),
    mimeType: t.exposeString("mimeType", { description: "The stored format." }),
    size: t.exposeInt("size", { description: "Bytes stored." }),
    width: t.exposeInt("width", { nullable: true }),
    height: t.exposeInt("height", { nullable: true }),
    durationSeconds: t.exposeFloat("durationSeconds", { nullable: true }),
    curated: t.exposeBoolean("curated"),
    mine: t.boolean({
      select: { ownerId: true },
      resolve: (a, _args, ctx) => isOwner(ctx.viewer, a.ownerId),
    }),
    editable: t.boolean({
      description: "The viewer may rename, tag and delete it.",
      select: { ownerId: true, curated: true },
      resolve: (a, _args, ctx) => canEditAsset(ctx, a),
    }),
    url: t.string({ resolve: (a) => `/api/assets/${a.id}` }),
    tags: t.relation("tags", { query: { orderBy: { nameEn: "asc" } } }),
    usedBy: t.field({
      type: [AssetUse],
      description: "Games that use it; all of them for whoever may edit it, else the viewer's own.",
      select: { ownerId: true, curated: true },
      resolve: (a, _args, ctx) =>
        gamesUsing(ctx, a.id, canEditAsset(ctx, a) ? undefined : (ctx.viewer?.id ?? "-")),
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

/** The game if the viewer may edit it (owner, co-author, admin: games/access.ts); NOT_FOUND otherwise. */
async function ownGame(ctx: GraphQLContext, id: number) {
  if (!(await mayEditGame(ctx.prisma, ctx.viewer, id)))
    throw userError(ctx, "NOT_FOUND", "game.notFound");
  return { id };
}

/** An asset the viewer may see: curated, own, in one of their games' galleries, or any for admins. */
function visibleWhere(ctx: GraphQLContext): Prisma.AssetWhereInput {
  const viewer = ctx.viewer!;
  if (isAdmin(viewer)) return {};
  return {
    OR: [
      { curated: true },
      { ownerId: viewer.id },
      { games: { some: { game: { ownerId: viewer.id } } } },
      { games: { some: { game: { shares: { some: { userId: viewer.id } } } } } },
    ],
  };
}

async function editableAsset(ctx: GraphQLContext, id: string) {
  const asset = await ctx.prisma.asset.findFirst({ where: { id, ...visibleWhere(ctx) } });
  if (!asset || !canEditAsset(ctx, asset)) throw userError(ctx, "NOT_FOUND", "asset.notFound");
  return asset;
}

function searchWhere(search: string | null | undefined): Prisma.AssetWhereInput {
  const q = search?.trim();
  if (!q) return {};
  const contains = { contains: q, mode: "insensitive" as const };
  return {
    OR: [
      { name: contains },
      { fileName: contains },
      { tags: { some: { OR: [{ nameEn: contains }, { nameDe: contains }, { slug: contains }] } } },
    ],
  };
}

/** Lower case, German letters spelled out, anything else a dash: "Äpfel & Birnen" → "aepfel-birnen". */
export function slugify(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 50);
  return slug || "tag";
}

function cleanTagNames(ctx: GraphQLContext, nameEn: string, nameDe: string | null | undefined) {
  const en = nameEn.trim().replace(/\s+/g, " ");
  const de = nameDe?.trim().replace(/\s+/g, " ") || null;
  if (!en) throw userError(ctx, "BAD_USER_INPUT", "tag.englishRequired", {}, { field: "nameEn" });
  for (const [field, value] of [
    ["nameEn", en],
    ["nameDe", de],
  ] as const)
    if (value && value.length > TAG_NAME_MAX)
      throw userError(ctx, "BAD_USER_INPUT", "tag.tooLong", { max: TAG_NAME_MAX }, { field });
  return { en, de };
}

/** A tag whose English or German name equals one of these (ignoring case), other than `except`. */
async function duplicateTag(ctx: GraphQLContext, names: string[], except?: string) {
  const eq = (v: string) => ({ equals: v, mode: "insensitive" as const });
  return ctx.prisma.tag.findFirst({
    where: {
      ...(except ? { id: { not: except } } : {}),
      OR: names.flatMap((n) => [{ nameEn: eq(n) }, { nameDe: eq(n) }]),
    },
  });
}

const manageTags = { moderator: true, admin: true } as const;

builder.queryFields((t) => ({
  assets: t.prismaField({
    type: [Asset],
    authScopes: { loggedIn: true },
    description:
      "One gallery: the curated library, the viewer's uploads or a game's gallery; searched by name and by tag (English, German, slug).",
    args: {
      kind: t.arg({ type: AssetKind, required: true }),
      library: t.arg({ type: AssetLibrary, required: true }),
      gameId: t.arg.int({ required: false }),
      search: t.arg.string({ required: false }),
      tagIds: t.arg.idList({ required: false }),
      sort: t.arg({ type: AssetSort, required: false, defaultValue: "UPDATED" }),
      direction: t.arg({ type: SortDirection, required: false, defaultValue: "DESC" }),
      first: t.arg.int({ required: false, defaultValue: 200 }),
    },
    resolve: async (query, _root, args, ctx) => {
      let library: Prisma.AssetWhereInput;
      if (args.library === "CURATED") library = { curated: true };
      else if (args.library === "MINE") library = { ownerId: ctx.viewer!.id, curated: false };
      else {
        if (args.gameId == null) throw userError(ctx, "NOT_FOUND", "game.notFound");
        await ownGame(ctx, args.gameId);
        library = { games: { some: { gameId: args.gameId } } };
      }
      const direction = args.direction === "ASC" ? "asc" : "desc";
      const where: Prisma.AssetWhereInput = {
        AND: [
          { kind: args.kind },
          library,
          notStagedByLegacyImport,
          searchWhere(args.search),
          ...(args.tagIds?.length
            ? args.tagIds.map((id) => ({ tags: { some: { id: String(id) } } }))
            : []),
        ],
      };
      const take = Math.min(Math.max(args.first ?? 200, 1), 500);
      if (args.sort === "NAME") {
        // By name as people read it (the database compares code points: "Zebra" < "apfel" <
        // "Äpfel"): case and accents aside, numbers by value, in the viewer's language.
        const collator = new Intl.Collator(ctx.locale, { sensitivity: "base", numeric: true });
        const names = await ctx.prisma.asset.findMany({ where, select: { id: true, name: true } });
        names.sort(
          (a, b) =>
            (direction === "asc" ? 1 : -1) * collator.compare(a.name, b.name) ||
            (a.id < b.id ? -1 : 1),
        );
        const ids = names.slice(0, take).map((a) => a.id);
        const found = await ctx.prisma.asset.findMany({ ...query, where: { id: { in: ids } } });
        const byId = new Map(found.map((a) => [a.id, a]));
        return ids.flatMap((id) => byId.get(id) ?? []);
      }
      const orderBy: Prisma.AssetOrderByWithRelationInput[] =
        args.sort === "CREATED"
          ? [{ createdAt: direction }, { id: "asc" }]
          : [{ updatedAt: direction }, { id: "asc" }];
      return ctx.prisma.asset.findMany({ ...query, where, orderBy, take });
    },
  }),
  asset: t.prismaField({
    type: Asset,
    nullable: true,
    authScopes: { loggedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (query, _root, { id }, ctx) => {
      const asset = await ctx.prisma.asset.findFirst({
        ...query,
        where: { id: String(id), ...visibleWhere(ctx) },
      });
      if (!asset) throw userError(ctx, "NOT_FOUND", "asset.notFound");
      return asset;
    },
  }),
  assetLimits: t.field({
    type: AssetLimitsRef,
    resolve: (_root, _args, ctx) => ({
      uploadMaxMb: toMb(ctx.assets.limits.uploadMaxBytes),
      imageMaxMb: toMb(ctx.assets.limits.imageMaxBytes),
      mediaMaxMb: toMb(ctx.assets.limits.mediaMaxBytes),
    }),
  }),
  tags: t.prismaField({
    type: [Tag],
    authScopes: { loggedIn: true },
    description: "Tags, by English name; searched in both languages and the slug.",
    args: { search: t.arg.string({ required: false }) },
    resolve: (query, _root, { search }, ctx) => {
      const q = search?.trim();
      const contains = { contains: q ?? "", mode: "insensitive" as const };
      return ctx.prisma.tag.findMany({
        ...query,
        where: q ? { OR: [{ nameEn: contains }, { nameDe: contains }, { slug: contains }] } : {},
        orderBy: [{ nameEn: "asc" }, { id: "asc" }],
        take: 1000,
      });
    },
  }),
}));

builder.mutationFields((t) => ({
  renameAsset: t.prismaField({
    type: Asset,
    authScopes: { loggedIn: true },
    args: { id: t.arg.id({ required: true }), name: t.arg.string({ required: true }) },
    resolve: async (query, _root, { id, name }, ctx) => {
      const asset = await editableAsset(ctx, String(id));
      const clean = name.trim().replace(/\s+/g, " ");
      if (!clean) throw userError(ctx, "BAD_USER_INPUT", "asset.nameEmpty", {}, { field: "name" });
      if (clean.length > ASSET_NAME_MAX)
        throw userError(
          ctx,
          "BAD_USER_INPUT",
          "asset.nameTooLong",
          { max: ASSET_NAME_MAX },
          { field: "name" },
        );
      return ctx.prisma.asset.update({ ...query, where: { id: asset.id }, data: { name: clean } });
    },
  }),
  setAssetTags: t.prismaField({
    type: Asset,
    authScopes: { loggedIn: true },
    description: "Replaces the asset's tags.",
    args: { id: t.arg.id({ required: true }), tagIds: t.arg.idList({ required: true }) },
    resolve: async (query, _root, { id, tagIds }, ctx) => {
      const asset = await editableAsset(ctx, String(id));
      const ids = [...new Set(tagIds.map(String))];
      const found = await ctx.prisma.tag.count({ where: { id: { in: ids } } });
      if (found !== ids.length) throw userError(ctx, "NOT_FOUND", "tag.notFound");
      return ctx.prisma.asset.update({
        ...query,
        where: { id: asset.id },
        data: { tags: { set: ids.map((tagId) => ({ id: tagId })) } },
      });
    },
  }),
  deleteAsset: t.boolean({
    authScopes: { loggedIn: true },
    description:
      "Deletes an asset. One used by games is only deleted with confirmUsed; otherwise CONFLICT names the games.",
    args: {
      id: t.arg.id({ required: true }),
      confirmUsed: t.arg.boolean({ required: false, defaultValue: false }),
    },
    resolve: async (_root, { id, confirmUsed }, ctx) => {
      const asset = await editableAsset(ctx, String(id));
      if (!confirmUsed) {
        const games = await gamesUsing(ctx, asset.id);
        if (games.length > 0)
          throw userError(
            ctx,
            "CONFLICT",
            "asset.inUse",
            { games: games.map((g) => g.title).join(", ") },
            { games },
          );
      }
      await ctx.assets.remove(asset.id);
      return true;
    },
  }),
  addAssetToGame: t.prismaField({
    type: Asset,
    authScopes: { loggedIn: true },
    description: "Puts a visible asset into a game's gallery; one already there is refused.",
    args: { gameId: t.arg.int({ required: true }), assetId: t.arg.id({ required: true }) },
    resolve: async (query, _root, { gameId, assetId }, ctx) => {
      await ownGame(ctx, gameId);
      const asset = await ctx.prisma.asset.findFirst({
        where: { id: String(assetId), ...visibleWhere(ctx) },
      });
      if (!asset) throw userError(ctx, "NOT_FOUND", "asset.notFound");
      const added = await ctx.prisma.gameAsset.createMany({
        data: [{ gameId, assetId: asset.id }],
        skipDuplicates: true,
      });
      if (added.count === 0) throw userError(ctx, "CONFLICT", "asset.alreadyInGallery");
      return ctx.prisma.asset.findUniqueOrThrow({ ...query, where: { id: asset.id } });
    },
  }),
  removeAssetFromGame: t.boolean({
    authScopes: { loggedIn: true },
    description: "Takes an asset out of a game's gallery (the asset itself stays).",
    args: { gameId: t.arg.int({ required: true }), assetId: t.arg.id({ required: true }) },
    resolve: async (_root, { gameId, assetId }, ctx) => {
      await ownGame(ctx, gameId);
      const removed = await ctx.prisma.gameAsset.deleteMany({
        where: { gameId, assetId: String(assetId) },
      });
      return removed.count > 0;
    },
  }),
  createTag: t.prismaField({
    type: Tag,
    authScopes: manageTags,
    description:
      "English name required, German optional; the slug is made from the English name once.",
    args: {
      nameEn: t.arg.string({ required: true }),
      nameDe: t.arg.string({ required: false }),
    },
    resolve: async (query, _root, { nameEn, nameDe }, ctx) => {
      const { en, de } = cleanTagNames(ctx, nameEn, nameDe);
      const dup = await duplicateTag(ctx, de ? [en, de] : [en]);
      if (dup)
        throw userError(
          ctx,
          "CONFLICT",
          "tag.duplicate",
          { name: dup.nameEn },
          { field: "nameEn" },
        );
      const base = slugify(en);
      const taken = new Set(
        (
          await ctx.prisma.tag.findMany({
            where: { slug: { startsWith: base } },
            select: { slug: true },
          })
        ).map((t) => t.slug),
      );
      let slug = base;
      for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
      return ctx.prisma.tag.create({ ...query, data: { slug, nameEn: en, nameDe: de } });
    },
  }),
  updateTag: t.prismaField({
    type: Tag,
    authScopes: manageTags,
    description: "Changes the names; the slug stays.",
    args: {
      id: t.arg.id({ required: true }),
      nameEn: t.arg.string({ required: true }),
      nameDe: t.arg.string({ required: false }),
    },
    resolve: async (query, _root, { id, nameEn, nameDe }, ctx) => {
      const tag = await ctx.prisma.tag.findUnique({ where: { id: String(id) } });
      if (!tag) throw userError(ctx, "NOT_FOUND", "tag.notFound");
      const { en, de } = cleanTagNames(ctx, nameEn, nameDe);
      const dup = await duplicateTag(ctx, de ? [en, de] : [en], tag.id);
      if (dup)
        throw userError(
          ctx,
          "CONFLICT",
          "tag.duplicate",
          { name: dup.nameEn },
          { field: "nameEn" },
        );
      return ctx.prisma.tag.update({
        ...query,
        where: { id: tag.id },
        data: { nameEn: en, nameDe: de },
      });
    },
  }),
  deleteTag: t.boolean({
    authScopes: manageTags,
    description: "Deletes a tag; assets lose it.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      const removed = await ctx.prisma.tag.deleteMany({ where: { id: String(id) } });
      if (removed.count === 0) throw userError(ctx, "NOT_FOUND", "tag.notFound");
      return true;
    },
  }),
}));
