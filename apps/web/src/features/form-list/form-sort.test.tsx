import { permissionsOf } from "../../lib/permissions";
// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { type FormSort, FormSortPicker, sortForms } from "./form-sort";
import type { FormSummary } from "./forms-api";
import { FormsTable } from "./forms-table";

/** What an editor of the form's workspace may do (`Form.permissions`). */
const EDITOR_PERMISSIONS = permissionsOf("editor");

afterEach(cleanup);

function form(title: string, createdAt: string, updatedAt: string): FormSummary {
  return {
    id: `id-${title}`,
    slug: title.toLowerCase(),
    title,
    publishedVersion: null,
    isPublished: false,
    submissionCount: 0,
    hasUnpublishedChanges: false,
    createdAt,
    updatedAt,
    retentionDays: null,
    workspace: { id: "00000000-0000-4000-8000-000000000001", name: "Default" },
    permissions: EDITOR_PERMISSIONS,
    availability: {
      isOpen: true,
      reason: null,
      opensAt: null,
      closesAt: null,
      maxSubmissions: null,
    },
  };
}

const FORMS = [
  form("Old but edited", "2026-01-01T00:00:00.000Z", "2026-11-20T00:00:00.000Z"),
  form("New", "2026-11-01T00:00:00.000Z", "2026-11-01T00:00:00.000Z"),
];

function List() {
  const [sort, setSort] = useState<FormSort>("created");
  return (
    <>
      <FormSortPicker value={sort} onChange={setSort} />
      <FormsTable
        forms={sortForms(FORMS, sort)}
        sort={sort}
        busyId={null}
        isUpdating={false}
        canEdit={false}
        onDuplicate={() => {}}
        onTogglePublished={() => {}}
        onDelete={() => {}}
      />
    </>
  );
}

const titles = () =>
  screen.getAllByRole("rowheader").map((cell) => cell.textContent?.trim().split("\n")[0] ?? "");

describe("the form list's sort", () => {
  it("says what it sorts by, and offers “Last updated”", async () => {
    const user = userEvent.setup();
    render(<List />);
    const picker = screen.getByRole("combobox", { name: "Sort by" });
    expect(within(picker).getByRole("option", { selected: true })).toHaveTextContent(
      "Date created",
    );
    expect(
      screen.getByRole("table", { name: "Forms, by date created, newest first" }),
    ).toBeVisible();
    expect(titles()[0]).toMatch(/^New/);

    await user.selectOptions(picker, "Last updated");
    expect(
      screen.getByRole("table", { name: "Forms, by last updated, most recent first" }),
    ).toBeVisible();
    expect(titles()[0]).toMatch(/^Old but edited/);
  });
});
