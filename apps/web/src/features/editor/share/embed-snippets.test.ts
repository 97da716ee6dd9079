import { describe, expect, it } from "vitest";
import { embedSnippets } from "./embed-snippets";

describe("embedSnippets", () => {
  it("gives inline, popup and slide-in snippets loading this server's /embed.js", () => {
    const snippets = embedSnippets({
      origin: "https://forms.example",
      slug: "contact",
      title: "Contact us",
    });
    expect(snippets.map((s) => s.id)).toEqual(["inline", "popup", "slidein"]);
    for (const { code } of snippets) {
      expect(code).toContain('<script src="https://forms.example/embed.js" async></script>');
    }
    expect(snippets[0]?.code).toContain('<div data-formwright="contact"></div>');
    expect(snippets[1]?.code).toContain(
      '<button type="button" data-formwright-popup="contact">Contact us</button>',
    );
    expect(snippets[2]?.code).toContain('data-formwright-slidein="contact"');
  });

  it("escapes the title as text and falls back when it is empty", () => {
    const [, popup] = embedSnippets({
      origin: "https://f.example",
      slug: "a",
      title: "<b>Q&A</b>",
    });
    expect(popup?.code).toContain(">&lt;b>Q&amp;A&lt;/b></button>");
    const [, empty] = embedSnippets({ origin: "https://f.example", slug: "a", title: " " });
    expect(empty?.code).toContain(">Open the form</button>");
  });
});
