import { z } from "zod/mini";
import { defineAction, noop } from "./contract";

/** Waits `durationMs`; always holds the following actions, whatever shouldAwait says. */
export const awaitAction = defineAction("await", {
  durationMs: z.number().check(z.gte(0), z.lte(86_400_000)),
})({
  references: noop,
  remap: (a) => a,
  validate: noop,
  alwaysAwaits: true,
  compile: (a) => ({ waitMs: a.durationMs, run: noop }),
  fields: [{ key: "durationMs", kind: "duration", max: 86_400_000 }],
  create: () => ({ type: "await", shouldAwait: true, durationMs: 1000 }),
  sentence: (a, s) => s.fill(s.template, { duration: s.duration(a.durationMs) }),
  words: {
    de: { label: "Warten", sentence: "Warte {duration}" },
    en: { label: "Wait", sentence: "Wait {duration}" },
  },
});
