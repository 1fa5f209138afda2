import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { galleryUploadMachine, type UploadFile } from "./gallery-upload.machine";

const files = (n: number): UploadFile[] =>
  Array.from({ length: n }, (_, i) => ({ id: `f${i}`, name: `f${i}.png`, sizeBytes: 10 }));

function run(fail: (f: UploadFile) => boolean) {
  const started: string[] = [];
  const aborted: string[] = [];
  const machine = galleryUploadMachine.provide({
    actors: {
      uploadFile: fromPromise<void, { file: UploadFile }>(async ({ input, signal }) => {
        started.push(input.file.id);
        signal.addEventListener("abort", () => aborted.push(input.file.id));
        await Promise.resolve();
        if (fail(input.file)) throw new Error(`bad ${input.file.name}`);
      }),
    },
  });
  return { actor: createActor(machine).start(), started, aborted };
}

describe("gallery upload machine", () => {
  it.each([
    ["success", () => false, 3, 0],
    ["partial", (f: UploadFile) => f.id === "f1", 2, 1],
    ["failed", () => true, 0, 3],
  ] as const)("%s", async (final, fail, uploaded, failed) => {
    const { actor, started } = run(fail);
    actor.send({ type: "UPLOAD", files: files(3) });
    expect(actor.getSnapshot().matches("uploading")).toBe(true);
    const done = await waitFor(actor, (s) => !s.matches("uploading"));
    expect(done.value).toBe(final);
    expect(done.context.uploaded).toHaveLength(uploaded);
    expect(done.context.failed).toHaveLength(failed);
    expect(started).toEqual(["f0", "f1", "f2"]);
    actor.send({ type: "RESET" });
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("cancel stops the upload and aborts the running file", async () => {
    const { actor, started, aborted } = run(() => false);
    actor.send({ type: "UPLOAD", files: files(5) });
    await waitFor(actor, (s) => s.context.index === 1);
    actor.send({ type: "CANCEL" });
    expect(actor.getSnapshot().value).toBe("cancelled");
    await new Promise((r) => setTimeout(r, 5));
    expect(started).toEqual(["f0", "f1"]);
    expect(aborted).toEqual(["f1"]);
    expect(actor.getSnapshot().context.uploaded).toEqual(["f0"]);
  });

  it("does nothing without files", () => {
    const { actor } = run(() => false);
    actor.send({ type: "UPLOAD", files: [] });
    expect(actor.getSnapshot().value).toBe("idle");
  });
});
