// `pnpm start`: the production server (API + both apps on one port), built by `pnpm build`.
import { existsSync } from "node:fs";

const entry = new URL("../dist/prod.js", import.meta.url);
if (!existsSync(entry)) {
  console.error("Exitgame Studio is not built yet: run `pnpm build` first (see README).");
  process.exit(1);
}
process.env.NODE_ENV ??= "production";
await import(entry.href);
