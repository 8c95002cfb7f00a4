import type { BlockType, ModalCopy, PageBlock } from "@/lib/pages/site";
import { homePath, type Lang } from "@/lib/routing/paths";
import { leadingBlockIndex } from "@/lib/pages/long-form";
import { modalKeysIn } from "@/lib/pages/modals";
import { attrText, domId } from "@/lib/sanity/stega";
import { Modal } from "@/components/ui/modal";
import { blockComponents } from "./components";
import type { BlockComponent } from "./types";

function UnknownBlock({ type }: { type: string }) {
  if (process.env.NODE_ENV === "production") return null;
  return (
    <div
      role="note"
      className="mx-auto my-6 max-w-6xl rounded-xl border-2 border-dashed border-amber-400 bg-amber-50 p-6 text-amber-900"
    >
      No component for the block type <code>{type}</code>. Add it to <code>blocks/components.ts</code>.
    </div>
  );
}

/**
 * The one page template: each block through the components' registry, blocks/components.ts (with
 * the page's language, for the words the blocks write themselves), then the dialogs for the modal
 * variants the page's buttons open.
 */
export function PageBlocks({ blocks, modals, lang }: { blocks: PageBlock[]; modals: ModalCopy[]; lang: Lang }) {
  const used = new Set(modalKeysIn(blocks));
  const lead = leadingBlockIndex(blocks);
  return (
    <>
      {blocks.map((block, index) => {
        // Looked up by the block's own `_type`, so each component receives its own block type.
        const Component = (blockComponents as Partial<Record<string, BlockComponent<BlockType>>>)[block._type];
        return Component ? (
          <Component key={block._key} block={block} leading={index === lead} lang={lang} />
        ) : (
          <UnknownBlock key={block._key} type={block._type} />
        );
      })}
      {modals
        .filter((modal) => used.has(modal.key))
        .map((modal) => (
          <Modal
            key={modal._key}
            modalKey={domId(modal.key) ?? ""}
            title={modal.title ?? ""}
            body={modal.body}
            primaryLabel={modal.primaryLabel ?? ""}
            primaryHref={attrText(modal.primaryHref) ?? homePath(lang)}
            dismissLabel={modal.dismissLabel ?? ""}
            closeLabel={attrText(modal.closeLabel) ?? null}
          />
        ))}
    </>
  );
}
