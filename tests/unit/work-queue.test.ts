import { describe, expect, it } from "vitest";

import { createWorkQueue, QueueFullError } from "@/lib/work-queue";

const deferred = () => {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe("work queue", () => {
  it("runs at most `concurrency` tasks, queues `maxWaiting`, refuses the rest at once", async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 1 });
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, index) =>
      queue.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await expect(queue.run(async () => 99)).rejects.toBeInstanceOf(QueueFullError);
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([queue.running, queue.waiting]).toEqual([2, 1]);

    // A failed task frees its slot like a finished one.
    gates[0]!.reject(new Error("broken photo"));
    await expect(runs[0]).rejects.toThrow("broken photo");
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    gates[1]!.resolve();
    gates[2]!.resolve();
    expect(await Promise.all(runs.slice(1))).toEqual([1, 2]);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
    expect(await queue.run(async () => "again")).toBe("again");
  });
});
