import { parseFormDocument } from "@formwright/core";
import { render, screen } from "@testing-library/react";
import { PublicForm } from "./public-form";

/**
 * Loads the paging code (`FormPages` comes through `next/dynamic`, so the
 * first paged form renders it a moment later) by rendering a small paged
 * form in preview mode once: paged forms rendered afterwards show their
 * pages at once, as they do on a served page, where the chunk is preloaded.
 */
export async function loadPagingCode(): Promise<void> {
  const parsed = parseFormDocument({
    slug: "paging-warm-up",
    title: "Warm-up",
    blocks: [
      { type: "text", name: "a", label: "A" },
      { type: "page" },
      { type: "text", name: "b", label: "B" },
    ],
  });
  if (!parsed.success) throw new Error("the warm-up form is invalid");
  const { unmount } = render(
    <PublicForm
      slug="paging-warm-up"
      document={parsed.document}
      defaultValues={{}}
      mode="preview"
    />,
  );
  await screen.findByText("Step 1 of 2");
  unmount();
}

/**
 * Loads the code of forms with conditions (`ConditionalBlocks` comes through
 * `next/dynamic`) by rendering a small form with a condition once: forms
 * with conditions rendered afterwards show their blocks at once, as on a
 * served page, where the chunk is preloaded.
 */
export async function loadConditionsCode(): Promise<void> {
  const parsed = parseFormDocument({
    slug: "conditions-warm-up",
    title: "Warm-up",
    blocks: [
      { type: "checkbox", name: "a", label: "A" },
      {
        type: "text",
        name: "b",
        label: "Shown when A",
        visibleWhen: { all: [{ field: "a", op: "equals", value: true }] },
      },
      { type: "text", name: "c", label: "Always there" },
    ],
  });
  if (!parsed.success) throw new Error("the warm-up form is invalid");
  const { unmount } = render(
    <PublicForm
      slug="conditions-warm-up"
      document={parsed.document}
      defaultValues={{}}
      mode="preview"
    />,
  );
  await screen.findByLabelText("Always there");
  unmount();
}
