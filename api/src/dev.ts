process.env.NODE_ENV ??= "development";
const { main } = await import("./main");
await main("development");
