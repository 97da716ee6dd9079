// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NewApiKeyNotice } from "./new-api-key-notice";

afterEach(cleanup);

const SECRET = "fwk_0123456789abcdefghijklmnopqrstuvwxyz";

describe("NewApiKeyNotice", () => {
  it("shows the key once with the warning, and takes focus", () => {
    render(<NewApiKeyNotice name="CI deploy" secret={SECRET} onDone={vi.fn()} />);
    const box = screen.getByRole("region", { name: "API key “CI deploy” created" });
    expect(box).toHaveFocus();
    expect(box).toHaveTextContent("Copy this key now: it will not be shown again.");
    expect(screen.getByRole("textbox", { name: "New API key" })).toHaveValue(SECRET);
  });

  it("copies the key to the clipboard and says so", async () => {
    const user = userEvent.setup();
    render(<NewApiKeyNotice name="CI deploy" secret={SECRET} onDone={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(screen.getByRole("status")).toHaveTextContent("Copied to the clipboard.");
  });

  it("hides the key when done", async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    render(<NewApiKeyNotice name="CI deploy" secret={SECRET} onDone={onDone} />);
    await user.click(screen.getByRole("button", { name: "Done, hide the key" }));
    expect(onDone).toHaveBeenCalledOnce();
  });
});
