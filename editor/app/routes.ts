import { route, type RouteConfig } from "@react-router/dev/routes";

// The editor app owns /auth/*, /dashboard/*, /editor/*, /admin/* (spec §2) and every unknown path.
export default [route("*", "routes/not-found.tsx")] satisfies RouteConfig;
