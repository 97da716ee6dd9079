// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EDIT_INPUT } from "../../lib/native-post/native-post-names";
import { editUrlOf } from "./edit-urls";
import { sendVia } from "./send-via";
import { useSubmission } from "./use-submission";

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

const EDIT_URL = "https://forms.example.com/f/contact?edit=tok";

/** The API's answers, in turn; what each request asked. */
function stubServer(answers: unknown[]) {
  const sent: Array<{ query: string; variables: Record<string, unknown> }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify(answers.shift()), {
        status: 200,
        headers: { "content-type": "application/graphql-response+json" },
      });
    }),
  );
  return sent;
}

function editableSubmission() {
  return renderHook(() =>
    useSubmission("contact", undefined, {
      sendVia: (ask, entry) =>
        sendVia({ ask, entry, document: { slug: "contact", editing: { allowedForDays: 7 } } }),
    }),
  );
}

describe("the send of a form with editing (issue 33 §4)", () => {
  it("submits asking for the edit link, and keeps it for the receipt", async () => {
    const sent = stubServer([
      { data: { submitForm: { submissionId: "s-1", fieldErrors: [], editUrl: EDIT_URL } } },
    ]);
    const { result } = editableSubmission();
    await act(async () => {
      await result.current.submit({ fullName: "Ada" });
    });
    expect(result.current.state).toMatchObject({ status: "accepted", submissionId: "s-1" });
    expect(sent[0]?.query).toContain("submitForm(");
    expect(sent[0]?.query).toContain("editUrl");
    expect(sent[0]?.variables).toMatchObject({ slug: "contact", data: { fullName: "Ada" } });
    expect(editUrlOf("s-1")).toBe(EDIT_URL);
  });

  it("asks exactly what the page's own submit asks, and the edit link", async () => {
    const sent = stubServer([
      { data: { submitForm: { submissionId: "s-3", fieldErrors: [] } } },
      { data: { submitForm: { submissionId: "s-4", fieldErrors: [], editUrl: EDIT_URL } } },
    ]);
    const plain = renderHook(() => useSubmission("contact"));
    await act(async () => {
      await plain.result.current.submit({ fullName: "Ada" });
    });
    const { result } = editableSubmission();
    await act(async () => {
      await result.current.submit({ fullName: "Ada" });
    });
    const [own, withLink] = sent.map((request) => request.query.trim());
    expect(withLink).toBe(
      own
        ?.replace("mutation SubmitForm(", "mutation SubmitFormWithEditUrl(")
        .replace("fieldErrors{name message}}}", "fieldErrors{name message}editUrl}}"),
    );
  });

  it("on a page opened with an edit link, edits the submission instead of adding one", async () => {
    document.body.innerHTML = `<input type="hidden" name="${EDIT_INPUT}" value="tok">`;
    const sent = stubServer([
      { data: { editSubmission: { submissionId: "s-2", fieldErrors: [], editUrl: EDIT_URL } } },
    ]);
    const { result } = editableSubmission();
    await act(async () => {
      await result.current.submit({ fullName: "Ada King" });
    });
    expect(result.current.state).toMatchObject({ status: "accepted", submissionId: "s-2" });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.query).toContain("editSubmission(");
    expect(sent[0]?.variables).toEqual({
      token: "tok",
      data: { fullName: "Ada King" },
      language: null,
    });
  });

  it("answers an edit's field errors as a submit's", async () => {
    document.body.innerHTML = `<input type="hidden" name="${EDIT_INPUT}" value="tok">`;
    stubServer([
      {
        data: {
          editSubmission: {
            submissionId: null,
            fieldErrors: [{ name: "fullName", message: "Full name is required" }],
            editUrl: null,
          },
        },
      },
    ]);
    const { result } = editableSubmission();
    await act(async () => {
      await result.current.submit({ fullName: "" });
    });
    expect(result.current.state).toEqual({
      status: "rejected",
      fieldErrors: [{ name: "fullName", message: "Full name is required" }],
    });
  });
});
