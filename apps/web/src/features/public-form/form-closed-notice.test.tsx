// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  EVERY_FIELD_TYPE,
  everyFieldTypeAnswers,
  everyFieldTypeDocument,
} from "../../../../../packages/core/src/test/every-field-type";
import { FormClosedNotice } from "./form-closed-notice";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// "Copy my answers" says each answer as the submissions table does (the type's words).
const wordsOf = (name: string) => {
  const c = EVERY_FIELD_TYPE.find((each) => each.block.name === name);
  if (!c) throw new Error(`no case ${name}`);
  return `${c.block.label}: ${c.words}`;
};

describe("Copy my answers, when the answers can no longer be sent", () => {
  it("copies a matrix, a file and a signature in their types' words", async () => {
    const copied: string[] = [];
    const user = userEvent.setup();
    Object.defineProperty(window.navigator, "clipboard", {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    render(
      <FormClosedNotice
        slug="every-type"
        document={everyFieldTypeDocument}
        getValues={() => ({ ...everyFieldTypeAnswers })}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Copy my answers" }));
    const lines = copied[0]?.split("\n") ?? [];
    for (const name of ["quality", "photo", "sign"]) expect(lines).toContain(wordsOf(name));
    expect(lines.join("\n")).not.toContain("0193a1b2");
  });
});
