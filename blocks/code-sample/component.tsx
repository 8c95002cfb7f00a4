import type { BlockOf } from "@/lib/pages/site";
import { tokenizeJson, type JsonTokenKind } from "@/lib/pages/json-tokens";
import { attrText } from "@/lib/sanity/stega";
import { Section } from "@/components/ui/section";

const tokenColours: Record<JsonTokenKind, string | undefined> = {
  key: "text-sky-300",
  string: "text-emerald-300",
  number: "text-amber-300",
  literal: "text-violet-300",
  punctuation: "text-slate-400",
  space: undefined,
  other: undefined,
};

const methodColours: Record<string, string> = {
  GET: "bg-sky-100 text-sky-900",
  POST: "bg-emerald-100 text-emerald-900",
  PUT: "bg-amber-100 text-amber-900",
  PATCH: "bg-amber-100 text-amber-900",
  DELETE: "bg-rose-100 text-rose-900",
};

/**
 * JSON coloured on the server, while the page is built: plain spans, no
 * script. Long lines scroll sideways; the scroll area is focusable and named
 * so keyboard users can scroll it too.
 */
function Json({ source, label, name }: { source: string; label: string; name: string }) {
  return (
    <figure className="min-w-0">
      <figcaption className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</figcaption>
      <pre
        tabIndex={0}
        role="region"
        aria-label={attrText(name)}
        className="overflow-x-auto rounded-xl bg-slate-950 p-3 font-mono text-xs leading-relaxed text-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand sm:p-4 sm:text-[13px]"
      >
        <code>
          {tokenizeJson(source.trim()).map((token, index) => {
            const colour = tokenColours[token.kind];
            return colour ? (
              <span key={index} className={colour}>
                {token.text}
              </span>
            ) : (
              token.text
            );
          })}
        </code>
      </pre>
    </figure>
  );
}

export function CodeSampleBlock({ block }: { block: BlockOf<"codeSample"> }) {
  const dark = block.tone === "dark";
  return (
    <Section
      anchor={block.anchor}
      eyebrow={block.eyebrow}
      heading={block.heading}
      intro={block.intro}
      tone={block.tone ?? "white"}
    >
      <ul className="mt-12 grid items-start gap-6 lg:grid-cols-2">
        {block.samples.map((sample) => (
          <li
            key={sample._key}
            className="flex min-w-0 flex-col rounded-2xl bg-white p-4 text-ink shadow-sm ring-1 ring-slate-200 sm:p-6"
          >
            <h3 className="flex flex-wrap items-center gap-2 font-mono text-sm font-semibold">
              <span
                className={`rounded-md px-2 py-0.5 text-xs font-bold ${methodColours[sample.method] ?? "bg-slate-100"}`}
              >
                {sample.method}
              </span>
              <span className="break-all">{sample.endpoint}</span>
            </h3>
            {sample.summary ? <p className="mt-2 text-sm text-slate-600">{sample.summary}</p> : null}
            <div className="mt-4 grid gap-4">
              {sample.request ? (
                <Json
                  source={sample.request}
                  label={block.requestLabel}
                  name={`${block.requestLabel}: ${sample.method} ${sample.endpoint}`}
                />
              ) : null}
              {sample.response ? (
                <Json
                  source={sample.response}
                  label={block.responseLabel}
                  name={`${block.responseLabel}: ${sample.method} ${sample.endpoint}`}
                />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {block.note ? (
        <p className={`mt-6 text-center text-sm ${dark ? "text-white/80" : "text-slate-600"}`}>{block.note}</p>
      ) : null}
    </Section>
  );
}
