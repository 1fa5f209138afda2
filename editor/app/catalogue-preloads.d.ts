/** The chunks of each language's catalogue on the server build (editor/catalogue-preloads.ts). */
declare module "virtual:exitgame/catalogue-preloads" {
  const preloads: Partial<Record<string, string[]>>;
  export default preloads;
}
