// React and its server renderer pick their build from NODE_ENV when first loaded: set it
// before anything else is imported (a static import would be evaluated first).
process.env.NODE_ENV ??= "production";
const { main } = await import("./main");
await main("production");
