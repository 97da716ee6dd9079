// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  EVERY_FIELD_TYPE,
  everyFieldTypeAnswers,
} from "../../../../../packages/core/src/test/every-field-type";
import { submissionFieldOf } from "../../test-setup/submission-field-of";
import type { SubmissionField, SubmissionRow } from "./submissions-api";
import { SubmissionsTable } from "./submissions-table";

afterEach(cleanup);

const field = (name: string, label: string, type: string, isCurrent = true): SubmissionField => ({
  name,
  label,
  type,
  isCurrent,
  options: [],
  rows: [],
  columns: [],
  itemLabel: null,
  blocks: [],
});

const fields: SubmissionField[] = [
  field("fullName", "Full name", "text"),
  field("topics", "Topics", "select"),
  field("consent", "I agree", "checkbox"),
  field("fax", "Fax", "text", false),
];

const rows: SubmissionRow[] = [
  {
    id: "b",
    createdAt: "2026-03-02T10:00:00.000Z",
    version: 2,
    language: "de",
    data: { fullName: "<b>Grace</b>", topics: ["sales", "support"], consent: false },
    variables: {},
    ending: null,
  },
  {
    id: "a",
    createdAt: "2026-03-01T10:00:00.000Z",
    version: 1,
    language: null,
    data: { fullName: "Ada", topics: [], consent: true, fax: "0123" },
    variables: {},
    ending: null,
  },
];

function renderTable(canDelete: boolean) {
  const onView = vi.fn();
  const onDelete = vi.fn();
  render(
    <SubmissionsTable
      fields={fields}
      rows={rows}
      canDelete={canDelete}
      isBusy={false}
      onView={onView}
      onDelete={onDelete}
    />,
  );
  return { onView, onDelete, table: screen.getByRole("table", { name: /Submissions/ }) };
}

describe("SubmissionsTable", () => {
  it("has a column per field after Submitted and Version, in the given order", () => {
    const { table } = renderTable(false);
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual([
      "Submitted",
      "Version",
      "Full name",
      "Topics",
      "I agree",
      "Fax",
      "Actions",
    ]);
  });

  it("shows answers as text: choices joined, Yes/No, markup as typed, a dash for none", () => {
    const { table } = renderTable(false);
    const [, first, second] = within(table).getAllByRole("row");
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent);
    expect(cells(first as HTMLElement).slice(0, 5)).toEqual([
      "2",
      "<b>Grace</b>",
      "sales, support",
      "No",
      "—No answer",
    ]);
    expect(cells(second as HTMLElement).slice(0, 5)).toEqual([
      "1",
      "Ada",
      "—No answer",
      "Yes",
      "0123",
    ]);
  });

  it("adds a column per variable and an Ending column after the fields (issue 32)", () => {
    render(
      <SubmissionsTable
        fields={fields}
        variables={[
          { name: "total", label: "Total" },
          { name: "band", label: "band" },
        ]}
        rows={[
          {
            ...(rows[0] as SubmissionRow),
            variables: { total: 12.5, band: "high" },
            ending: "big",
          },
          { ...(rows[1] as SubmissionRow), variables: {}, ending: null },
        ]}
        canDelete={false}
        isBusy={false}
        onView={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    const table = screen.getByRole("table", { name: /Submissions/ });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual([
      "Submitted",
      "Version",
      "Full name",
      "Topics",
      "I agree",
      "Fax",
      "Total",
      "band",
      "Ending",
      "Actions",
    ]);
    const [first, second] = within(table).getAllByRole("row").slice(1);
    expect(
      within(first as HTMLElement)
        .getAllByRole("cell")
        .map((c) => c.textContent)
        .slice(5, 8),
    ).toEqual(["12.5", "high", "big"]);
    expect(
      within(second as HTMLElement)
        .getAllByRole("cell")
        .map((c) => c.textContent)
        .slice(5, 8),
    ).toEqual(["", "", ""]);
  });

  it("offers View to everyone and Delete only when allowed", async () => {
    const { onView } = renderTable(false);
    expect(screen.queryByRole("button", { name: /Delete/ })).toBeNull();
    const [firstView] = screen.getAllByRole("button", { name: /^View submission of/ });
    await userEvent.setup().click(firstView as HTMLElement);
    expect(onView).toHaveBeenCalledWith(rows[0]);
  });

  it("calls onDelete with the row", async () => {
    const { onDelete } = renderTable(true);
    const deletes = screen.getAllByRole("button", { name: /^Delete submission of/ });
    expect(deletes).toHaveLength(2);
    await userEvent.setup().click(deletes[1] as HTMLElement);
    expect(onDelete).toHaveBeenCalledWith(rows[1]);
  });
});

describe("SubmissionsTable: every type's answer in words", () => {
  const everyRow: SubmissionRow = {
    id: "every",
    createdAt: "2026-03-07T14:30:00.000Z",
    version: 1,
    language: null,
    data: { ...everyFieldTypeAnswers },
    variables: {},
    ending: null,
  };

  /** The answer cells of the one row, by column header. */
  function cellsByHeader(): Map<string, string | null> {
    render(
      <SubmissionsTable
        fields={EVERY_FIELD_TYPE.map((c) => submissionFieldOf(c.block))}
        rows={[everyRow]}
        canDelete={false}
        isBusy={false}
        onView={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    const table = screen.getByRole("table", { name: /Submissions/ });
    return new Map(
      within(table)
        .getAllByRole("cell")
        .map((cell) => [cell.getAttribute("data-label") ?? "", cell.textContent]),
    );
  }

  it.each(EVERY_FIELD_TYPE)("shows a $block.type answer in words", ({ block, words }) => {
    expect(cellsByHeader().get(block.label)).toBe(words);
  });
});
