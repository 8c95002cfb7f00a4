import { afterEach, describe, expect, it } from "vitest";
import {
  backgroundIdle,
  beginBackgroundWork,
  isDraining,
  pendingBackgroundWork,
  startDraining,
} from "@/lib/platform/lifecycle";
import { forgetProcessSingleton } from "@/lib/platform/singleton";

afterEach(() => {
  forgetProcessSingleton("lifecycle");
});

describe("the process lifecycle (lib/platform/lifecycle.ts)", () => {
  it("is not draining until a shutdown starts", () => {
    expect(isDraining()).toBe(false);
    startDraining();
    expect(isDraining()).toBe(true);
  });

  it("waits for every piece of background work, however often one is marked done", async () => {
    const first = beginBackgroundWork("applicant confirmation");
    const second = beginBackgroundWork("applicant confirmation");
    expect(pendingBackgroundWork()).toHaveLength(2);
    let idle = false;
    const waiting = backgroundIdle().then(() => (idle = true));
    first();
    first();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(idle).toBe(false);
    expect(pendingBackgroundWork()[0]).toMatch(/^applicant confirmation \(\d+\.\d s\)$/);
    second();
    await waiting;
    expect(pendingBackgroundWork()).toEqual([]);
    await backgroundIdle();
  });
});
