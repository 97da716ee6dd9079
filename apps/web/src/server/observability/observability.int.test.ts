import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactDocument, validContactAnswers } from "../testing/fixtures";
import { startTestServer, type TestServer } from "../testing/test-server";
import { createLogger } from "./logger";

const ADMIN = { authorization: "Bearer test-admin-token" };
const METRICS_TOKEN = "metrics-token-of-at-least-32-characters!";
const SUBMIT = `mutation Submit($data: JSON!, $key: String!) {
  submitForm(slug: "contact", data: $data, idempotencyKey: $key) { submissionId fieldErrors { name } }
}`;

/** A logger whose JSON lines the test reads back. */
function memoryLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return { logger: createLogger({ level: "info", destination }), lines };
}

describe("logs and metrics", () => {
  let api: TestServer;
  const { logger, lines } = memoryLogger();
  const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const accessLines = () => records().filter((r) => r.msg === "request");

  beforeAll(async () => {
    api = await startTestServer({ metricsToken: METRICS_TOKEN }, { logger });
    const created = await api.gql(
      `mutation($d: JSON!) { createForm(document: $d) { id } }`,
      { d: contactDocument() },
      ADMIN,
    );
    await api.gql(
      `mutation($id: ID!) { publishForm(id: $id) { publishedVersion } }`,
      { id: created.body.data.createForm.id },
      ADMIN,
    );
  });
  afterAll(async () => {
    await api?.close();
  });

  it("writes one JSON access line per request, with the caller's request id sent back", async () => {
    const response = await fetch(`${api.url}/api/health?secret=in-the-query`, {
      headers: { "x-request-id": "proxy-id-42" },
    });
    expect(response.headers.get("x-request-id")).toBe("proxy-id-42");
    await new Promise((r) => setTimeout(r, 20));
    const line = accessLines().find((r) => r.requestId === "proxy-id-42");
    expect(line).toMatchObject({ method: "GET", route: "/api/health", status: 200, level: 30 });
    expect(typeof line?.durationMs).toBe("number");
    expect(lines.join("\n")).not.toContain("in-the-query");
  });

  it("replaces a request id that is no id, so a client cannot write into the log", async () => {
    const response = await fetch(`${api.url}/api/health`, {
      headers: { "x-request-id": `a b ${"x".repeat(300)}` },
    });
    const id = response.headers.get("x-request-id") ?? "";
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((r) => setTimeout(r, 20));
    expect(accessLines().some((r) => r.requestId === id)).toBe(true);
  });

  it("never logs answers, bodies or cookies", async () => {
    const secret = "ANSWER-THAT-MUST-NOT-BE-LOGGED";
    await api.gql(
      SUBMIT,
      { data: { ...validContactAnswers, fullName: secret }, key: "log-1" },
      { cookie: "fw_session=COOKIE-THAT-MUST-NOT-BE-LOGGED" },
    );
    await new Promise((r) => setTimeout(r, 20));
    const all = lines.join("\n");
    expect(all).not.toContain(secret);
    expect(all).not.toContain("COOKIE-THAT-MUST-NOT-BE-LOGGED");
    expect(accessLines().some((r) => r.route === "/api/graphql" && r.status === 200)).toBe(true);
  });

  it("serves /metrics only with its bearer token", async () => {
    expect((await fetch(`${api.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${api.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN.replace("!", "?")}` },
    });
    expect(wrong.status).toBe(401);
  });

  it("counts submissions by outcome and reason, and requests by route, in /metrics", async () => {
    await api.gql(SUBMIT, { data: validContactAnswers, key: "metrics-ok" });
    await api.gql(SUBMIT, { data: { ...validContactAnswers, email: "nope" }, key: "metrics-bad" });
    await api.gql(SUBMIT, {
      data: { ...validContactAnswers, fullName: "Someone else" },
      key: "metrics-ok",
    });
    const response = await fetch(`${api.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    const value = (series: string) => {
      const line = text.split("\n").find((l) => l.startsWith(`${series} `));
      return line ? Number(line.slice(series.length + 1)) : null;
    };
    expect(value('formwright_submissions_total{outcome="accepted",reason="stored"}')).toBe(2);
    expect(value('formwright_submissions_total{outcome="refused",reason="invalid"}')).toBe(1);
    expect(value('formwright_submissions_total{outcome="refused",reason="conflict"}')).toBe(1);
    expect(text).toMatch(
      /formwright_http_request_duration_seconds_count\{method="POST",route="\/api\/graphql",status="200"\} \d+/,
    );
    expect(value('formwright_outbox_pending{kind="webhook"}')).toBe(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });
});

describe("counting submissions", () => {
  it("never turns an answer into an error, whatever the caller selects", async () => {
    const api = await startTestServer({ metricsToken: METRICS_TOKEN });
    try {
      const created = await api.gql(
        `mutation($d: JSON!) { createForm(document: $d) { id } }`,
        { d: contactDocument() },
        ADMIN,
      );
      await api.gql(
        `mutation($id: ID!) { publishForm(id: $id) { publishedVersion } }`,
        { id: created.body.data.createForm.id },
        ADMIN,
      );
      // Only the id selected, and the answers refused: no fieldErrors in the result.
      const { status, body } = await api.gql(
        `mutation { submitForm(slug: "contact", data: {}, idempotencyKey: "k") { submissionId } }`,
      );
      expect(status).toBe(200);
      expect(body).toEqual({ data: { submitForm: { submissionId: null } } });
      const text = await (
        await fetch(`${api.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
      ).text();
      expect(text).toContain('formwright_submissions_total{outcome="refused",reason="invalid"} 1');
    } finally {
      await api.close();
    }
  });
});

describe("/metrics without FORMWRIGHT_METRICS_TOKEN", () => {
  it("is not served at all", async () => {
    const api = await startTestServer();
    try {
      const response = await fetch(`${api.url}/metrics`);
      expect(response.status).toBe(404);
    } finally {
      await api.close();
    }
  });
});
