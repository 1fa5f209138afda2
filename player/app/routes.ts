import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("games/:id", "routes/game.tsx"),
  route("games/:id/play", "routes/play.tsx"),
  route("competitions", "routes/competitions.tsx"),
  route("competitions/:competitionId", "routes/competition.tsx"),
  route("competitions/:competitionId/game", "routes/competition-game.ts"),
  route("privacy", "routes/privacy.tsx", { id: "privacy-students" }),
  route("privacy/teachers", "routes/privacy.tsx", { id: "privacy-teachers" }),
  route("privacy/processing", "routes/privacy-processing.tsx"),
] satisfies RouteConfig;
