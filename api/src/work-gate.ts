/** At most `perKey` pieces of work per key (a user, a session, an address) at the same time. */
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
