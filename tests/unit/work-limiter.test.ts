import { describe, expect, it } from "vitest";
import { WorkLimiter } from "@/lib/platform/work-limiter";

describe("WorkLimiter", () => {
  it("runs at most `concurrency` jobs, queues at most `queueLimit`, and refuses the rest", async () => {
    const limiter = new WorkLimiter({ concurrency: 2, queueLimit: 1 });
    let running = 0;
    let peak = 0;
    const job = async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running -= 1;
      return "done";
    };
    const runs = Array.from({ length: 5 }, () => limiter.run(job));
    expect(runs.filter((run) => run === null)).toHaveLength(2);
    expect(await Promise.all(runs.filter((run) => run !== null))).toEqual(["done", "done", "done"]);
    expect(peak).toBe(2);
    expect(limiter.pending).toBe(0);
  });

  it("resolves idle() once everything ran, and a failing job frees its slot", async () => {
    const limiter = new WorkLimiter({ concurrency: 1, queueLimit: 3 });
    const order: number[] = [];
    const runs = [1, 2, 3].map((n) =>
      limiter.run(async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        order.push(n);
        if (n === 2) throw new Error("boom");
      }),
    );
    expect(limiter.pending).toBe(3);
    const failed = expect(runs[1]).rejects.toThrow("boom");
    await limiter.idle();
    expect(order).toEqual([1, 2, 3]);
    await failed;
    expect(limiter.pending).toBe(0);
    expect(await limiter.run(async () => "free again")).toBe("free again");
  });
});
