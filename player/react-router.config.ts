import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Both apps are served from one origin: each needs its own manifest path.
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest/player" },
} satisfies Config;
