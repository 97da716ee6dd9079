// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { parseFormDocument } from "@formwright/core";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConditionsCode } from "./paging-test-kit";
import { PublicForm } from "./public-form";

// ConditionalBlocks is a chunk of its own (next/dynamic): loaded once, as a served page preloads it.
beforeAll(loadConditionsCode);

const parsed = parseFormDocument({
  slug: "logic",
  title: "Logic",
  blocks: [
    {
      type: "radio",
      name: "role",
      label: "Role",
      required: true,
      options: [
        { label: "Staff", value: "staff" },
        { label: "Other", value: "other" },
      ],
    },
    {
      type: "text",
      name: "details",
      label: "Which role?",
      required: true,
      visibleWhen: { all: [{ field: "role", op: "equals", value: "other" }] },
    },
    {
      type: "paragraph",
      text: "Thank you for telling us.",
      visibleWhen: { all: [{ field: "details", op: "isAnswered" }] },
    },
  ],
});
if (!parsed.success) throw new Error("invalid test document");
const document = parsed.document;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("PublicForm with conditions", () => {
  it("shows a block while its condition holds, and sends only the answers shown", async () => {
    const fetch = vi.fn(async () =>
      Response.json({ data: { submitForm: { submissionId: "s-1", fieldErrors: [] } } }),
    );
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    render(<PublicForm slug="logic" document={document} defaultValues={{}} minFillMs={0} />);
    expect(screen.queryByLabelText(/Which role/)).toBeNull();

    await user.click(screen.getByRole("radio", { name: "Other" }));
    const details = await screen.findByLabelText(/Which role/);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    // Shown, so required.
    expect(await screen.findAllByText("Which role? is required")).not.toHaveLength(0);
    await user.type(details, "Volunteer");
    expect(screen.getByText("Thank you for telling us.")).toBeInTheDocument();

    // Hidden again: the typed answer is dropped, and the chained paragraph goes too.
    await user.click(screen.getByRole("radio", { name: "Staff" }));
    expect(screen.queryByLabelText(/Which role/)).toBeNull();
    expect(screen.queryByText("Thank you for telling us.")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    // The page also reports the funnel's steps; the submission is the call that submits.
    const submitted = () =>
      (fetch.mock.calls as unknown as Array<[string, RequestInit]>)
        .map(([, init]) => JSON.parse(String(init.body)))
        .find((body) => String(body.query).includes("submitForm"));
    await waitFor(() => expect(submitted()).toBeDefined());
    expect(submitted().variables.data).toEqual({ role: "staff" });
  });
});
