// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { AnnouncerRegion } from "./announcer-region";
import { useAnnouncer } from "./use-announcer";

afterEach(cleanup);

function Page() {
  const announcer = useAnnouncer();
  return (
    <div {...announcer.actionScope}>
      <AnnouncerRegion announcement={announcer.announcement} />
      <button type="button" onClick={() => announcer.announce("success", "Saved")}>
        Save
      </button>
      <button type="button" onClick={() => announcer.announce("error", "Not deleted")}>
        Delete
      </button>
      <label>
        Search
        <input type="search" />
      </label>
      <form onSubmit={(event) => event.preventDefault()}>
        <button type="submit">Send</button>
      </form>
      <p>Some text</p>
    </div>
  );
}

describe("useAnnouncer's action scope", () => {
  it("says an outcome politely, and an error as an alert", async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("status")).toHaveTextContent("Saved");
    expect(screen.getByRole("status")).toHaveAttribute("aria-live", "polite");
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(screen.getByRole("alert")).toHaveTextContent("Not deleted");
  });

  it("clears the message when the person types in a field", async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await userEvent.type(screen.getByLabelText("Search"), "a");
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("clears the message when a form is sent", async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("keeps the message on a click that starts nothing", async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await userEvent.click(screen.getByText("Some text"));
    await userEvent.click(screen.getByLabelText("Search"));
    expect(screen.getByRole("status")).toHaveTextContent("Saved");
  });
});
