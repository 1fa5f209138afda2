import type { CodegenConfig } from "@graphql-codegen/cli";

/**
 * Typed documents for the apps, from the SDL printed out of the API (schema/schema.graphql).
 * `pnpm codegen` writes schema/generated/; a test fails when the committed files drift.
 */
const config: CodegenConfig = {
  schema: "schema/schema.graphql",
  documents: ["player/app/**/*.{ts,tsx}", "editor/app/**/*.{ts,tsx}"],
  ignoreNoDocuments: true,
  generates: {
    "schema/generated/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: "string", JSON: "unknown", ID: "string" },
      },
    },
  },
};

export default config;
