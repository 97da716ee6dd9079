import { spawn } from "node:child_process";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseTargets } from "../testing/databases";
import { createScratchDatabase, type ScratchDatabase } from "../testing/scratch-postgres";
import { startTestServer, type TestServer } from "../testing/test-server";
import { MCP_NOT_AUTHORIZED } from "./mcp-route";

const OWNER_TOKEN = { authorization: "Bearer test-admin-token" };
const REPO_ROOT = path.join(import.meta.dirname, "../../../../..");
const TOOLS = [
  "create_form",
  "get_form",
  "get_submission",
  "list_forms",
  "list_submissions",
  "publish_form",
  "summarize_form",
  "update_form_draft",
];

/** A survey as an assistant might write it: a choice, a rating, a number, a text. */
function surveyDocument(slug: string) {
  return {
    slug,
    title: "Team lunch",
    blocks: [
      {
        type: "radio",
        name: "dish",
        label: "Dish",
        required: true,
        options: [
          { label: "Soup", value: "soup" },
          { label: "Salad", value: "salad" },
          { label: "Pasta", value: "pasta" },
        ],
      },
      { type: "rating", name: "mood", label: "Mood", max: 5 },
      { type: "number", name: "guests", label: "Guests" },
      { type: "text", name: "note", label: "Note" },
    ],
  };
}

/** The one mistake: an option without its label. */
function withMistake(document: ReturnType<typeof surveyDocument>) {
  const copy = structuredClone(document) as { blocks: Array<Record<string, unknown>> };
  const dish = copy.blocks[0] as { options: Array<Record<string, unknown>> };
  dish.options[1] = { value: "salad" };
  return copy;
}

const ANSWERS = [
  { dish: "soup", mood: 5, note: "hot", guests: 2 },
  { dish: "soup", mood: 4, guests: 0.5 },
  { dish: "salad", mood: 2, note: "crunchy", guests: 10 },
  { dish: "pasta", mood: 5, guests: 4 },
  { dish: "soup", mood: 3 },
];

/** A tool's result, with its structured content read. */
async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const text = result.content.map((c) => (c.type === "text" ? c.text : "")).join("\n");
  // biome-ignore lint/suspicious/noExplicitAny: each tool's own shape
  return { isError: result.isError === true, text, data: result.structuredContent as any };
}

/** A resource's text. */
function textOf(content: object | undefined): string {
  return content && "text" in content && typeof content.text === "string" ? content.text : "";
}

