// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { parseFormDocument } from "@formwright/core";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PublicForm } from "./public-form";

const parsed = parseFormDocument({
  slug: "pipes",
  title: "Pipes",
  confirmation: { message: "Thanks, {{name}}: see you in the {{slot}}." },
  blocks: [
    { type: "text", name: "name", label: "Your name", required: true },
    {
      type: "radio",
      name: "slot",
      label: "When, {{name}}?",
      options: [
        { label: "Morning", value: "am" },
        { label: "Evening", value: "pm" },
      ],
    },
    { type: "paragraph", text: "{{name}} picked the {{slot}}, <b>really</b>." },
  ],
});
if (!parsed.success) throw new Error(JSON.stringify(parsed.issues));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("answer piping in the public form", () => {
  it("shows earlier answers as text in later labels, paragraphs and the confirmation", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({ data: { submitForm: { submissionId: "s-1", fieldErrors: [] } } }),
      ),
    );
    const user = userEvent.setup();
    render(<PublicForm slug="pipes" document={parsed.document} defaultValues={{}} minFillMs={0} />);
    expect(await screen.findByText("picked the , <b>really</b>.")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Your name/), "<i>Ada</i>");
    await user.click(await screen.findByRole("radio", { name: "Evening" }));
    expect(screen.getByRole("radiogroup", { name: /When, <i>Ada<\/i>\?/ })).toBeInTheDocument();
    expect(screen.getByText("<i>Ada</i> picked the Evening, <b>really</b>.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(
      await screen.findByText("Thanks, <i>Ada</i>: see you in the Evening."),
    ).toBeInTheDocument();
  });
});
