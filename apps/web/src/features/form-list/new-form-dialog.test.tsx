// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FormTemplateSummary } from "./forms-api";

// The dialog's two reads of the API, answered when the test says so.
const templates = vi.hoisted(() => {
  let resolve: (list: FormTemplateSummary[]) => void = () => {};
  return {
    load: () =>
      new Promise<FormTemplateSummary[]>((r) => {
        resolve = r;
      }),
    answer: (list: FormTemplateSummary[]) => resolve(list),
  };
});
vi.mock("./forms-api", async (original) => ({
  ...(await original<typeof import("./forms-api")>()),
  fetchFormTemplates: templates.load,
  fetchFormSlugs: async () => [],
}));

const { NewFormDialog } = await import("./new-form-dialog");

afterEach(cleanup);

const template: FormTemplateSummary = {
  id: "feedback",
  title: "Event feedback",
  document: { slug: "feedback", title: "Event feedback", blocks: [] },
} as unknown as FormTemplateSummary;

describe("NewFormDialog", () => {
  it("shows the fields once the templates are known, so nothing moves under the pointer", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NewFormDialog isOpen onClose={vi.fn()} onCreated={vi.fn()} />
      </QueryClientProvider>,
    );
    // While the templates load, "Start from" would later push the title and buttons down.
    expect(screen.queryByRole("textbox", { name: /Title/ })).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");

    await act(async () => templates.answer([template]));
    expect(await screen.findByRole("radiogroup", { name: "Start from" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Title/ })).toHaveFocus();
  });
});
