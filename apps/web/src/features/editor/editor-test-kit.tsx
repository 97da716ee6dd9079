import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, type RenderResult, render, screen, within } from "@testing-library/react";
import type { LoadedEditorForm } from "./draft-types";
import { FormEditor } from "./form-editor";

/**
 * Renders the form editor as the admin does: inside a query client, which
 * the image pickers (the theme's logo, image blocks) use for uploads.
 */
export function renderEditor(form: LoadedEditorForm, canEdit = true): RenderResult {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <FormEditor form={form} canEdit={canEdit} />
    </QueryClientProvider>,
  );
}

/**
 * A button of the block list's row whose caption is `caption` (the row's
 * select button or its drag handle, by accessible name).
 *
 * @example
 * await user.click(rowButton("Topic", /^2\. Topic/));
 */
export function rowButton(caption: string, name: RegExp): HTMLElement {
  const row = screen
    .getAllByRole("listitem")
    .find((item) => item.querySelector(".fw-block-row__caption")?.textContent === caption);
  if (!row) throw new Error(`no row ${caption}`);
  return within(row).getByRole("button", { name });
}

/** Waits out the pause after typing after which the editor checks the draft for problems. */
export async function settle(): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
}

/** The settings panel's Label (the canvas has one of its own, edited in place). */
export function settingsLabel(): HTMLElement {
  return within(screen.getByRole("form", { name: /^Block / })).getByRole("textbox", {
    name: "Label",
  });
}
