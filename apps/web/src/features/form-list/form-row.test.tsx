import { permissionsOf } from "../../lib/permissions";
// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FormRow, type FormRowProps } from "./form-row";
import type { FormSummary } from "./forms-api";

/** What an editor of the form's workspace may do (`Form.permissions`). */
const EDITOR_PERMISSIONS = permissionsOf("editor");

afterEach(cleanup);

const published: FormSummary = {
  id: "0b6f1f1e-5c61-4b8f-9f0e-3f2d2c1a9e11",
  slug: "contact",
  title: "Contact us",
  publishedVersion: 3,
  isPublished: true,
  submissionCount: 128,
  hasUnpublishedChanges: false,
  createdAt: "2026-11-20T09:00:00.000Z",
  updatedAt: "2026-11-21T10:12:44.120Z",
  retentionDays: null,
  workspace: { id: "00000000-0000-4000-8000-000000000001", name: "Default" },
  permissions: EDITOR_PERMISSIONS,
  availability: { isOpen: true, reason: null, opensAt: null, closesAt: null, maxSubmissions: 100 },
};
const draft: FormSummary = { ...published, publishedVersion: null, isPublished: false };

function renderRow(props: Partial<FormRowProps> = {}) {
  const handlers = { onDuplicate: vi.fn(), onTogglePublished: vi.fn(), onDelete: vi.fn() };
  render(
    <table>
      <tbody>
        <FormRow form={published} canEdit isBusy={false} {...handlers} {...props} />
      </tbody>
    </table>,
  );
  return { ...handlers, row: screen.getByRole("row") };
}

describe("FormRow", () => {
  it("shows title, slug, live version and submission count", () => {
    const { row } = renderRow();
    expect(within(row).getByRole("rowheader")).toHaveTextContent("Contact us");
    expect(row).toHaveTextContent("contact");
    expect(row).toHaveTextContent("Published v3");
    expect(row).toHaveTextContent("128");
    expect(row).not.toHaveTextContent("Closed");
    expect(row).not.toHaveTextContent("Answers are deleted");
  });

  it("says a live form is closed, and why", () => {
    const full = { isOpen: false, reason: "FULL" as const, opensAt: null, closesAt: null };
    const { row } = renderRow({
      form: { ...published, availability: { ...full, maxSubmissions: 128 } },
    });
    expect(row).toHaveTextContent("Published v3");
    expect(row).toHaveTextContent("Closed: 128 submissions reached");
  });

  it("says how long a form keeps its answers", () => {
    const { row } = renderRow({ form: { ...published, retentionDays: 90 } });
    expect(row).toHaveTextContent("Answers are deleted after 90 days");
  });

  it("gives editors every action, each described by the form's title", () => {
    const { row } = renderRow();
    expect(within(row).getByRole("link", { name: "Edit" })).toHaveAttribute(
      "href",
      `/admin/forms/${published.id}`,
    );
    expect(within(row).getByRole("link", { name: "Submissions" })).toHaveAttribute(
      "href",
      `/admin/forms/${published.id}/submissions`,
    );
    expect(within(row).getByRole("link", { name: "View" })).toHaveAttribute("href", "/f/contact");
    for (const name of ["Duplicate", "Unpublish", "Delete"]) {
      expect(within(row).getByRole("button", { name })).toHaveAccessibleDescription("Contact us");
    }
  });

  it("offers Publish and no public link for a draft", () => {
    const { row } = renderRow({ form: draft });
    expect(row).toHaveTextContent("Draft");
    expect(within(row).getByRole("button", { name: "Publish" })).toBeInTheDocument();
    expect(within(row).queryByRole("link", { name: "View" })).not.toBeInTheDocument();
  });

  it("shows viewers the form without the editing actions", () => {
    const { row } = renderRow({ canEdit: false });
    expect(within(row).queryByRole("button")).not.toBeInTheDocument();
    expect(within(row).queryByRole("link", { name: "Edit" })).not.toBeInTheDocument();
    expect(within(row).getByRole("link", { name: "Submissions" })).toBeInTheDocument();
  });

  it("calls the action with its form", async () => {
    const user = userEvent.setup();
    const { row, onTogglePublished, onDelete } = renderRow();
    await user.click(within(row).getByRole("button", { name: "Unpublish" }));
    await user.click(within(row).getByRole("button", { name: "Delete" }));
    expect(onTogglePublished).toHaveBeenCalledWith(published);
    expect(onDelete).toHaveBeenCalledWith(published);
  });

  it("ignores clicks while an action runs on the form, keeping the button focusable", async () => {
    const user = userEvent.setup();
    const { row, onDuplicate } = renderRow({ isBusy: true });
    const button = within(row).getByRole("button", { name: "Duplicate" });
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).not.toBeDisabled();
    await user.click(button);
    expect(onDuplicate).not.toHaveBeenCalled();
  });
});
