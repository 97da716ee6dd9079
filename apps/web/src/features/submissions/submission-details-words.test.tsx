// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  EVERY_FIELD_TYPE,
  everyFieldTypeAnswers,
} from "../../../../../packages/core/src/test/every-field-type";
import { submissionFieldOf } from "../../test-setup/submission-field-of";
import { SubmissionDetails } from "./submission-details";
import type { SubmissionRow } from "./submissions-api";

afterEach(cleanup);

const row: SubmissionRow = {
  id: "0193a1b2-c3d4-7e5f-8a9b-0000000000aa",
  createdAt: "2026-03-07T14:30:00.000Z",
  version: 1,
  language: null,
  data: { ...everyFieldTypeAnswers },
  variables: {},
  ending: null,
};

/** Each answer of the dialog by its question: the text a reader gets. */
function answersByLabel(): Map<string, string> {
  render(
    <SubmissionDetails
      row={row}
      fields={EVERY_FIELD_TYPE.map((c) => submissionFieldOf(c.block))}
      canDelete={false}
      onClose={vi.fn()}
      onDelete={vi.fn()}
    />,
  );
  const dialog = screen.getByRole("dialog");
  const list = within(dialog).getByRole("heading", { name: "Answers" }).nextElementSibling;
  const answers = new Map<string, string>();
  for (const pair of Array.from(list?.children ?? [])) {
    answers.set(
      pair.querySelector("dt")?.textContent ?? "",
      pair.querySelector("dd")?.textContent ?? "",
    );
  }
  return answers;
}

describe("SubmissionDetails: every type's answer in words", () => {
  it.each(EVERY_FIELD_TYPE)("shows a $block.type answer in words", ({ block, words, parts }) => {
    const shown = answersByLabel().get(block.label) ?? "";
    if (parts) for (const part of parts) expect(shown).toContain(part);
    else expect(shown).toBe(words);
  });
});

describe("SubmissionDetails: the verified address (issue 33 §2)", () => {
  it("shows the address confirmed with a mailed code, and nothing when there is none", () => {
    const show = (verifiedEmail: string | null) =>
      render(
        <SubmissionDetails
          row={{ ...row, verifiedEmail }}
          fields={[]}
          canDelete={false}
          onClose={vi.fn()}
          onDelete={vi.fn()}
        />,
      );
    show("ada@example.com");
    const meta = within(screen.getByRole("dialog")).getByText("Verified email").parentElement;
    expect(meta?.querySelector("dd")?.textContent).toBe("ada@example.com");
    cleanup();
    show(null);
    expect(within(screen.getByRole("dialog")).queryByText("Verified email")).toBeNull();
  });
});

describe("SubmissionDetails: Download PDF (issue 35 §1)", () => {
  it("links to the submission's PDF, as a download a keyboard reaches", () => {
    render(
      <SubmissionDetails
        row={row}
        fields={[]}
        canDelete={false}
        onClose={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    const link = within(screen.getByRole("dialog")).getByRole("link", { name: "Download PDF" });
    expect(link).toHaveAttribute("href", `/api/submissions/${row.id}.pdf`);
    expect(link).toHaveAttribute("download");
  });
});
