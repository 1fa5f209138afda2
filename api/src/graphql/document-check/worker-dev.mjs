// Development and tests run TypeScript sources: the worker thread registers tsx first.
import { register } from "tsx/esm/api";

register();
const { default: preparseTask } = await import("./worker.ts");
export default preparseTask;
