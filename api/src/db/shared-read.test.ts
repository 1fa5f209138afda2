import { describe, expect, it } from "vitest";
import { sharedRead } from "./shared-read";

describe("shared reads", () => {
  it("reads arriving while one runs share it; a read after it asks again; keys and owners apart", async () => {
    const owner = {};
    let reads = 0;
    const gates: ((v: number) => void)[] = [];
    const read = () => {
      reads++;
      return new Promise<number>((resolve) => gates.push(resolve));
    };
    const a = sharedRead(owner, "k", read);
    const b = sharedRead(owner, "k", read);
    const other = sharedRead(owner, "other", read);
    const elsewhere = sharedRead({}, "k", read);
    expect(reads).toBe(3);
    gates[0]!(1);
    gates[1]!(2);
    gates[2]!(3);
    expect(await Promise.all([a, b, other, elsewhere])).toEqual([1, 1, 2, 3]);
    const later = sharedRead(owner, "k", read);
    expect(reads).toBe(4);
    gates[3]!(4);
    expect(await later).toBe(4);
  });

  it("a failed read fails the calls that shared it, not the next one", async () => {
    const owner = {};
    let fail = true;
    const read = async () => {
      await Promise.resolve();
      if (fail) throw new Error("gone");
      return "ok";
    };
    const first = sharedRead(owner, "k", read);
    const joined = sharedRead(owner, "k", read);
    await expect(first).rejects.toThrow("gone");
    await expect(joined).rejects.toThrow("gone");
    fail = false;
    expect(await sharedRead(owner, "k", read)).toBe("ok");
  });
});
