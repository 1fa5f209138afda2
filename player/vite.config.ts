import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // Both apps share one origin (the API server): each serves its client files under its own base.
  base: "/_player/",
  plugins: [reactRouter()],
  server: { hmr: { port: 24678 } },
});