/** The environment `npm run mcp` is started with: the machine's PATH, no test variables. */
function stdioEnv(extra: Record<string, string>): Record<string, string> {
  return { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", ...extra };
}

describe.each(databaseTargets)("the MCP server on $name", ({ name }) => {
  let api: TestServer;
  let scratch: ScratchDatabase | undefined;
  const keys = { editor: "", viewer: "", editorId: "" };

  beforeAll(async () => {
    if (name === "postgres") scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    api = await startTestServer({ submitLimitPerMinute: 200, databaseUrl: scratch?.url });
    for (const role of ["editor", "viewer"] as const) {
      const { body } = await api.gql(
        `mutation($n: String!, $r: Role!) { createApiKey(name: $n, role: $r) { key apiKey { id } } }`,
        { n: `mcp ${role}`, r: role.toUpperCase() },
        OWNER_TOKEN,
      );
      expect(body.errors).toBeUndefined();
      keys[role] = body.data.createApiKey.key;
      if (role === "editor") keys.editorId = body.data.createApiKey.apiKey.id;
    }
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await scratch?.drop();
  });

  const transports: Array<{ name: string; slug: string; connect: (key: string) => Transport }> = [
    {
      name: "Streamable HTTP at /api/mcp",
      slug: "lunch-http",
      connect: (key) =>
        new StreamableHTTPClientTransport(new URL(`${api.url}/api/mcp`), {
          requestInit: { headers: { authorization: `Bearer ${key}` } },
        }),
    },
    {
      name: "stdio (npm run mcp)",
      slug: "lunch-stdio",
      connect: (key) =>
        new StdioClientTransport({
          command: "npm",
          args: ["run", "--silent", "mcp"],
          cwd: REPO_ROOT,
          env: stdioEnv({ FORMWRIGHT_URL: api.url, FORMWRIGHT_MCP_API_KEY: key }),
          stderr: "pipe",
        }),
    },
  ];

  describe.each(transports)("over $name", ({ slug, connect }) => {
    let editor: Client;
    let viewer: Client;
    let formId = "";

    beforeAll(async () => {
      editor = new Client({ name: "formwright-test", version: "1.0.0" });
      viewer = new Client({ name: "formwright-test", version: "1.0.0" });
      await Promise.all([
        editor.connect(connect(keys.editor)),
        viewer.connect(connect(keys.viewer)),
      ]);
    }, 120_000);
    afterAll(async () => {
      await Promise.all([editor?.close(), viewer?.close()]);
    });

    it("offers the eight tools and the document format's two resources", async () => {
      const { tools } = await editor.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual(TOOLS);
      const { resources } = await editor.listResources();
      expect(resources.map((r) => r.uri).sort()).toEqual([
        "formwright://docs/form-document.md",
        "formwright://schema/form-document.schema.json",
      ]);
      const schema = await editor.readResource({
        uri: "formwright://schema/form-document.schema.json",
      });
      const json = JSON.parse(textOf(schema.contents[0]));
      expect(json.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
      expect(json.required).toEqual(expect.arrayContaining(["slug", "title", "blocks"]));
      expect(JSON.stringify(json)).toContain('"checkboxGroup"');
      const docs = await editor.readResource({ uri: "formwright://docs/form-document.md" });
      expect(textOf(docs.contents[0])).toContain("# The form document");
    });

    it("creates a form from a document with one mistake once it is fixed from the readable error, then publishes it", async () => {
      const wrong = await call(editor, "create_form", {
        document: withMistake(surveyDocument(slug)),
      });
      expect(wrong.isError).toBe(true);
      expect(wrong.data.issues).toHaveLength(1);
      const [issue] = wrong.data.issues;
      expect(issue.path).toBe("blocks[0].options[1].label");
      expect(issue.message).toBeTruthy();
      // The text an assistant reads names the path and the problem, one per line.
      expect(wrong.text).toContain("Form document has 1 problem:");
      expect(wrong.text).toContain(`blocks[0].options[1].label: ${issue.message}`);

      // Fixed at the path the error named, the document is taken.
      const fixed = withMistake(surveyDocument(slug));
      const dish = fixed.blocks[0] as { options: Array<Record<string, unknown>> };
      (dish.options[1] as Record<string, unknown>).label = "Salad";
      const created = await call(editor, "create_form", { document: fixed });
      expect(created.isError, created.text).toBe(false);
      expect(created.data.form).toMatchObject({ slug, title: "Team lunch", isPublished: false });
      formId = created.data.form.id;

      const published = await call(editor, "publish_form", { formId });
      expect(published.isError, published.text).toBe(false);
      expect(published.data.form).toMatchObject({ id: formId, isPublished: true });
      expect(published.data.form.publishedVersion).toBe(1);
      expect(published.data.path).toBe(`/f/${slug}`);

      const got = await call(editor, "get_form", { formId });
      expect(got.data.form.draft.blocks[0].options[1]).toEqual({ label: "Salad", value: "salad" });
      const listed = await call(viewer, "list_forms", { search: slug });
      expect(listed.data.forms.map((f: { id: string }) => f.id)).toEqual([formId]);

      // The acts are the API key's in the audit log, as through the API.
      const { body } = await api.gql(
        `query($actor: ID) { auditLog(actorId: $actor, first: 100) { nodes { action targetId actor { kind id } } } }`,
        { actor: keys.editorId },
        OWNER_TOKEN,
      );
      const acts = body.data.auditLog.nodes.filter(
        (n: { targetId: string }) => n.targetId === formId,
      );
      expect(acts.map((n: { action: string }) => n.action).sort()).toEqual([
        "form.created",
        "form.published",
      ]);
      for (const act of acts) expect(act.actor).toEqual({ kind: "api_key", id: keys.editorId });
    });

    it("saves a draft with update_form_draft, and says which problems a bad one has", async () => {
      const document = { ...surveyDocument(slug), title: "Team lunch (Friday)" };
      const saved = await call(editor, "update_form_draft", { formId, document });
      expect(saved.isError, saved.text).toBe(false);
      expect(saved.data.form).toMatchObject({
        title: "Team lunch (Friday)",
        hasUnpublishedChanges: true,
      });
      const bad = await call(editor, "update_form_draft", {
        formId,
        document: JSON.stringify({ ...document, slug: "Not A Slug" }),
      });
      expect(bad.isError).toBe(true);
      expect(bad.data.issues.map((i: { path: string }) => i.path)).toEqual(["slug"]);
    });

    it("pages through submissions with a cursor, filters them and reads one", async () => {
      for (const [index, data] of ANSWERS.entries()) {
        const { body } = await api.gql(
          `mutation($s: String!, $d: JSON!, $k: String!) { submitForm(slug: $s, data: $d, idempotencyKey: $k) { submissionId fieldErrors { name } } }`,
          { s: slug, d: data, k: `${slug}-${index}` },
        );
        expect(body.data.submitForm.fieldErrors).toEqual([]);
      }
      const seen: string[] = [];
      let after: string | undefined;
      const pages: number[] = [];
      for (;;) {
        const page = await call(viewer, "list_submissions", { formId, first: 2, after });
        expect(page.isError, page.text).toBe(false);
        expect(page.data.totalCount).toBe(5);
        pages.push(page.data.submissions.length);
        seen.push(...page.data.submissions.map((s: { id: string }) => s.id));
        if (!page.data.pageInfo.hasNextPage) break;
        after = page.data.pageInfo.endCursor;
      }
      expect(pages).toEqual([2, 2, 1]);
      expect(new Set(seen).size).toBe(5);

      const crunchy = await call(viewer, "list_submissions", { formId, search: "crunchy" });
      expect(crunchy.data.totalCount).toBe(1);
      expect(crunchy.data.submissions[0].data).toEqual(ANSWERS[2]);

      // A form that takes no payment: nothing is unpaid, and each says it owes none.
      const unpaid = await call(viewer, "list_submissions", { formId, payment: "UNPAID" });
      expect(unpaid.isError, unpaid.text).toBe(false);
      expect(unpaid.data.totalCount).toBe(0);
      expect(crunchy.data.submissions[0].payment).toBeNull();

      const one = await call(viewer, "get_submission", { submissionId: seen[0] });
      expect(one.isError, one.text).toBe(false);
      expect(one.data.submission.id).toBe(seen[0]);
      expect(one.data.submission.data).toEqual(ANSWERS.at(-1));
      const none = await call(viewer, "get_submission", {
        submissionId: "00000000-0000-4000-8000-000000000000",
      });
      expect(none.isError).toBe(true);
      expect(none.text).toContain("Submission not found");
    });

    it("summarizes the answers: counts, choice shares and numeric stats", async () => {
      const summary = await call(viewer, "summarize_form", { formId });
      expect(summary.isError, summary.text).toBe(false);
      expect(summary.data.submissions).toBe(5);
      const byName = Object.fromEntries(
        summary.data.fields.map((f: { name: string }) => [f.name, f]),
      );
      expect(byName.dish.options).toEqual([
        { value: "soup", label: "Soup", count: 3, percent: 60 },
        { value: "salad", label: "Salad", count: 1, percent: 20 },
        { value: "pasta", label: "Pasta", count: 1, percent: 20 },
      ]);
      expect(byName.mood).toMatchObject({
        answers: 5,
        mean: 3.8,
        median: 4,
        lowest: 2,
        highest: 5,
        min: 1,
        max: 5,
      });
      // A number field: four answers of five submissions.
      expect(byName.guests).toEqual({
        name: "guests",
        label: "Guests",
        type: "number",
        summary: "numbers",
        answers: 4,
        min: 0.5,
        max: 10,
        mean: 4.13,
        median: 3,
        sum: 16.5,
      });
      expect(byName.mood.counts.find((c: { value: number }) => c.value === 5)).toEqual({
        value: 5,
        count: 2,
        percent: 40,
      });
      expect(summary.data.perDay.reduce((n: number, d: { count: number }) => n + d.count, 0)).toBe(
        5,
      );
    });

    it("refuses a key without the permission, in the API's words, and changes nothing", async () => {
      const refused = await call(viewer, "create_form", { document: surveyDocument(`${slug}-x`) });
      expect(refused.isError).toBe(true);
      expect(refused.text).toContain("Forbidden: this needs the editor role (you are viewer)");
      expect(refused.data.code).toBe("FORBIDDEN");
      const publish = await call(viewer, "publish_form", { formId });
      expect(publish.isError).toBe(true);
      expect(publish.data.code).toBe("FORBIDDEN");
      const listed = await call(editor, "list_forms", { search: `${slug}-x` });
      expect(listed.data.forms).toEqual([]);
    });
  });

  it("refuses /api/mcp without a key, or with a wrong one: 401 and a JSON-RPC error", async () => {
    const initialize = JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: {
        protocolVersion: "2025-06-18",
        capabilities: {},
        clientInfo: { name: "curl", version: "1" },
      },
    });
    const refusedHeaders: Array<Record<string, string>> = [
      {},
      { authorization: "Bearer fwk_not-a-real-key" },
      { cookie: "fw_session=x" },
    ];
    for (const headers of refusedHeaders) {
      const response = await fetch(`${api.url}/api/mcp`, {
        method: "POST",
        headers: {
          ...headers,
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
        },
        body: initialize,
      });
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe("Bearer");
      expect(await response.json()).toEqual({
        jsonrpc: "2.0",
        error: { code: -32001, message: MCP_NOT_AUTHORIZED },
        id: null,
      });
    }
    // The SDK's own client is refused at connect.
    const client = new Client({ name: "formwright-test", version: "1.0.0" });
    await expect(
      client.connect(new StreamableHTTPClientTransport(new URL(`${api.url}/api/mcp`))),
    ).rejects.toThrow(/401|Not authorized/);
    const get = await fetch(`${api.url}/api/mcp`, {
      headers: { authorization: `Bearer ${keys.viewer}` },
    });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });

  it("npm run mcp without a key says what to set, and a wrong key is refused by the API", async () => {
    const child = spawn("npm", ["run", "--silent", "mcp"], {
      cwd: REPO_ROOT,
      env: stdioEnv({ FORMWRIGHT_URL: api.url }) as NodeJS.ProcessEnv,
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stderr = "";
    let stdout = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(code).not.toBe(0);
    expect(stderr).toContain("FORMWRIGHT_MCP_API_KEY is not set");
    expect(stdout).toBe("");

    const client = new Client({ name: "formwright-test", version: "1.0.0" });
    await client.connect(
      new StdioClientTransport({
        command: "npm",
        args: ["run", "--silent", "mcp"],
        cwd: REPO_ROOT,
        env: stdioEnv({ FORMWRIGHT_URL: api.url, FORMWRIGHT_MCP_API_KEY: "fwk_not-a-real-key" }),
        stderr: "pipe",
      }),
    );
    try {
      const refused = await call(client, "list_forms");
      expect(refused.isError).toBe(true);
      expect(refused.text).toContain("Not authorized");
      expect(refused.data.code).toBe("UNAUTHENTICATED");
    } finally {
      await client.close();
    }
  }, 120_000);
});
