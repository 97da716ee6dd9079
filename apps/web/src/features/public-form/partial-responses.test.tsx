// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { englishCatalogue, parseFormDocument } from "@formwright/core";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadPagingCode } from "./paging-test-kit";
import { PublicForm } from "./public-form";
import { PARTIAL_SAVE_PAUSE_MS } from "./use-partial-responses";

const NOTICE = "Your answers are saved as you go, even if you do not submit the form.";

function documentOf(input: Record<string, unknown>) {
  const parsed = parseFormDocument({ slug: "partial", title: "Partial", ...input });
  if (!parsed.success) throw new Error("invalid test document");
  return parsed.document;
}

const paged = documentOf({
  partialResponses: true,
  blocks: [
    { type: "text", name: "name", label: "Name", required: true },
    { type: "page", title: "More" },
    { type: "text", name: "city", label: "City" },
  ],
});

const onePage = documentOf({
  partialResponses: true,
  blocks: [
    { type: "text", name: "name", label: "Name", required: true },
    { type: "text", name: "city", label: "City" },
  ],
});

interface Sent {
  query: string;
  variables: Record<string, unknown>;
}

/** Answers the API: `failPartial` makes every unfinished-answers save fail (a network error). */
function stubFetch({ failPartial = false } = {}) {
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Sent;
    if (body.query.includes("savePartialResponse")) {
      if (failPartial) throw new TypeError("Failed to fetch");
      return Response.json({ data: { savePartialResponse: { id: "p-1" } } });
    }
    if (body.query.includes("submitForm")) {
      return Response.json({ data: { submitForm: { submissionId: "s-1", fieldErrors: [] } } });
    }
    return Response.json({ data: { recordFormEvent: true } });
  });
  vi.stubGlobal("fetch", fetch);
  const sent = () =>
    (fetch.mock.calls as unknown as Array<[string, RequestInit]>).map(
      ([, init]) => JSON.parse(String(init.body)) as Sent,
    );
  return {
    saves: () => sent().filter((b) => b.query.includes("savePartialResponse")),
    submits: () => sent().filter((b) => b.query.includes("submitForm")),
  };
}

beforeAll(async () => {
  Element.prototype.scrollIntoView ??= () => {};
  await loadPagingCode();
});
beforeEach(() => {
  window.history.replaceState(null, "", "/f/partial");
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("unfinished answers (partialResponses) on the public form", () => {
  it("says at the top of the form that answers are kept as you go, from the catalogue; not in a preview, not on other forms", async () => {
    expect(englishCatalogue.partialSavedNotice).toBe(NOTICE);
    stubFetch();
    const { unmount } = render(
      <PublicForm slug="partial" document={onePage} defaultValues={{}} version={1} />,
    );
    // The code that keeps unfinished answers is a chunk of its own: the notice comes with it.
    const notice = await screen.findByTestId("partial-notice");
    expect(notice).toHaveTextContent(NOTICE);
    // First in the form, before any field.
    const form = notice.closest("form");
    expect(form?.firstElementChild).toBe(notice);
    unmount();
    const { unmount: unmountPreview } = render(
      <PublicForm slug="partial" document={onePage} defaultValues={{}} mode="preview" />,
    );
    expect(screen.queryByText(NOTICE)).toBeNull();
    unmountPreview();
    render(
      <PublicForm
        slug="partial"
        document={{ ...onePage, partialResponses: undefined }}
        defaultValues={{}}
        version={1}
      />,
    );
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it("a paged form keeps the answers when Next moves on, and the submit sends the same token so they are replaced", async () => {
    const api = stubFetch();
    const user = userEvent.setup();
    render(<PublicForm slug="partial" document={paged} defaultValues={{}} version={3} />);
    await user.type(screen.getByLabelText(/Name/), "Ada");
    expect(api.saves()).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    const [save] = api.saves();
    expect(save?.variables).toMatchObject({
      slug: "partial",
      data: { name: "Ada" },
      page: 2,
      version: 3,
    });
    const token = String(save?.variables.token);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.parse(window.localStorage.getItem("formwright:partial:partial") ?? "{}")).toEqual({
      token,
    });
    await user.type(screen.getByLabelText("City"), "Paris");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(api.submits()).toHaveLength(1));
    expect(api.submits()[0]?.variables).toMatchObject({
      data: { name: "Ada", city: "Paris" },
      partialToken: token,
    });
    // Submitted: the next filling starts a new token.
    await waitFor(() =>
      expect(window.localStorage.getItem("formwright:partial:partial")).toBeNull(),
    );
  });

  it("a one-page form keeps the answers after a 2 s pause in typing: once per pause, never per keystroke", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubFetch();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<PublicForm slug="partial" document={onePage} defaultValues={{}} version={1} />);
    expect(PARTIAL_SAVE_PAUSE_MS).toBe(2_000);
    await user.type(screen.getByLabelText(/Name/), "Ada Lovelace");
    await act(async () => {
      vi.advanceTimersByTime(PARTIAL_SAVE_PAUSE_MS - 500);
    });
    expect(api.saves()).toHaveLength(0);
    await act(async () => {
      vi.advanceTimersByTime(600);
    });
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    expect(api.saves()[0]?.variables).toMatchObject({ data: { name: "Ada Lovelace" }, page: 1 });
    // The same answers again after another pause: nothing sent.
    await act(async () => {
      vi.advanceTimersByTime(PARTIAL_SAVE_PAUSE_MS * 2);
    });
    expect(api.saves()).toHaveLength(1);
    await user.type(screen.getByLabelText("City"), "Paris");
    await act(async () => {
      vi.advanceTimersByTime(PARTIAL_SAVE_PAUSE_MS + 100);
    });
    await waitFor(() => expect(api.saves()).toHaveLength(2));
    expect(api.saves()[1]?.variables).toMatchObject({
      data: { name: "Ada Lovelace", city: "Paris" },
      token: api.saves()[0]?.variables.token,
    });
  });

  it("a save that fails says nothing and never stands in the way of the submit", async () => {
    const api = stubFetch({ failPartial: true });
    const user = userEvent.setup();
    render(<PublicForm slug="partial" document={paged} defaultValues={{}} version={1} />);
    await user.type(screen.getByLabelText(/Name/), "Ada");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    expect(screen.queryByRole("alert")).toBeNull();
    await user.type(screen.getByLabelText("City"), "Paris");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(api.submits()).toHaveLength(1));
    expect(api.submits()[0]?.variables.data).toEqual({ name: "Ada", city: "Paris" });
    await waitFor(() => expect(screen.queryByRole("button", { name: "Submit" })).toBeNull());
    expect(screen.queryByTestId("submit-failure")).toBeNull();
  });
});
