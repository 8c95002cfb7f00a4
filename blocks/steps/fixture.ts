import type { BlockOf } from "@/lib/pages/site";
import { section } from "@/tests/support/render";

/** Steps with `n` items. */
export const stepsBlock = (n: number): BlockOf<"steps"> => ({
  _key: "st",
  _type: "steps",
  ...section("workflow", "Six steps"),
  items: Array.from({ length: n }, (_, i) => ({
    _key: `s${i}`,
    title: `Step title ${i + 1}`,
    body: `Body ${i + 1}`,
    icon: "upload" as const,
  })),
});

export const fixture: BlockOf<"steps"> = stepsBlock(6);
