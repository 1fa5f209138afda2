import type { Clock } from "../runtime/types";

/** A clock that only moves when told to. */
export class FakeClock implements Clock {
  constructor(private time = 0) {}
  now(): number {
    return this.time;
  }
  set(time: number): void {
    if (time < this.time) throw new Error(`FakeClock cannot go back from ${this.time} to ${time}`);
    this.time = time;
  }
  advance(ms: number): void {
    this.set(this.time + ms);
  }
}
