// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WebhookForm } from "./webhook-form";

afterEach(cleanup);

describe("WebhookForm's events", () => {
  it("offers submission.partial, unticked for a new webhook: unfinished answers only when asked for", async () => {
    const onSubmit = vi.fn(async () => {});
    const user = userEvent.setup();
    render(<WebhookForm heading="Add a webhook" submitLabel="Add" onSubmit={onSubmit} />);
    expect(screen.getByRole("checkbox", { name: "submission.created" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "submission.deleted" })).toBeChecked();
    const partial = screen.getByRole("checkbox", { name: "submission.partial" });
    expect(partial).not.toBeChecked();
    await user.type(screen.getByLabelText("URL"), "https://example.com/hook");
    await user.click(partial);
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(onSubmit).toHaveBeenCalledWith({
      url: "https://example.com/hook",
      events: [
        "submission.created",
        "submission.deleted",
        "submission.updated",
        "submission.paid",
        "submission.partial",
      ],
      format: "standard",
    });
  });

  it("offers submission.updated, ticked for a new webhook: a receiver keeping answers needs their edits", () => {
    render(<WebhookForm heading="Add a webhook" submitLabel="Add" onSubmit={vi.fn()} />);
    expect(screen.getByRole("checkbox", { name: "submission.updated" })).toBeChecked();
  });
  it("offers the chat services by name; the one chosen is sent with the webhook", async () => {
    const onSubmit = vi.fn(async () => {});
    const user = userEvent.setup();
    render(<WebhookForm heading="Add a webhook" submitLabel="Add" onSubmit={onSubmit} />);
    const formats = screen.getByRole("group", { name: "Message format" });
    expect(screen.getByRole("radio", { name: /^Signed JSON/ })).toBeChecked();
    for (const name of ["Slack", "Discord", "Microsoft Teams", "Google Chat"]) {
      expect(formats).toContainElement(screen.getByRole("radio", { name: new RegExp(`^${name}`) }));
    }
    await user.type(screen.getByLabelText("URL"), "https://hooks.slack.com/services/T/B/x");
    await user.click(screen.getByRole("radio", { name: /^Slack/ }));
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ format: "slack" }));
  });
});
