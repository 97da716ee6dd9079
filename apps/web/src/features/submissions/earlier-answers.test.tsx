// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { submissionFieldOf } from "../../test-setup/submission-field-of";
import { SubmissionDetails } from "./submission-details";
import type { SubmissionRow } from "./submissions-api";

afterEach(cleanup);

const fields = [submissionFieldOf({ type: "text", name: "fullName", label: "Full name" } as never)];

const row = (revisions: SubmissionRow["revisions"]): SubmissionRow => ({
  id: "0193a1b2-c3d4-7e5f-8a9b-0000000000aa",
  createdAt: "2026-03-07T14:30:00.000Z",
  version: 1,
  language: null,
  data: { fullName: "Ada King" },
  variables: {},
  ending: null,
  revisions,
});

function show(revisions: SubmissionRow["revisions"]) {
  render(
    <SubmissionDetails
      row={row(revisions)}
      fields={fields}
      canDelete={false}
      onClose={vi.fn()}
      onDelete={vi.fn()}
    />,
  );
  return screen.getByRole("dialog");
}

describe("SubmissionDetails: earlier answers (issue 33 §4)", () => {
  // Opening by keyboard (a native disclosure) is checked in a real browser: e2e/edit-answers.spec.ts.
  it("lists each replaced answer under its date, closed until opened", async () => {
    const dialog = show([
      { data: { fullName: "Ada" }, createdAt: "2026-03-01T09:00:00.000Z" },
      { data: { fullName: "Ada L." }, createdAt: "2026-03-02T09:00:00.000Z" },
    ]);
    const section = within(dialog).getByRole("region", { name: "Earlier answers" });
    const groups = within(section).getAllByRole("group");
    expect(groups).toHaveLength(2);
    const first = groups[0] as HTMLDetailsElement;
    expect(first.open).toBe(false);
    const summary = within(first).getByText(/^Sent/);
    expect(within(summary).getByText((_, el) => el?.tagName === "TIME")).toHaveAttribute(
      "datetime",
      "2026-03-01T09:00:00.000Z",
    );
    await userEvent.click(summary);
    expect(first.open).toBe(true);
    expect(within(first).getByText("Ada")).toBeInTheDocument();
  });

  it("shows no earlier answers for a submission never edited", () => {
    const dialog = show([]);
    expect(within(dialog).queryByRole("region", { name: "Earlier answers" })).toBeNull();
  });
});
