import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

// The editor app owns /auth/*, /dashboard/*, /editor/*, /admin/* and every unknown path.
export default [
  // Accounts: login, registration, verification, password reset (guards in each loader).
  ...prefix("auth", [
    layout("routes/auth/layout.tsx", [
      route("login", "routes/auth/login.tsx"),
      route("register", "routes/auth/register.tsx"),
      route("forgot-password", "routes/auth/forgot-password.tsx"),
      route("verify-otp", "routes/auth/verify-otp.tsx"),
      route("reset-password", "routes/auth/reset-password.tsx"),
    ]),
    route("logout", "routes/auth/logout.tsx"),
  ]),

  // The classroom projector [competition-manager]: full screen, outside the dashboard's sidebar.
  route(
    "dashboard/competitions/:competitionId/projector",
    "routes/dashboard/competition-projector.tsx",
  ),

  // An invitation mail's link: outside the dashboard's guard, so that an invitee without an
  // account is sent to registration (its loader decides: accept, log in, or register).
  route("dashboard/invite/:token", "routes/dashboard/invite.tsx"),

  // Dashboard [login]: the layout renders the sidebar and guards every child.
  route("dashboard", "routes/dashboard/layout.tsx", [
    index("routes/dashboard/home.tsx"),
    route("settings", "routes/dashboard/settings.tsx"),
    route("settings/profile", "routes/dashboard/settings-profile.tsx"),
    route("games", "routes/dashboard/games.tsx"),
    // Sharing, the bin and versions (issue 26): pages, and resource routes the dialogs load from.
    route("games/bin", "routes/dashboard/bin.tsx"),
    route("games/:gameId/view", "routes/dashboard/game-view.tsx"),
    route("games/:gameId/sharing", "routes/dashboard/game-sharing.ts"),
    route("games/:gameId/versions", "routes/dashboard/game-versions.ts"),
    route("games/:gameId/grades", "routes/dashboard/game-grades.tsx"),
    route("lti/deep-link/:id", "routes/dashboard/lti-deep-link.tsx"),
    route("lti/link/:id", "routes/dashboard/lti-link.tsx"),
    route("tags", "routes/dashboard/tags.tsx"),
    route("image-gallery", "routes/dashboard/gallery.tsx", { id: "image-gallery" }),
    route("video-gallery", "routes/dashboard/gallery.tsx", { id: "video-gallery" }),
    route("audio-gallery", "routes/dashboard/gallery.tsx", { id: "audio-gallery" }),
    // [competition-manager] (each loader calls requireRole)
    route("competitions", "routes/dashboard/competitions.tsx"),
    route("competitions/new", "routes/dashboard/competition-form.tsx", { id: "competition-new" }),
    route("competitions/access-codes", "routes/dashboard/access-codes.tsx"),
    route("competitions/:competitionId/live", "routes/dashboard/competition-live.tsx"),
    route("competitions/:competitionId/debrief", "routes/dashboard/competition-debrief.tsx"),
    route("competitions/:competitionId", "routes/dashboard/competition-form.tsx", {
      id: "competition-edit",
    }),
    // DASHBOARD CHILD SLOT: further dashboard pages go here, e.g.
    // route("games", "routes/dashboard/games.tsx"),
    // Role-guarded children call requireRole() from app/auth/guards.server.ts in their loader.
  ]),

  // Editor [login; the game's owner or an admin — the API answers NOT_FOUND for anyone else].
  // One layout loads the game and holds the document, its undo history and autosave for both views.
  route("editor/:gameId", "routes/editor/layout.tsx", [
    index("routes/editor/scene.tsx"),
    route("logic", "routes/editor/logic.tsx"),
  ]),

  // Admin area [login, admin].
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/users.tsx"),
    route("env", "routes/admin/env.tsx"),
    route("assets", "routes/admin/assets.tsx"),
    route("lti", "routes/admin/lti.tsx"),
    route("framing", "routes/admin/framing.tsx"),
  ]),

  // Demos of the player's media: speech synthesis [login], the audio mixer, speech recognition.
  layout("routes/demos/layout.tsx", [
    route("text-to-speech-demo", "routes/demos/text-to-speech.tsx"),
    route("audio-system-demo", "routes/demos/audio-system.tsx"),
    route("speech-recognition-demo", "routes/demos/speech-recognition.tsx"),
  ]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
