import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BalancedText } from "@/components/ui/balanced-text";

const marks = "\u200B\u200C\u200D\uFEFF\u200B\u200C";

describe("BalancedText", () => {
  it("leaves text without marks as it is (the published page)", () => {
    expect(renderToStaticMarkup(<h1>{<BalancedText>Notarize online</BalancedText>}</h1>)).toBe(
      "<h1>Notarize online</h1>",
    );
  });

  it("keeps marks in the text, where no line can break at them, inside one click-to-edit target", () => {
    expect(renderToStaticMarkup(<h1>{<BalancedText>{`Notarize online${marks}`}</BalancedText>}</h1>)).toBe(
      `<h1><span data-sanity-edit-target="">Notarize online<span class="whitespace-nowrap">${marks}</span></span></h1>`,
    );
  });
});
