import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDIT_INPUT } from "../../lib/native-post/native-post-names";
import {
  decodeNativePostState,
  NATIVE_INPUT,
  NATIVE_POST_HEADER,
  type NativePostState,
} from "../../lib/native-post/native-post-state";
import { handleNativePost } from "../http/native-post-route";
import { createLimiter } from "../services/rate-limits";
import { contactDocument, validContactAnswers } from "../testing/fixtures";
import { startTestServer, type TestServer } from "../testing/test-server";

const OWNER = { authorization: "Bearer test-admin-token" };

const SUBMIT = `mutation($data: JSON!, $key: String!) {
  submitForm(slug: "edit-api", data: $data, idempotencyKey: $key) { submissionId editUrl fieldErrors { name message } }
}`;
const EDIT = `mutation($token: String!, $data: JSON!) {
  editSubmission(token: $token, data: $data) { submissionId editUrl fieldErrors { name message } }
}`;
const TO_EDIT = `query($token: String!) { submissionToEdit(slug: "edit-api", token: $token) { answers expiresAt } }`;
const REVISIONS = `{ submissions(formSlug: "edit-api") { nodes { id data revisions { data createdAt replacedAt version } } } }`;

const tokenOf = (url: string) => new URL(url).searchParams.get("edit") ?? "";

describe("edit after sending through the API", () => {
  let api: TestServer;

  beforeAll(async () => {
    api = await startTestServer({ publicUrl: "https://forms.example.com" });
    const created = await api.gql(
      `mutation($d: JSON!) { createForm(document: $d) { id } }`,
      { d: contactDocument({ slug: "edit-api", editing: { allowedForDays: 7 } }) },
      OWNER,
    );
    const id = created.body.data.createForm.id as string;
    await api.gql(`mutation($id: ID!) { publishForm(id: $id) { id } }`, { id }, OWNER);
  });
  afterAll(async () => {
    await api?.close();
  });

  it("answers editUrl on the public origin, opens it, edits through it and lists the earlier answers oldest first", async () => {
    const sent = await api.gql(SUBMIT, { data: validContactAnswers, key: crypto.randomUUID() });
    const { editUrl, submissionId } = sent.body.data.submitForm;
    expect(editUrl).toMatch(/^https:\/\/forms\.example\.com\/f\/edit-api\?edit=[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(editUrl);
    const opened = await api.gql(TO_EDIT, { token });
    expect(opened.body.data.submissionToEdit.answers).toMatchObject({ fullName: "Ada Lovelace" });
    // The same field errors as a submit, as data.
    const bad = { ...validContactAnswers, fullName: "" };
    const refusedSubmit = await api.gql(SUBMIT, { data: bad, key: crypto.randomUUID() });
    const refusedEdit = await api.gql(EDIT, { token, data: bad });
    expect(refusedEdit.body.data.editSubmission).toEqual({
      submissionId: null,
      editUrl: null,
      fieldErrors: refusedSubmit.body.data.submitForm.fieldErrors,
    });
    const edited = await api.gql(EDIT, {
      token,
      data: { ...validContactAnswers, fullName: "Ada King" },
    });
    expect(edited.body.data.editSubmission).toEqual({ submissionId, editUrl, fieldErrors: [] });
    const listed = await api.gql(REVISIONS, {}, OWNER);
    const node = listed.body.data.submissions.nodes.find(
      (n: { id: string }) => n.id === submissionId,
    );
    expect(node.data.fullName).toBe("Ada King");
    expect(node.revisions).toHaveLength(1);
    expect(node.revisions[0]).toMatchObject({ data: { fullName: "Ada Lovelace" }, version: 1 });
    expect(Date.parse(node.revisions[0].replacedAt)).toBeGreaterThanOrEqual(
      Date.parse(node.revisions[0].createdAt),
    );
  });

  it("says an unknown link is not valid, with code NOT_FOUND", async () => {
    const unknown = "B".repeat(43);
    const opened = await api.gql(TO_EDIT, { token: unknown });
    expect(opened.body.errors?.[0]).toMatchObject({
      message: "This edit link is not valid.",
      extensions: { code: "NOT_FOUND" },
    });
    const edited = await api.gql(EDIT, { token: unknown, data: {} });
    expect(edited.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("edits through a post without scripts: the token's hidden input, the page again with the edit link", async () => {
    const sent = await api.gql(SUBMIT, { data: validContactAnswers, key: crypto.randomUUID() });
    const token = tokenOf(sent.body.data.submitForm.editUrl);
    let rendered: NativePostState | null = null;
    const entries: Array<[string, string]> = [
      ["fullName", "Grace"],
      ["email", "grace@example.com"],
      ["contactBy", "email"],
      ["age", "40"],
      ["consent", "true"],
      [NATIVE_INPUT.idempotencyKey, "no-script-edit"],
      [EDIT_INPUT, token],
    ];
    const body = new URLSearchParams(entries).toString();
    const req = Readable.from([Buffer.from(body)]) as unknown as IncomingMessage;
    Object.assign(req, { socket: { remoteAddress: "127.0.0.1" } });
    req.method = "POST";
    req.url = "/f/edit-api";
    req.headers = {
      host: "forms.example",
      origin: "http://forms.example",
      "sec-fetch-site": "same-origin",
      "content-type": "application/x-www-form-urlencoded",
      "content-length": String(Buffer.byteLength(body)),
    };
    await handleNativePost("edit-api", req, {} as ServerResponse, {
      db: api.database.db,
      bodyLimitBytes: 10_000,
      submitLimiter: createLimiter(api.database.db, { prefix: "edit", points: 30, durationS: 60 }),
      minFillMs: 0,
      versionGraceMs: 0,
      trustProxy: false,
      renderPage: (request: IncomingMessage) => {
        rendered = decodeNativePostState(String(request.headers[NATIVE_POST_HEADER] ?? ""));
      },
    });
    const state = rendered as NativePostState | null;
    expect(state?.fieldErrors).toEqual([]);
    expect(state?.submissionId).toBe(sent.body.data.submitForm.submissionId);
    expect(state?.editUrl).toBe(`/f/edit-api?edit=${token}`);
    const opened = await api.gql(TO_EDIT, { token });
    expect(opened.body.data.submissionToEdit.answers.fullName).toBe("Grace");
  });
});
