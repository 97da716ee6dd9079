// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { type FormDocument, parseFormDocument } from "@formwright/core";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { FormProvider, useForm } from "react-hook-form";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { BlockView } from "./block-view";
import { FormPages } from "./form-pages";
import { loadPagingCode } from "./paging-test-kit";
import { PipedBlockView } from "./piped-block-view";
import { PublicForm } from "./public-form";

function parsed(input: unknown): FormDocument {
  const result = parseFormDocument(input);
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  return result.document;
}

// Page 2's title and a choice's label show the name given on page 1.
const document = parsed({
  slug: "piped-pages",
  title: "Piped pages",
  blocks: [
    { type: "text", name: "name", label: "Your name" },
    { type: "page", title: "Details for {{name}}" },
    {
      type: "radio",
      name: "who",
      label: "Who is it for?",
      options: [
        { value: "me", label: "{{name|Me}}" },
        { value: "else", label: "Someone else" },
      ],
    },
  ],
});

/** The answers a post without scripts sent back, as the server renders the form with them. */
function Posted({ children }: { children: ReactNode }) {
  const form = useForm({ defaultValues: { name: "Ada", who: "" } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

beforeAll(async () => {
  Element.prototype.scrollIntoView ??= () => {};
  await loadPagingCode();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

describe("answers piped into page titles and choices", () => {
  it("fills a page title and an option's label with an earlier answer", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ data: {} })),
    );
    const user = userEvent.setup();
    render(<PublicForm slug="piped-pages" document={document} defaultValues={{}} />);
    await user.type(screen.getByRole("textbox", { name: "Your name" }), "Ada");
    await user.click(screen.getByRole("button", { name: "Next" }));
    const heading = await screen.findByRole("heading", { level: 2, name: /Details for/ });
    expect(heading).toHaveTextContent("Details for Ada");
    expect(await screen.findByRole("radio", { name: "Ada" })).toBeInTheDocument();
    expect(window.document.body.textContent).not.toContain("{{");
  });

  it("says the author's fallback while the answer is empty", async () => {
    render(<PublicForm slug="piped-pages" document={document} defaultValues={{}} mode="preview" />);
    expect(await screen.findByRole("radio", { name: "Me", hidden: true })).toBeInTheDocument();
  });

  it("fills them in the page the server renders without scripts, from the posted answers", () => {
    const views = document.blocks.map((block, index) =>
      block.type === "radio" ? (
        <PipedBlockView key={block.name} block={block} document={document} />
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: the blocks never move
        <BlockView key={index} block={block} />
      ),
    );
    const html = renderToString(
      <Posted>
        <FormPages
          document={document}
          views={views}
          step={1}
          goTo={() => {}}
          isHydrated={false}
          submitButton={<button type="submit">Submit</button>}
          controlRef={{ current: null }}
        />
      </Posted>,
    );
    const page = new DOMParser().parseFromString(html, "text/html");
    expect(page.querySelector('[data-page="2"] .fw-page__title')?.textContent).toBe(
      "Details for Ada",
    );
    expect(page.body.textContent).toContain("Ada");
    expect(page.body.textContent).not.toContain("{{");
  });
});
