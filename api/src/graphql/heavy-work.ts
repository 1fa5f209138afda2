/**
 * Bounds how much expensive work (parsing and validating whole game documents) one account can
 * run at the same time: ten parallel 20 MB saves by one user must not stall everybody else.
 */
export const HEAVY_WORK_PER_USER = 2;

export class WorkGate {
  private readonly running = new Map<string, number>();

  constructor(private readonly perKey: number) {}

  /** A release function when a slot is free for `key`, else null (the caller refuses the work). */
  tryEnter(key: string): (() => void) | null {
    const count = this.running.get(key) ?? 0;
    if (count >= this.perKey) return null;
    this.running.set(key, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const now = (this.running.get(key) ?? 1) - 1;
      if (now <= 0) this.running.delete(key);
      else this.running.set(key, now);
    };
  }
}

/** The server's gate for document saves and publishing, keyed by user id. */
export const heavyWork = new WorkGate(HEAVY_WORK_PER_USER);
