// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FeedSection } from "./feed-section";

const URL = "https://forms.example.com/api/feeds/fwf_secret.csv";
const FEED = {
  id: "feed-1",
  createdAt: "2026-11-28T10:00:00.000Z",
  createdByEmail: "ada@example.com",
  revokedAt: null,
};

/** The API as the section sees it: one form's feeds, made and revoked. */
function fakeApi() {
  let feeds: Array<typeof FEED & { url: null }> = [];
  return vi.fn(async (_url: string, init: { body: string }) => {
    const { query } = JSON.parse(init.body) as { query: string };
    let data: Record<string, unknown>;
    if (query.includes("mutation CreateSubmissionFeed")) {
      feeds = [{ ...FEED, url: null }];
      data = { createSubmissionFeed: { ...FEED, url: URL } };
    } else if (query.includes("mutation RevokeSubmissionFeed")) {
      feeds = [];
      data = { revokeSubmissionFeed: { id: FEED.id } };
    } else {
      data = { submissionFeeds: feeds };
    }
    return new Response(JSON.stringify({ data }), {
      headers: { "content-type": "application/json" },
    });
  });
}

beforeEach(() => {
  vi.stubGlobal("fetch", fakeApi());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the spreadsheet feed section", () => {
  it("creates a link shown once with Copy, lists it, and revokes it after asking", async () => {
    const user = userEvent.setup();
    const announce = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <FeedSection formId="f1" announce={announce} />
      </QueryClientProvider>,
    );
    const section = screen.getByRole("region", { name: "Spreadsheet feed" });
    expect(await within(section).findByText("No feed links yet.")).toBeVisible();

    await user.click(within(section).getByRole("button", { name: "Create a feed link" }));
    const notice = await screen.findByRole("region", { name: "Feed link created" });
    expect(notice).toHaveFocus();
    expect(within(notice).getByRole("textbox", { name: "Feed link" })).toHaveValue(URL);
    expect(within(notice).getByRole("button", { name: "Copy" })).toBeVisible();
    expect(
      await within(section).findByText(/^Feed link created .* by ada@example\.com$/),
    ).toBeVisible();

    await user.click(within(notice).getByRole("button", { name: "Done, hide the link" }));
    expect(screen.queryByRole("region", { name: "Feed link created" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Spreadsheet feed" })).toHaveFocus();

    await user.click(
      within(section).getByRole("button", { name: /^Revoke ?the feed link created / }),
    );
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Revoke feed link" }));
    expect(await within(section).findByText("No feed links yet.")).toBeVisible();
    expect(announce).toHaveBeenCalledWith(
      "success",
      expect.stringMatching(/^Revoked the feed link created /),
    );
  });
});
