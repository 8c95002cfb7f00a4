import { buttonClasses } from "@/components/ui/button-styles";
import type { Choices } from "@/lib/checker/choices";
import { checkerHandlerPath } from "@/lib/checker/handler";
import { ABROAD, OUTSIDE_US } from "@/lib/checker/rules";
import type { Lang } from "@/lib/routing/paths";
import { attrText } from "@/lib/sanity/stega";
import type { UiText } from "@/lib/text/ui/en";

const selectClasses =
  "mt-1.5 block min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-ink focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand";

/**
 * The checker's form: three labelled selects and a button, submitted with GET to the route handler
 * (lib/checker/handler.ts), which answers 303 with the answer's address, so it works without
 * JavaScript and the answer has its own shareable URL. `choices` preselects (the answer page's
 * "change your answers"). The selects are `required`: the browser stops an empty one itself.
 */
export function CheckerForm({
  lang,
  words,
  documents,
  states,
  choices,
  idPrefix = "checker",
}: {
  lang: Lang;
  words: UiText["checker"];
  documents: readonly { slug: string; title: string }[];
  /** The fifty states' `[code, name]` in the language's order. */
  states: readonly (readonly [string, string])[];
  choices?: Partial<Choices>;
  /** Ids of the fields (two forms never share a page, but the answer page's may be renamed). */
  idPrefix?: string;
}) {
  if (documents.length === 0)
    return (
      <p role="status" className="rounded-xl bg-white p-5 text-slate-700 ring-1 ring-slate-200">
        {words.noDocuments}
      </p>
    );
  const stateOptions = states.map(([code, name]) => (
    <option key={code} value={code}>
      {name}
    </option>
  ));
  const field = (name: keyof Choices, label: string, options: React.ReactNode) => (
    <div>
      <label htmlFor={`${idPrefix}-${name}`} className="block font-semibold text-ink">
        {label}
      </label>
      <select
        id={`${idPrefix}-${name}`}
        name={name}
        required
        defaultValue={choices?.[name] ?? ""}
        className={selectClasses}
      >
        <option value="">{words.choose}</option>
        {options}
      </select>
    </div>
  );
  const [action, query] = checkerHandlerPath(lang).split("?");
  const hidden = new URLSearchParams(query ?? "");
  return (
    <form
      method="get"
      action={action}
      className="grid gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      {[...hidden].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {field(
        "document",
        words.documentLabel,
        documents.map((document) => (
          <option key={document.slug} value={attrText(document.slug)}>
            {document.title}
          </option>
        )),
      )}
      {field(
        "signer",
        words.signerLabel,
        <>
          <optgroup label={words.statesGroup}>{stateOptions}</optgroup>
          <option value={OUTSIDE_US}>{words.outsideUs}</option>
        </>,
      )}
      {field(
        "use",
        words.useLabel,
        <>
          <optgroup label={words.statesGroup}>{stateOptions}</optgroup>
          <option value={ABROAD}>{words.abroad}</option>
        </>,
      )}
      <div>
        <button type="submit" className={buttonClasses("primary", "w-full sm:w-auto")}>
          {words.submit}
        </button>
      </div>
    </form>
  );
}
