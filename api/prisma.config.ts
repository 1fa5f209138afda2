// Prisma CLI configuration. The app itself does not read this file: at runtime the URL comes from
// DATABASE_URL or from the embedded PostgreSQL (src/db). With network access and a DATABASE_URL,
// the regular Prisma CLI (`prisma migrate status`, `prisma studio`, ...) works with it as usual.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: {
    // `prisma generate` needs no database; a placeholder keeps the CLI quiet when none is set.
    url: process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/exitgame",
  },
});
