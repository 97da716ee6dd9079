// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { parseFormDocument } from "@formwright/core";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadPagingCode } from "./paging-test-kit";
import { PREVIEW_SUBMIT_NOTICE, PublicForm } from "./public-form";

// Page 1: role; page 2 "Details" (only for "other"): details; page 3 "Contact": email.
const parsed = parseFormDocument({
  slug: "paged",
  title: "Paged",
  blocks: [
    {
      type: "radio",
      name: "role",
      label: "Role",
      required: true,
      options: [
        { label: "Staff", value: "staff" },
        { label: "Other", value: "other" },
      ],
    },
    {
      type: "page",
      title: "Details",
      visibleWhen: { all: [{ field: "role", op: "equals", value: "other" }] },
    },
    { type: "text", name: "details", label: "Which role?", required: true },
    { type: "page", title: "Contact", nextLabel: "Onwards", backLabel: "Return" },
    { type: "text", name: "email", label: "Email", required: true },
  ],
});
if (!parsed.success) throw new Error("invalid test document");
const document = parsed.document;

beforeAll(async () => {
  Element.prototype.scrollIntoView ??= () => {};
  await loadPagingCode();
});
beforeEach(() => {
  window.history.replaceState(null, "", "/f/paged");
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stepOfUrl = () => new URLSearchParams(window.location.search).get("step");
const heading = () => document_().querySelector<HTMLElement>(".fw-page:not([hidden]) h2");
const document_ = () => window.document;

function stubFetch() {
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body));
    if (String(body.query).includes("submitForm")) {
      return Response.json({ data: { submitForm: { submissionId: "s-1", fieldErrors: [] } } });
    }
    return Response.json({ data: { recordFormEvent: true } });
  });
  vi.stubGlobal("fetch", fetch);
  const bodies = () =>
    (fetch.mock.calls as unknown as Array<[string, RequestInit]>).map(([, init]) =>
      JSON.parse(String(init.body)),
    );
  return { fetch, bodies };
}

