/**
 * Test fixture run as a child process: opens the embedded database in DATA_DIR (argv[2]), writes a
 * row, prints one JSON line and then waits to be killed.
 */
import fs from "node:fs";
import path from "node:path";
import { openDatabase } from "../index";

const dataDir = process.argv[2]!;
const email = process.argv[3]!;
const db = await openDatabase({ dataDir, log: () => {} });
await db.prisma.user.create({ data: { email, passwordHash: "x" } });
const pid = Number(
  fs.readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0],
);
process.stdout.write(
  `${JSON.stringify({ url: db.url, postmasterPid: pid, nodePid: process.pid })}\n`,
);
setInterval(() => {}, 60_000);
