import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AddBlockMenu } from "./add-block-menu";

describe("Add block before hydration", () => {
  it("is disabled in the server's HTML, so an early tap is never silently lost", () => {
    const html = renderToString(<AddBlockMenu onAdd={() => {}} />);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Add block<\/button>/);
  });
});
