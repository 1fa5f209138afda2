/** The worker thread's entry (pool.ts): one large GraphQL body per task. */
import { preparseTask } from "./task";

export default preparseTask;
