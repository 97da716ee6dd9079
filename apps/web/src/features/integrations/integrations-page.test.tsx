// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IntegrationsPage } from "./integrations-page";

beforeEach(() => {
  // The sections' reads stay pending: this is about the page's own words.
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise<Response>(() => {})),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the integrations page", () => {
  it("is called “Webhooks and email”, as the editor links to it, with its own breadcrumb", () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <IntegrationsPage form={{ id: "f1", title: "Hooked form" }} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Webhooks and email: Hooked form",
    );
    const crumbs = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    expect(crumbs.getByRole("link", { name: "Forms" })).toHaveAttribute("href", "/admin");
    expect(crumbs.getByRole("link", { name: "Hooked form" })).toHaveAttribute(
      "href",
      "/admin/forms/f1",
    );
    expect(crumbs.queryByRole("link", { name: "Submissions" })).not.toBeInTheDocument();
    expect(crumbs.getByText("Webhooks and email")).toHaveAttribute("aria-current", "page");
  });
});
