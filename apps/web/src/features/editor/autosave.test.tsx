// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startTestServer, type TestServer } from "../../server/testing/test-server";
import { AUTOSAVE_DELAY_MS, AUTOSAVE_MAX_WAIT_MS } from "./draft-saver";
import type { LoadedEditorForm } from "./draft-types";
import { renderEditor, settingsLabel } from "./editor-test-kit";

// The editor's requests go to a real API over a real database: the browser
// client's same-origin calls are sent on to the test server, signed in as the admin.
const OWNER = { authorization: "Bearer test-admin-token" };
const realFetch = globalThis.fetch;

let server: TestServer;
/** The drafts the editor sent, in order, with whether each was sent with keepalive. */
let sent: Array<{ title: unknown; keepalive: boolean }>;
/** While set, the network is down. */
let isOffline: boolean;
/** While set, a save reaches the server only once it resolves (a slow request). */
let saveGate: Promise<void> | null;

beforeAll(async () => {
  server = await startTestServer();
  Element.prototype.scrollIntoView ??= () => {};
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  sent = [];
  isOffline = false;
  saveGate = null;
  window.sessionStorage.clear();
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  // Testing Library drains React's work with a timer of 0 ms, advanced only
  // when it sees Jest's fake timers: Vitest's are the same clock.
  vi.stubGlobal("jest", { advanceTimersByTime: vi.advanceTimersByTime });
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = typeof init.body === "string" ? JSON.parse(init.body) : null;
    if (body?.operationName === "SaveFormDraft") {
      sent.push({ title: body.variables.document.title, keepalive: init.keepalive === true });
    }
    if (isOffline) throw new TypeError("Failed to fetch");
    if (body?.operationName === "SaveFormDraft" && saveGate) await saveGate;
    const url = String(input).replace(window.location.origin, server.url);
    const headers = new Headers(init.headers);
    headers.set("authorization", OWNER.authorization);
    return realFetch(url, { ...init, headers });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

let slugs = 0;
async function createForm(title: string): Promise<LoadedEditorForm> {
  const slug = `autosave-${++slugs}`;
  const draft = { slug, title, blocks: [{ type: "text", name: "fullName", label: "Full name" }] };
  const { body } = await server.gql(
    "mutation($d: JSON!) { createForm(document: $d) { id revision draft } }",
    { d: draft },
    OWNER,
  );
  // The stored draft, with the defaults the server filled in, as the editor loads it.
  const { id, revision, draft: stored } = body.data.createForm;
  return { id, slug, revision, publishedVersion: null, draft: stored };
}

async function storedDraft(id: string): Promise<{ revision: number; title: string }> {
  const { body } = await server.gql(
    "query($id: ID!) { formById(id: $id) { revision draft } }",
    { id },
    OWNER,
  );
  return { revision: body.data.formById.revision, title: body.data.formById.draft.title };
}

/**
 * Waits until the assertion holds: network replies arrive in real time, and
 * each turn lets React apply what they changed (fake timers stay still).
 */
async function until(assertion: () => unknown, timeoutMs = 5000): Promise<void> {
  const end = performance.now() + timeoutMs;
  for (;;) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    try {
      await assertion();
      return;
    } catch (error) {
      if (performance.now() > end) throw error;
    }
  }
}

/**
 * Lets promises settle without any timer or I/O turn: what the browser does
 * after an event listener, before the next event (such as the page unloading).
 */
async function microtasks(): Promise<void> {
  for (let turn = 0; turn < 100; turn++) await Promise.resolve();
}

async function advance(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

function status(): HTMLElement {
  return screen.getByRole("status", { name: "Save status" });
}

function setup() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

describe("autosave", () => {
  it("saves a moment after the last change, one request for a burst of typing", async () => {
    const form = await createForm("Draft");
    const user = setup();
    renderEditor(form);
    const title = screen.getByRole("textbox", { name: "Title" });
    await user.type(title, " one");
    expect(status()).toHaveTextContent("Saving…");
    expect(status()).toHaveAttribute("aria-live", "polite");
    await advance(AUTOSAVE_DELAY_MS - 100);
    await user.type(title, " two");
    await advance(AUTOSAVE_DELAY_MS - 100);
    expect(sent).toEqual([]);
    await advance(100);
    await until(() => expect(status()).toHaveTextContent(/^Saved$/));
    expect(sent).toEqual([{ title: "Draft one two", keepalive: true }]);
    expect(await storedDraft(form.id)).toEqual({ revision: 2, title: "Draft one two" });
    expect(title).toHaveFocus();

    // The next burst saves on top of the revision the first one returned.
    await user.type(title, "!");
    await advance(AUTOSAVE_DELAY_MS);
    await until(() => expect(status()).toHaveTextContent(/^Saved$/));
    expect(sent.map((draft) => draft.title)).toEqual(["Draft one two", "Draft one two!"]);
    expect(await storedDraft(form.id)).toEqual({ revision: 3, title: "Draft one two!" });
  });

  it("saves at least every few seconds while typing never pauses", async () => {
    const form = await createForm("Long");
    const user = setup();
    renderEditor(form);
    const title = screen.getByRole("textbox", { name: "Title" });
    for (let elapsed = 0; elapsed < AUTOSAVE_MAX_WAIT_MS; elapsed += 500) {
      await user.type(title, "x");
      await advance(500);
    }
    await until(() => expect(sent).toHaveLength(1));
    await until(async () => expect((await storedDraft(form.id)).revision).toBe(2));
  });

  it("says why a save failed, offers Retry, and tries again after the next change", async () => {
    const form = await createForm("Offline");
    const user = setup();
    renderEditor(form);
    const title = screen.getByRole("textbox", { name: "Title" });
    isOffline = true;
    await user.type(title, " A");
    await advance(AUTOSAVE_DELAY_MS);
    await until(() => expect(status()).toHaveTextContent(/^Not saved: /));
    const retry = screen.getByRole("button", { name: "Retry" });
    expect(title).toHaveFocus();

    // Still offline: Retry fails again and says so.
    await user.click(retry);
    await until(() => expect(sent).toHaveLength(2));
    await until(() => expect(status()).toHaveTextContent(/^Not saved: /));

    // Back online: Retry saves.
    isOffline = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    await until(() => expect(status()).toHaveTextContent(/^Saved$/));
    expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
    // The focus Retry had is not dropped on the page.
    expect(screen.getByRole("button", { name: "Save" })).toHaveFocus();
    expect((await storedDraft(form.id)).title).toBe("Offline A");

    // A failure is tried again after the next change, without Retry.
    isOffline = true;
    await user.type(title, "B");
    await advance(AUTOSAVE_DELAY_MS);
    await until(() => expect(status()).toHaveTextContent(/^Not saved: /));
    isOffline = false;
    await user.type(title, "C");
    expect(status()).toHaveTextContent("Saving…");
    await advance(AUTOSAVE_DELAY_MS);
    await until(() => expect(status()).toHaveTextContent(/^Saved$/));
    expect((await storedDraft(form.id)).title).toBe("Offline ABC");
  });

  it("does not send a draft with problems, says so, and saves once they are fixed", async () => {
    const form = await createForm("Problems");
    const user = setup();
    renderEditor(form);
    await user.click(screen.getByRole("button", { name: /^1\. Full name/ }));
    const label = settingsLabel();
    await user.clear(label);
    await advance(AUTOSAVE_DELAY_MS);
    expect(status()).toHaveTextContent(
      "Not saved: the form has 1 problem. It saves once they are fixed.",
    );
    expect(sent).toEqual([]);
    // Retry is an explicit save: it lists the problems.
    await user.click(screen.getByRole("button", { name: "Retry" }));
    await until(() =>
      expect(
        screen.getByRole("button", { name: /^Block 1, .*Label: must not be empty/ }),
      ).toBeVisible(),
    );
    expect(sent).toEqual([]);

    await user.type(settingsLabel(), "Your name");
    await advance(AUTOSAVE_DELAY_MS);
    await until(() => expect(status()).toHaveTextContent(/^Saved$/));
    expect(sent).toHaveLength(1);
  });

  it("when another tab saved first, offers Reload, keeps this tab's changes and stops autosaving", async () => {
    const form = await createForm("Shared");
    const user = setup();
    renderEditor(form);
    // Another tab saves on top of the same revision first.
    await server.gql(
      "mutation($id: ID!, $d: JSON!) { updateForm(id: $id, document: $d, expectedRevision: 1) { revision } }",
      { id: form.id, d: { ...form.draft, title: "From the other tab" } },
      OWNER,
    );
    const title = screen.getByRole("textbox", { name: "Title" });
    await user.clear(title);
    await user.type(title, "From this tab");
    await advance(AUTOSAVE_DELAY_MS);
    await until(() =>
      expect(status()).toHaveTextContent(
        "Not saved: the draft was changed in another tab or by someone else since you loaded it",
      ),
    );
    expect(screen.getByRole("button", { name: "Reload" })).toBeVisible();
    expect(screen.getByText("Title changed")).toBeVisible();
    expect(title).toHaveValue("From this tab");
    expect(title).toHaveFocus();
    expect(await storedDraft(form.id)).toEqual({ revision: 2, title: "From the other tab" });

    // Autosave has stopped: more typing, a long pause, Ctrl+S: nothing is sent.
    await user.type(title, "!");
    await advance(AUTOSAVE_MAX_WAIT_MS * 2);
    await user.keyboard("{Control>}s{/Control}");
    await advance(AUTOSAVE_DELAY_MS);
    expect(sent).toHaveLength(1);
    expect(title).toHaveValue("From this tab!");
    expect(await storedDraft(form.id)).toEqual({ revision: 2, title: "From the other tab" });

    // Reload takes the other tab's draft; autosave then saves on top of it.
    await user.click(screen.getByRole("button", { name: "Reload" }));
    await until(() =>
      expect(status()).toHaveTextContent("Reloaded the latest saved draft (revision 2)"),
    );
    const reloaded = screen.getByRole("textbox", { name: "Title" });
    expect(reloaded).toHaveValue("From the other tab");
    await user.type(reloaded, ", agreed");
    await advance(AUTOSAVE_DELAY_MS);
    await until(() => expect(status()).toHaveTextContent(/^Saved$/));
    expect(await storedDraft(form.id)).toEqual({
      revision: 3,
      title: "From the other tab, agreed",
    });
  });

  it("back online, a save that failed offline goes by itself", async () => {
    const form = await createForm("Train");
    const user = setup();
    renderEditor(form);
    isOffline = true;
    await user.type(screen.getByRole("textbox", { name: "Title" }), " ride");
    await advance(AUTOSAVE_DELAY_MS);
    await until(() =>
      expect(status()).toHaveTextContent(
        "Not saved: no connection to the server; it saves by itself once the connection is back, or with Retry",
      ),
    );
    expect(screen.getByRole("button", { name: "Retry" })).toBeVisible();
    isOffline = false;
    fireEvent(window, new Event("online"));
    await until(() => expect(status()).toHaveTextContent(/^Saved$/));
    expect(sent.map((draft) => draft.title)).toEqual(["Train ride", "Train ride"]);
    expect(await storedDraft(form.id)).toEqual({ revision: 2, title: "Train ride" });
  });

  it("a second tab of the same form learns of the first one's save at once, and does not autosave over it", async () => {
    const form = await createForm("Two tabs");
    const user = setup();
    // Two editors on one page share their inputs' ids: each is found inside its own.
    const first = renderEditor(form).container;
    const second = renderEditor(form).container;
    const titleIn = (editor: HTMLElement) =>
      editor.querySelector(`[id="field-title"]`) as HTMLElement;
    // Typed at the end of the title of one editor (their shared ids confuse user.type).
    const typeIn = async (input: HTMLElement, text: string) => {
      act(() => input.focus());
      await user.keyboard(`{End}${text}`);
    };
    const firstTitle = titleIn(first);
    const secondTitle = titleIn(second);
    const firstStatus = within(first).getByRole("status", { name: "Save status" });
    const secondStatus = within(second).getByRole("status", { name: "Save status" });
    await typeIn(firstTitle, " (first)");
    await advance(AUTOSAVE_DELAY_MS);
    await until(() => expect(firstStatus).toHaveTextContent(/^Saved$/));
    expect(sent.map((draft) => draft.title)).toEqual(["Two tabs (first)"]);
    await until(() =>
      expect(secondStatus).toHaveTextContent(
        "Not saved: the draft was changed in another tab or by someone else since you loaded it",
      ),
    );
    expect(within(first).queryByRole("button", { name: "Reload" })).not.toBeInTheDocument();
    expect(within(second).getByRole("button", { name: "Reload" })).toBeVisible();
    // Its changes and a long pause send nothing; they stay on the page.
    await typeIn(secondTitle, " (second)");
    await advance(AUTOSAVE_MAX_WAIT_MS * 2);
    expect(sent).toHaveLength(1);
    expect(secondTitle).toHaveValue("Two tabs (second)");
    expect(within(second).getByText("Title changed")).toBeVisible();
    expect(await storedDraft(form.id)).toEqual({ revision: 2, title: "Two tabs (first)" });

    // Reload takes the first tab's draft; the first tab then hears of the second's save.
    await user.click(within(second).getByRole("button", { name: "Reload" }));
    await until(() =>
      expect(secondStatus).toHaveTextContent("Reloaded the latest saved draft (revision 2)"),
    );
    const reloaded = titleIn(second);
    expect(reloaded).toHaveValue("Two tabs (first)");
    await typeIn(reloaded, ", agreed");
    await advance(AUTOSAVE_DELAY_MS);
    await until(() => expect(secondStatus).toHaveTextContent(/^Saved$/));
    await until(() =>
      expect(firstStatus).toHaveTextContent("changed in another tab or by someone else"),
    );
    expect(await storedDraft(form.id)).toEqual({ revision: 3, title: "Two tabs (first), agreed" });
  });

  it("a 1 MB text pasted in place does not hang the editor, and the save says the draft is over the server's limit", async () => {
    const form = await createForm("Big");
    const user = setup();
    renderEditor(form);
    await user.click(screen.getByRole("button", { name: /^Block 1 of 1/ }));
    const label = within(screen.getByRole("region", { name: "Canvas" })).getByRole("textbox", {
      name: "Label",
    });
    const big = "x".repeat(1_048_576);
    const started = performance.now();
    await user.click(label);
    await user.paste(big);
    expect(label).toHaveValue(`Full name${big}`);
    await advance(AUTOSAVE_DELAY_MS);
    await until(
      () =>
        expect(status()).toHaveTextContent(
          /^Not saved: the form is larger than the server takes \(\d+ bytes\): shorten its longest texts$/,
        ),
      20_000,
    );
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(screen.getByRole("button", { name: "Retry" })).toBeVisible();
    expect((await storedDraft(form.id)).title).toBe("Big");
  });

  it("saves what waits for its pause as soon as the page is hidden, with keepalive", async () => {
    const form = await createForm("Hidden");
    const user = setup();
    renderEditor(form);
    await user.type(screen.getByRole("textbox", { name: "Title" }), " tab");
    expect(sent).toEqual([]);
    fireEvent(window, new Event("pagehide"));
    await microtasks();
    expect(sent).toEqual([{ title: "Hidden tab", keepalive: true }]);
    await until(() => expect(status()).toHaveTextContent(/^Saved$/));
  });

  it("lets the author leave while a save can still go, and asks when it cannot", async () => {
    const form = await createForm("Leave");
    const user = setup();
    renderEditor(form);
    await user.type(screen.getByRole("textbox", { name: "Title" }), " now");
    const leaving = new Event("beforeunload", { cancelable: true });
    fireEvent(window, leaving);
    expect(leaving.defaultPrevented).toBe(false);
    await microtasks();
    expect(sent).toEqual([{ title: "Leave now", keepalive: true }]);
    await until(() => expect(status()).toHaveTextContent(/^Saved$/));

    // A draft with problems cannot be saved: leaving asks.
    await user.click(screen.getByRole("button", { name: /^1\. Full name/ }));
    await user.clear(settingsLabel());
    const stuck = new Event("beforeunload", { cancelable: true });
    fireEvent(window, stuck);
    expect(stuck.defaultPrevented).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it("reloaded while the save sent on the way out is still on its way, shows that save once it lands", async () => {
    const form = await createForm("Reload");
    const user = setup();
    renderEditor(form);
    await user.type(screen.getByRole("textbox", { name: "Title" }), " later");
    let land = () => {};
    saveGate = new Promise<void>((resolve) => {
      land = resolve;
    });
    const leaving = new Event("beforeunload", { cancelable: true });
    fireEvent(window, leaving);
    expect(leaving.defaultPrevented).toBe(false);
    await microtasks();
    expect(sent).toEqual([{ title: "Reload later", keepalive: true }]);
    // The page goes; the reload was served the draft from before the save.
    cleanup();
    renderEditor(form);
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveValue("Reload");
    expect(status()).toHaveTextContent("Loading your last change…");
    land();
    for (let turn = 0; turn < 40; turn++) {
      await advance(250);
      if ((screen.getByRole("textbox", { name: "Title" }) as HTMLInputElement).value !== "Reload") {
        break;
      }
      await until(() => undefined);
    }
    await until(() =>
      expect(screen.getByRole("textbox", { name: "Title" })).toHaveValue("Reload later"),
    );
    expect(status()).not.toHaveTextContent(/Loading|Not saved/);
    expect(await storedDraft(form.id)).toEqual({ revision: 2, title: "Reload later" });
    // Typing on saves on top of the revision that landed, not over it.
    await user.type(screen.getByRole("textbox", { name: "Title" }), "!");
    await advance(AUTOSAVE_DELAY_MS);
    await until(() => expect(status()).toHaveTextContent(/^Saved$/));
    expect(await storedDraft(form.id)).toEqual({ revision: 3, title: "Reload later!" });
  });

  it("never saves for a viewer", async () => {
    const form = await createForm("Viewer");
    const user = setup();
    renderEditor(form, false);
    await user.type(screen.getByRole("textbox", { name: "Title" }), " looks");
    await advance(AUTOSAVE_MAX_WAIT_MS * 2);
    fireEvent(window, new Event("pagehide"));
    const leaving = new Event("beforeunload", { cancelable: true });
    fireEvent(window, leaving);
    expect(leaving.defaultPrevented).toBe(false);
    expect(sent).toEqual([]);
    expect(status()).not.toHaveTextContent("Saving…");
    expect(await storedDraft(form.id)).toEqual({ revision: 1, title: "Viewer" });
  });
});
