// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { BlockPreview } from "../../editor/canvas/block-preview";
import type { DraftBlock } from "../../editor/draft-types";
import { groupEditor } from "./settings";

afterEach(cleanup);

describe("a group on the editor's canvas", () => {
  it("draws a new group (the editor's starting settings) as respondents see it", async () => {
    const block = {
      type: "group",
      name: "attendees",
      label: "Attendees",
      ...groupEditor.initial,
    } as unknown as DraftBlock;
    render(<BlockPreview block={block} fieldName="attendees" />);
    const item = await screen.findByRole("group", { name: "Item 1" });
    expect(item).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add another item" })).toBeInTheDocument();
  });
});
