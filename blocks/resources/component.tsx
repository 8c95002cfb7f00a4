import { BookOpen, Newspaper, PlayCircle, TrendingUp, type LucideIcon } from "lucide-react";
import { linkedArticleHref } from "@/lib/articles/card-link";
import type { BlockOf } from "@/lib/pages/site";
import type { Lang } from "@/lib/routing/paths";
import type { ResourceKind } from "@/lib/pages/resource-kinds";
import { uiText } from "@/lib/text/ui-text";
import { Section } from "@/components/ui/section";

const icons = {
  guide: BookOpen,
  article: Newspaper,
  caseStudy: TrendingUp,
  webinar: PlayCircle,
} satisfies Record<ResourceKind, LucideIcon>;

/**
 * Resource cards: announcements, or, when a card references an article that is out (in the page's
 * language), a link to it (the whole card is the title's link target).
 */
export function ResourcesBlock({
  block,
  lang,
  now = new Date(),
}: {
  block: BlockOf<"resources">;
  lang: Lang;
  now?: Date;
}) {
  const kinds = uiText(lang).resourceKinds;
  const dark = block.tone === "dark";
  return (
    <Section
      anchor={block.anchor}
      eyebrow={block.eyebrow}
      heading={block.heading}
      intro={block.intro}
      tone={block.tone ?? "white"}
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {block.items.map((item) => {
          const label = kinds[item.kind];
          const KindIcon = icons[item.kind];
          const href = linkedArticleHref(item.article, lang, now);
          return (
            <li key={item._key}>
              <article
                className={`relative flex h-full flex-col rounded-2xl bg-white p-6 text-ink ring-1 ring-slate-200 ${href ? "focus-within:ring-2 focus-within:ring-brand hover:ring-slate-300" : ""}`}
              >
                <p className="inline-flex items-center gap-2 text-xs font-semibold tracking-wide text-brand uppercase">
                  <KindIcon aria-hidden="true" className="size-4" strokeWidth={2} />
                  {label}
                </p>
                <h3 className="mt-3 text-lg font-semibold">
                  {href ? (
                    <a href={href} className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand">
                      {item.title}
                    </a>
                  ) : (
                    item.title
                  )}
                </h3>
                {item.summary ? (
                  <p className="mt-2 flex-1 text-sm text-slate-600">{item.summary}</p>
                ) : (
                  <div className="flex-1" />
                )}
                {item.meta ? (
                  <p className="mt-4 border-t border-slate-100 pt-3 text-xs font-medium text-slate-600">{item.meta}</p>
                ) : null}
              </article>
            </li>
          );
        })}
      </ul>
      {block.note ? (
        <p className={`mt-6 text-center text-sm ${dark ? "text-white/80" : "text-slate-600"}`}>{block.note}</p>
      ) : null}
    </Section>
  );
}
