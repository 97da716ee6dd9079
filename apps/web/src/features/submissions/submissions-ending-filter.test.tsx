// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SubmissionsPage } from "./submissions-page";

// Issue 32 §3: the submissions table filters by the ending the answers chose.

const node = (id: string, score: number, ending: string) => ({
  id,
  createdAt: "2026-03-01T10:00:00.000Z",
  version: 1,
  language: null,
  data: { name: id },
  variables: { score },
  ending,
});
const NODES = [node("Ada", 2, "all-right"), node("Bo", 1, "try-again"), node("Cy", 2, "all-right")];

/** What the page asked for, by operation name, with its variables. */
let asked: Array<{ operation: string; variables: Record<string, unknown> }> = [];

function answer(operation: string, variables: Record<string, unknown>): unknown {
  switch (operation) {
    case "SubmissionsPage": {
      const nodes = NODES.filter((n) => !variables.ending || n.ending === variables.ending);
      return {
        submissions: {
          totalCount: nodes.length,
          nodes,
          pageInfo: { endCursor: null, hasNextPage: false },
        },
      };
    }
    case "SubmissionFields":
      return {
        submissionFields: [
          {
            name: "name",
            label: "Name",
            type: "text",
            isCurrent: true,
            options: [],
            rows: [],
            columns: [],
          },
        ],
      };
    case "SubmissionVariables":
      return { submissionVariables: [{ name: "score", label: "Score" }] };
    case "SubmissionEndings":
      return {
        submissionEndings: [
          { id: "all-right", title: "Full marks, {{name}}!" },
          { id: "try-again", title: "try-again" },
        ],
      };
    default:
      return null;
  }
}

beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as {
        query: string;
        variables?: Record<string, unknown>;
      };
      const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? "";
      asked.push({ operation, variables: body.variables ?? {} });
      const data = answer(operation, body.variables ?? {});
      return new Response(
        JSON.stringify(
          data ? { data } : { data: null, errors: [{ message: `not in this test: ${operation}` }] },
        ),
        { headers: { "content-type": "application/json" } },
      );
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the submissions table's ending filter", () => {
  it("offers the form's endings and shows only the submissions that ended on the one chosen", async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <SubmissionsPage
          form={{ id: "f1", slug: "quiz", title: "Quiz", retentionDays: null }}
          canDelete={false}
        />
      </QueryClientProvider>,
    );
    const filter = await screen.findByRole("combobox", { name: "Ending" });
    expect(
      within(filter)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Any ending", "Full marks, {{name}}! (all-right)", "try-again"]);
    expect(await screen.findByText("3 submissions")).toBeInTheDocument();

    await user.selectOptions(filter, "try-again");
    expect(await screen.findByText("1 submission ends on “try-again”")).toBeInTheDocument();
    const table = screen.getByRole("table");
    expect(within(table).getByText("Bo")).toBeInTheDocument();
    expect(within(table).queryByText("Ada")).not.toBeInTheDocument();
    expect(asked.filter((a) => a.operation === "SubmissionsPage").at(-1)?.variables).toMatchObject({
      ending: "try-again",
      search: null,
    });

    await user.selectOptions(filter, "");
    expect(await screen.findByText("3 submissions")).toBeInTheDocument();
  });
});

// Issue 33 §6: the page says how long the form keeps its answers.
describe("the submissions page's retention notice", () => {
  const renderPage = (retentionDays: number | null) =>
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <SubmissionsPage
          form={{ id: "f1", slug: "quiz", title: "Quiz", retentionDays }}
          canDelete
        />
      </QueryClientProvider>,
    );

  it("says answers are deleted after the form's retention", async () => {
    renderPage(90);
    expect(await screen.findByText("3 submissions")).toBeInTheDocument();
    expect(screen.getByText("Answers are deleted after 90 days.")).toBeInTheDocument();
  });

  it("says nothing of the kind for a form that keeps its answers", async () => {
    renderPage(null);
    expect(await screen.findByText("3 submissions")).toBeInTheDocument();
    expect(screen.queryByText(/Answers are deleted/)).not.toBeInTheDocument();
  });
});
