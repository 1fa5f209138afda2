import { ApiError } from "../../errors";
import type { LtiPlatform as LtiPlatformRow } from "../../generated/prisma/client";
import type { ToolKeyInfo } from "../../lti/keys";
import { ltiMessage } from "../../lti/messages";
import {
  PlatformInputError,
  platformStore,
  URL_FIELDS,
  type PlatformInput,
} from "../../lti/platforms";
import { builder } from "../builder";
import type { GraphQLContext } from "../context";
import { userError } from "../errors";

const LtiPlatform = builder.objectRef<LtiPlatformRow>("LtiPlatform").implement({
  description: "An LMS registered as an LTI 1.3 platform.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    issuer: t.exposeString("issuer"),
    clientId: t.exposeString("clientId"),
    deploymentIds: t.exposeStringList("deploymentIds"),
    authLoginUrl: t.exposeString("authLoginUrl"),
    tokenUrl: t.exposeString("tokenUrl"),
    jwksUrl: t.exposeString("jwksUrl"),
    createdAt: t.field({ type: "DateTime", resolve: (p) => p.createdAt }),
  }),
});

const LtiToolKey = builder.objectRef<ToolKeyInfo>("LtiToolKey").implement({
  description: "One of the tool's signing keys (the private part never leaves the server).",
  fields: (t) => ({
    kid: t.exposeString("kid"),
    createdAt: t.field({ type: "DateTime", resolve: (k) => k.createdAt }),
    retiredAt: t.field({ type: "DateTime", nullable: true, resolve: (k) => k.retiredAt }),
  }),
});

interface ToolShape {
  configured: boolean;
  origin: string;
  keys: ToolKeyInfo[];
}

const LtiTool = builder.objectRef<ToolShape>("LtiTool").implement({
  description: "What an LMS administrator enters for this tool.",
  fields: (t) => ({
    configured: t.exposeBoolean("configured", {
      description: "False when LTI_KEY_SECRET is not set: LTI is switched off.",
    }),
    loginUrl: t.string({ resolve: (s) => `${s.origin}/lti/login` }),
    launchUrl: t.string({ resolve: (s) => `${s.origin}/lti/launch` }),
    jwksUrl: t.string({ resolve: (s) => `${s.origin}/lti/jwks` }),
    keys: t.field({ type: [LtiToolKey], resolve: (s) => s.keys }),
  }),
});

const LtiPlatformInput = builder.inputType("LtiPlatformInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    issuer: t.string({ required: true }),
    clientId: t.string({ required: true }),
    deploymentIds: t.stringList({ required: true }),
    authLoginUrl: t.string({ required: true }),
    tokenUrl: t.string({ required: true }),
    jwksUrl: t.string({ required: true }),
  }),
});

async function translated<T>(ctx: GraphQLContext, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PlatformInputError) {
      // The field's name in the message is its label in the visitor's language.
      const field = error.params.field as (typeof URL_FIELDS)[number] | undefined;
      const params = field ? { field: ltiMessage(ctx.locale, `field.${field}`) } : error.params;
      throw new ApiError(error.code, {
        key: error.key,
        params,
        locale: ctx.locale,
        extensions: { messageKey: error.key, ...(field ? { field } : {}) },
      });
    }
    throw error;
  }
}

async function toolInfo(ctx: GraphQLContext): Promise<ToolShape> {
  return {
    configured: ctx.ltiKeys.configured,
    origin: ctx.publicOrigin,
    keys: await ctx.ltiKeys.list(),
  };
}

builder.queryFields((t) => ({
  ltiPlatforms: t.field({
    type: [LtiPlatform],
    authScopes: { admin: true },
    description: "Registered LTI 1.3 platforms, oldest first.",
    resolve: (_root, _args, ctx) => platformStore(ctx.prisma).list(),
  }),
  ltiTool: t.field({
    type: LtiTool,
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => toolInfo(ctx),
  }),
}));

builder.mutationFields((t) => ({
  createLtiPlatform: t.field({
    type: LtiPlatform,
    authScopes: { admin: true },
    args: { input: t.arg({ type: LtiPlatformInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      translated(ctx, () => platformStore(ctx.prisma).create(input as PlatformInput)),
  }),
  updateLtiPlatform: t.field({
    type: LtiPlatform,
    authScopes: { admin: true },
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: LtiPlatformInput, required: true }),
    },
    resolve: (_root, { id, input }, ctx) =>
      translated(ctx, () => platformStore(ctx.prisma).update(String(id), input as PlatformInput)),
  }),
  deleteLtiPlatform: t.boolean({
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) =>
      translated(ctx, async () => {
        await platformStore(ctx.prisma).remove(String(id));
        return true;
      }),
  }),
  rotateLtiToolKey: t.field({
    type: LtiTool,
    authScopes: { admin: true },
    description:
      "Retires the current signing key (still published for 7 days) and makes a new one.",
    resolve: async (_root, _args, ctx) => {
      if (!ctx.ltiKeys.configured) throw userError(ctx, "BAD_USER_INPUT", "lti.notConfigured");
      await ctx.ltiKeys.rotate();
      return toolInfo(ctx);
    },
  }),
}));
