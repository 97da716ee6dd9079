// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDateTime } from "../admin-ui/format-date-time";
import { NotFinished } from "./not-finished";

function stubList(nodes: Array<Record<string, unknown>>) {
  const fetch = vi.fn(async () =>
    Response.json({ data: { partialResponses: { totalCount: nodes.length, nodes } } }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function renderList(isKept: boolean) {
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <NotFinished formId="f1" isKept={isKept} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Not finished (unfinished answers on the submissions page)", () => {
  it("lists each respondent's unfinished answers with when they were last saved and the last page reached", async () => {
    const updatedAt = "2026-11-20T10:05:00.000Z";
    const fetch = stubList([{ id: "p1", version: 2, lastPage: 3, answeredCount: 4, updatedAt }]);
    renderList(true);
    const section = await screen.findByTestId("not-finished");
    expect(await within(section).findByRole("heading", { name: "Not finished (1)" })).toBeVisible();
    await within(section).findByRole("table");
    const row = within(section).getByTestId("partial-row");
    expect(within(row).getByRole("rowheader")).toHaveTextContent(formatDateTime(updatedAt));
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["3", "4", "2"]);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).variables).toEqual({ id: "f1", first: 100 });
  });

  it("says there are none on a form that keeps them, and shows nothing on one that never did", async () => {
    stubList([]);
    const { unmount } = renderList(true);
    expect(await screen.findByText("No unfinished answers.")).toBeVisible();
    unmount();
    stubList([]);
    renderList(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId("not-finished")).toBeNull();
  });
});
