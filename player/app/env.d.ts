/** Directory of the vendored jsxgraph files under the player's base (see vite.config.ts). */
declare const __JSXGRAPH_DIR__: string;
