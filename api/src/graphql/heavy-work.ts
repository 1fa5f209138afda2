import { WorkGate } from "../work-gate";

/**
 * Bounds how much expensive work (parsing and validating whole game documents) one account can
 * run at the same time: ten parallel 20 MB saves by one user must not stall everybody else.
 */
export const HEAVY_WORK_PER_USER = 2;

/** The server's gate for document saves and publishing, keyed by user id. */
export const heavyWork = new WorkGate(HEAVY_WORK_PER_USER);
