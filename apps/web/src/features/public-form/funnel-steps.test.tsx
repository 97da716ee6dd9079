// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { parseFormDocument } from "@formwright/core";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PublicForm } from "./public-form";

const parsed = parseFormDocument({
  slug: "steps",
  title: "Steps",
  blocks: [
    { type: "text", name: "first", label: "First" },
    { type: "select", name: "size", label: "Size", options: [{ label: "S", value: "s" }] },
  ],
});
if (!parsed.success) throw new Error("invalid test document");
const document = parsed.document;

/** The funnel reports the page sent to the API, as `EVENT` strings. */
const reported: string[] = [];

beforeEach(() => {
  reported.length = 0;
  window.sessionStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { query: string; variables: { event: string } };
      if (body.query.includes("recordFormEvent")) reported.push(body.variables.event);
      expect(init.credentials).toBe("omit");
      return new Response(JSON.stringify({ data: { recordFormEvent: true } }));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the completion funnel's steps from the page", () => {
  it("reports the view once the page runs, and the start at the first answer only", async () => {
    const user = userEvent.setup();
    render(<PublicForm slug="steps" document={document} defaultValues={{ first: "prefilled" }} />);
    await waitFor(() => expect(reported).toEqual(["VIEW"]));
    const first = screen.getByRole("textbox", { name: "First" });
    await user.type(first, "x");
    await user.type(first, "yz");
    expect(reported).toEqual(["VIEW", "START"]);
  });

  it("counts a tab once: a reload reports neither step again", async () => {
    const user = userEvent.setup();
    render(<PublicForm slug="steps" document={document} defaultValues={{}} />);
    await user.type(screen.getByRole("textbox", { name: "First" }), "a");
    cleanup();
    render(<PublicForm slug="steps" document={document} defaultValues={{}} />);
    await user.type(screen.getByRole("textbox", { name: "First" }), "b");
    expect(reported).toEqual(["VIEW", "START"]);
  });

  it("reports nothing from the editor's preview", async () => {
    const user = userEvent.setup();
    render(<PublicForm slug="steps" document={document} defaultValues={{}} mode="preview" />);
    await user.type(screen.getByRole("textbox", { name: "First" }), "a");
    expect(reported).toEqual([]);
  });
});
