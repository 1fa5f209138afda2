import { ApiError } from "../../errors";
import { frameOriginsFor, MAX_FRAME_ORIGINS, normalizeOrigin } from "../../scorm/frame-origins";
import type { scormMessage } from "../../scorm/messages";
import { builder } from "../builder";

interface FramingShape {
  origins: string[];
  ltiOrigins: string[];
}

const Framing = builder.objectRef<FramingShape>("Framing").implement({
  description:
    "Origins allowed to show the player's pages in a frame (SCORM launchers, LMS pages); every other page may be framed only by this server.",
  fields: (t) => ({
    origins: t.exposeStringList("origins", { description: "The admin's list." }),
    ltiOrigins: t.exposeStringList("ltiOrigins", {
      description: "Allowed too: the origins of the registered LTI platforms.",
    }),
  }),
});

async function framing(prisma: Parameters<typeof frameOriginsFor>[0]): Promise<FramingShape> {
  const service = frameOriginsFor(prisma);
  const [origins, allowed] = await Promise.all([service.listed(), service.allowed()]);
  return { origins, ltiOrigins: allowed.filter((origin) => !origins.includes(origin)) };
}

builder.queryFields((t) => ({
  framing: t.field({
    type: Framing,
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => framing(ctx.prisma),
  }),
}));

builder.mutationFields((t) => ({
  setFramingOrigins: t.field({
    type: Framing,
    authScopes: { admin: true },
    description: "Replaces the list of origins allowed to frame the player (at most 50).",
    args: { origins: t.arg.stringList({ required: true }) },
    resolve: async (_root, { origins }, ctx) => {
      const fail = (key: Parameters<typeof scormMessage>[1], value: string) => {
        throw new ApiError("BAD_USER_INPUT", {
          key: `scorm.${key}`,
          params: { value, max: MAX_FRAME_ORIGINS },
          locale: ctx.locale,
          extensions: { messageKey: `scorm.${key}`, value },
        });
      };
      const entries = origins.map((o) => o.trim()).filter(Boolean);
      if (entries.length > MAX_FRAME_ORIGINS) fail("origins.tooMany", "");
      const normalized: string[] = [];
      for (const entry of entries) {
        const result = normalizeOrigin(entry);
        if ("problem" in result) return fail(`origins.${result.problem}`, entry.slice(0, 200));
        normalized.push(result.origin);
      }
      await frameOriginsFor(ctx.prisma).replace(normalized, ctx.viewer!.id);
      return framing(ctx.prisma);
    },
  }),
}));
