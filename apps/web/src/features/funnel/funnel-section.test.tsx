// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FormFunnel } from "./funnel-api";
import { FunnelSection } from "./funnel-section";
import { formatDuration, formatShare, funnelSteps } from "./funnel-steps";

const funnel: FormFunnel = {
  views: 40,
  starts: 20,
  pages: [{ page: 2, reached: 12 }],
  completions: 10,
  completionRate: 0.25,
  medianSecondsToComplete: 125,
  days: [
    { date: "2026-03-09", views: 0, starts: 0, pages: [], completions: 0 },
    {
      date: "2026-03-10",
      views: 40,
      starts: 20,
      pages: [{ page: 2, reached: 12 }],
      completions: 10,
    },
  ],
};

let answer: FormFunnel = funnel;
beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify({ data: { formFunnel: answer } }), {
          headers: { "content-type": "application/json" },
        }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSection() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FunnelSection formId="f1" />
    </QueryClientProvider>,
  );
}

describe("funnel steps", () => {
  it("lists views, starts, each page and completions with their share of the views", () => {
    expect(funnelSteps(funnel).map((s) => [s.label, s.count, s.ofViews])).toEqual([
      ["Viewed", 40, 1],
      ["Started", 20, 0.5],
      ["Reached or passed page 2", 12, 0.3],
      ["Completed", 10, 0.25],
    ]);
    expect(funnelSteps({ ...funnel, views: 0 })[1]?.ofViews).toBeNull();
  });

  it("writes shares and durations as people read them", () => {
    expect(formatShare(0.4251)).toBe("42.5%");
    expect(formatShare(null)).toBe("–");
    expect([45, 60, 125, 3600, 3780].map(formatDuration)).toEqual([
      "45 s",
      "1 min",
      "2 min 5 s",
      "1 h",
      "1 h 3 min",
    ]);
  });
});

describe("FunnelSection", () => {
  it("shows the rate, the median time and each step as text, and every day in a table", async () => {
    renderSection();
    const section = await screen.findByRole("region", { name: "Completion funnel" });
    expect(await within(section).findByText("25%")).toBeInTheDocument();
    expect(within(section).getByText("2 min 5 s")).toBeInTheDocument();
    const steps = within(section)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(steps).toEqual([
      "Viewed 40 (100% of views)",
      "Started 20 (50% of views)",
      "Reached or passed page 2 12 (30% of views)",
      "Completed 10 (25% of views)",
    ]);
    const table = within(section).getByRole("table", { name: "Completion funnel per day (UTC)" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows[0]).toBe("DayViewedStartedPage 2Completed");
    expect(rows).toHaveLength(3);
    expect(rows[1]).toMatch(/2026.*40201210$/);
  });

  it("says so when nobody opened the form", async () => {
    answer = { ...funnel, views: 0, starts: 0, pages: [], completions: 0, completionRate: null };
    renderSection();
    expect(await screen.findByText(/Nobody has opened the published form/)).toBeInTheDocument();
    answer = funnel;
  });
});