describe("PublicForm with pages", () => {
  it("Next is held back by an error on the page: its summary takes focus", async () => {
    stubFetch();
    const user = userEvent.setup();
    render(<PublicForm slug="paged" document={document} defaultValues={{}} />);
    expect(screen.getByText("Step 1 of 2")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Step 1 of 2" })).toHaveAttribute("max", "2");
    // Only the submit of the last page: none on page 1.
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Next" }));
    const summary = await screen.findByRole("alert");
    expect(within(summary).getByRole("link", { name: "Role is required" })).toBeInTheDocument();
    // Only this page's errors: the empty email on page 3 is not listed.
    expect(within(summary).queryByText(/Email/)).toBeNull();
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByText("Step 1 of 2")).toBeInTheDocument();
    expect(stepOfUrl()).toBeNull();
  });

  it("skips a page forwards and backwards, with the step in the URL and focus on the heading", async () => {
    const { bodies } = stubFetch();
    const user = userEvent.setup();
    render(<PublicForm slug="paged" document={document} defaultValues={{}} />);
    await user.click(screen.getByRole("radio", { name: "Staff" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    // Page 2 is skipped: page 3 is step 2 of 2.
    expect(await screen.findByText("Step 2 of 2")).toBeInTheDocument();
    expect(stepOfUrl()).toBe("3");
    expect(heading()).toHaveTextContent("Step 2 of 2Contact");
    await waitFor(() => expect(heading()).toHaveFocus());
    expect(screen.queryByLabelText(/Which role/)).toBeNull();
    expect(screen.getByRole("button", { name: "Submit" })).toBeInTheDocument();
    await waitFor(() =>
      expect(bodies().some((b) => b.variables?.event === "PAGE" && b.variables.page === 3)).toBe(
        true,
      ),
    );
    // Page 2, passed over, counts as passed in the funnel, which so never rises.
    const pagesReported = bodies()
      .filter((b) => b.variables?.event === "PAGE")
      .map((b) => b.variables.page);
    expect(pagesReported.sort()).toEqual([2, 3]);

    // Back (captioned by the page) skips page 2 again; the answer is still there.
    await user.click(screen.getByRole("button", { name: "Return" }));
    expect(await screen.findByText("Step 1 of 2")).toBeInTheDocument();
    expect(stepOfUrl()).toBeNull();
    expect(screen.getByRole("radio", { name: "Staff" })).toBeChecked();

    // "Other" adds page 2, and the count follows.
    await user.click(screen.getByRole("radio", { name: "Other" }));
    expect(screen.getByText("Step 1 of 3")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Step 2 of 3")).toBeInTheDocument();
    expect(stepOfUrl()).toBe("2");
    await user.type(screen.getByLabelText(/Which role/), "Volunteer");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Step 3 of 3")).toBeInTheDocument();

    // The browser's Back button: one page back, the typed answer kept.
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
    });
    expect(await screen.findByText("Step 2 of 3")).toBeInTheDocument();
    expect(screen.getByLabelText(/Which role/)).toHaveValue("Volunteer");
  });

  it("opens on the page of ?step=, and a skipped step falls back to the nearest earlier page", () => {
    stubFetch();
    window.history.replaceState(null, "", "/f/paged?step=3");
    const { unmount } = render(
      <PublicForm
        slug="paged"
        document={document}
        defaultValues={{ role: "other" }}
        initialStep={3}
      />,
    );
    expect(screen.getByText("Step 3 of 3")).toBeInTheDocument();
    unmount();
    window.history.replaceState(null, "", "/f/paged?step=2");
    render(
      <PublicForm
        slug="paged"
        document={document}
        defaultValues={{ role: "staff" }}
        initialStep={2}
      />,
    );
    expect(screen.getByText("Step 1 of 2")).toBeInTheDocument();
  });

  it("a submit with an error on an earlier page goes to that page with its summary", async () => {
    const { bodies } = stubFetch();
    const user = userEvent.setup();
    window.history.replaceState(null, "", "/f/paged?step=3");
    render(
      <PublicForm
        slug="paged"
        document={document}
        defaultValues={{ role: "other" }}
        initialStep={3}
      />,
    );
    await user.type(screen.getByLabelText(/Email/), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Step 2 of 3")).toBeInTheDocument();
    expect(stepOfUrl()).toBe("2");
    const summary = await screen.findByRole("alert");
    expect(within(summary).getByRole("link", { name: "Which role? is required" })).toBeVisible();
    await waitFor(() => expect(summary).toHaveFocus());
    expect(bodies().some((b) => String(b.query).includes("submitForm"))).toBe(false);

    await user.type(screen.getByLabelText(/Which role/), "Volunteer");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(await screen.findByRole("button", { name: "Submit" }));
    await waitFor(() =>
      expect(bodies().find((b) => String(b.query).includes("submitForm"))?.variables.data).toEqual({
        role: "other",
        details: "Volunteer",
        email: "ada@example.com",
      }),
    );
  });

  it("a resumed draft opens on the page it was saved on, and the URL keeps that page", async () => {
    stubFetch();
    const resumeToken = "r".repeat(43);
    window.history.replaceState(null, "", `/f/paged?resume=${resumeToken}`);
    render(
      <PublicForm
        slug="paged"
        document={document}
        defaultValues={{ role: "other", details: "Volunteer" }}
        version={1}
        resumeLink={{ resumeToken, expiresAt: "2099-01-01T00:00:00.000Z" }}
        initialStep={2}
      />,
    );
    // After the page's effects (the link leaves the address bar): still page 2, and a reload stays there.
    await waitFor(() =>
      expect(new URLSearchParams(window.location.search).has("resume")).toBe(false),
    );
    expect(stepOfUrl()).toBe("2");
    expect(screen.getByText("Step 2 of 3")).toBeInTheDocument();
    expect(screen.getByLabelText(/Which role/)).toHaveValue("Volunteer");
  });

  it("Save and continue later records the page shown", async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      if (String(body.query).includes("saveDraft")) {
        return Response.json({
          data: {
            saveDraft: {
              resumeToken: "s".repeat(43),
              resumeUrl: `http://localhost:3000/f/paged?resume=${"s".repeat(43)}`,
              expiresAt: "2099-01-01T00:00:00.000Z",
            },
          },
        });
      }
      return Response.json({ data: { recordFormEvent: true } });
    });
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    render(<PublicForm slug="paged" document={document} defaultValues={{}} version={1} />);
    await user.click(screen.getByRole("radio", { name: "Staff" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    // Page 2 is skipped: the page shown is the form's page 3.
    expect(await screen.findByText("Step 2 of 2")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save and continue later" }));
    const saved = await waitFor(() => {
      const calls = fetch.mock.calls as unknown as Array<[string, RequestInit]>;
      const body = calls
        .map(([, init]) => JSON.parse(String(init.body)))
        .find((b) => String(b.query).includes("saveDraft"));
      expect(body).toBeDefined();
      return body;
    });
    expect(saved.variables).toMatchObject({ slug: "paged", answers: { role: "staff" }, step: 3 });
  });

  it("a required field on a page skipped after it was answered does not hold up the submit", async () => {
    stubFetch();
    const user = userEvent.setup();
    render(
      <PublicForm
        slug="paged"
        document={document}
        defaultValues={{ role: "other", details: "typed" }}
        mode="preview"
      />,
    );
    await user.click(screen.getByRole("radio", { name: "Staff" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.type(await screen.findByLabelText(/Email/), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText(PREVIEW_SUBMIT_NOTICE)).toBeInTheDocument();
  });
});
