import { clearSessionCookie, sessionCookie } from "../../auth/cookies";
import { AppError } from "../../auth/errors";
import type { NewSession } from "../../auth/service";
import type { SessionUser } from "../../auth/sessions";
import { builder } from "../builder";
import type { GraphQLContext } from "../context";

export const Role = builder.enumType("Role", {
  values: {
    MODERATOR: { description: "Manages tags and the image, video and audio galleries." },
    COMPETITION_MANAGER: { description: "Creates competitions and manages access codes." },
    ADMIN: { description: "Uses the admin area and assigns roles." },
  } as const,
});

export const Viewer = builder.objectRef<SessionUser>("Viewer").implement({
  description: "The logged-in user.",
  fields: (t) => ({
    id: t.exposeID("id"),
    email: t.exposeString("email"),
    displayName: t.exposeString("displayName", { nullable: true }),
    roles: t.field({ type: [Role], resolve: (u) => [...u.roles] }),
    emailVerified: t.exposeBoolean("emailVerified"),
  }),
});

const AuthPayload = builder.objectRef<{ viewer: SessionUser }>("AuthPayload").implement({
  description: "The result of a login or registration: the session cookie is set on the response.",
  fields: (t) => ({
    viewer: t.field({ type: Viewer, resolve: (p) => p.viewer }),
  }),
});

function startSession(ctx: GraphQLContext, session: NewSession) {
  // A new token at every login: a token planted before the login (session fixation) is worthless.
  if (ctx.sessionId) void ctx.auth.sessions.invalidate(ctx.sessionId);
  ctx.setCookie(sessionCookie(session.token, session.expiresAt, ctx.secureCookies));
  return { viewer: session.user };
}

/** The session user, verified or not (for the verification mutations themselves). */
function sessionUser(ctx: GraphQLContext): SessionUser {
  if (!ctx.viewer) throw new AppError("UNAUTHENTICATED", ctx.locale);
  return { ...ctx.viewer, roles: [...ctx.viewer.roles] };
}

builder.queryFields((t) => ({
  viewer: t.field({
    type: Viewer,
    nullable: true,
    description: "The user of the session cookie; null when logged out.",
    resolve: (_root, _args, ctx) => (ctx.viewer ? sessionUser(ctx) : null),
  }),
  passwordResetTokenValid: t.boolean({
    description: "Whether a password-reset token (from the mailed link) can still be used.",
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, ctx) => ctx.auth.isResetTokenValid(token),
  }),
}));

builder.mutationFields((t) => ({
  register: t.boolean({
    description:
      "Starts a registration: mails a 6-digit code to the address (confirmRegistration then creates the session). " +
      "Answers true whether or not the address already has an account; its owner is told by mail instead.",
    args: {
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      displayName: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      await ctx.auth.register(ctx.requestInfo, args);
      return true;
    },
  }),
  confirmRegistration: t.field({
    type: AuthPayload,
    description:
      "Confirms a registration with the mailed code (valid 10 minutes, 5 attempts) and logs in.",
    args: { email: t.arg.string({ required: true }), code: t.arg.string({ required: true }) },
    resolve: async (_root, { email, code }, ctx) =>
      startSession(ctx, await ctx.auth.confirmRegistration(ctx.requestInfo, email, code)),
  }),
  resendRegistrationCode: t.boolean({
    description: "Mails a new code for a pending registration; always true.",
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, { email }, ctx) => {
      await ctx.auth.resendRegistrationCode(ctx.requestInfo, email);
      return true;
    },
  }),
  login: t.field({
    type: AuthPayload,
    description:
      "Logs in. After repeated wrong passwords the account is locked against guessing: the answer is then " +
      "LOGIN_CODE_REQUIRED and a code is mailed to the account; log in with the password and that `code`.",
    args: {
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      code: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, ctx) =>
      startSession(ctx, await ctx.auth.login(ctx.requestInfo, args)),
  }),
  logout: t.boolean({
    description: "Ends the current session (also: DELETE /api/_auth/session).",
    resolve: async (_root, _args, ctx) => {
      if (ctx.sessionId) await ctx.auth.sessions.invalidate(ctx.sessionId);
      ctx.setCookie(clearSessionCookie(ctx.secureCookies));
      return true;
    },
  }),
  verifyEmail: t.field({
    type: Viewer,
    description:
      "Verifies the email address with the mailed 6-digit code (valid 10 minutes, 5 attempts).",
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, { code }, ctx) =>
      ctx.auth.verifyEmail(ctx.requestInfo, sessionUser(ctx), code),
  }),
  resendVerificationCode: t.boolean({
    description: "Mails a new verification code; the previous one stops working.",
    resolve: async (_root, _args, ctx) => {
      await ctx.auth.resendVerificationCode(ctx.requestInfo, sessionUser(ctx));
      return true;
    },
  }),
  requestPasswordReset: t.boolean({
    description:
      "Mails a reset link (valid 1 hour, single use) if an account has this address; always true.",
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, { email }, ctx) => {
      await ctx.auth.requestPasswordReset(ctx.requestInfo, email);
      return true;
    },
  }),
  resetPassword: t.boolean({
    description: "Sets a new password with a reset token; ends every session of the user.",
    args: { token: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: async (_root, { token, password }, ctx) => {
      await ctx.auth.resetPassword(ctx.requestInfo, token, password);
      if (ctx.sessionId) ctx.setCookie(clearSessionCookie(ctx.secureCookies));
      return true;
    },
  }),
  changePassword: t.field({
    type: AuthPayload,
    authScopes: { loggedIn: true },
    description:
      "Changes the password, ends every session of the user and opens a new one for this browser.",
    args: {
      currentPassword: t.arg.string({ required: true }),
      newPassword: t.arg.string({ required: true }),
    },
    resolve: async (_root, { currentPassword, newPassword }, ctx) => {
      const session = await ctx.auth.changePassword(
        ctx.requestInfo,
        sessionUser(ctx),
        currentPassword,
        newPassword,
      );
      ctx.setCookie(sessionCookie(session.token, session.expiresAt, ctx.secureCookies));
      return { viewer: session.user };
    },
  }),
  updateProfile: t.field({
    type: Viewer,
    authScopes: { loggedIn: true },
    args: { displayName: t.arg.string({ required: true }) },
    resolve: (_root, { displayName }, ctx) =>
      ctx.auth.updateProfile(ctx.requestInfo, sessionUser(ctx), displayName),
  }),
}));
