/// <reference types="vite/client" />
import type { BlockOf, BlockType, PageBlock } from "@/lib/pages/site";

/*
 * Every block's test fixture (blocks/<name>/fixture.ts), by block type, for the tests that go over
 * all blocks (Markdown against HTML, the page template). tests/unit/markdown/blocks.test.ts checks
 * that every block in the registries (blocks/components.ts, blocks/markdown.ts) has one.
 */
const modules = import.meta.glob<{ fixture: PageBlock }>("../../blocks/*/fixture.ts", { eager: true });

export const blockFixtures = Object.fromEntries(
  Object.values(modules).map(({ fixture }) => [fixture._type, fixture]),
) as { [K in BlockType]: BlockOf<K> };
