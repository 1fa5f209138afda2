import { writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT_DIR } from "../paths";
import { printedSchema } from "./schema";

const target = path.join(ROOT_DIR, "schema", "schema.graphql");
writeFileSync(target, printedSchema());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
