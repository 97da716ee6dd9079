import { createSubmissionValidator, type FormDocument, parseFormDocument } from "@formwright/core";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostileString, stringText } from "../testing/hostile-json";
import { everythingDocument, submissionDataText } from "../testing/hostile-submission";
import { createScratchDatabase } from "../testing/scratch-postgres";
import {
  postRaw,
  postSubmit,
  publishForm,
  readAllSubmissions,
  type SubmitReply,
} from "../testing/submission-client";
import { startTestServer, type TestServer } from "../testing/test-server";

const TOKEN = "test-admin-token";
const SLUG = "everything";
const BODY_LIMIT = 1_000_000;
/** Runs per HTTP property: enough to meet every kind of value, quick on two cores. */
const HTTP_RUNS = 200;

const parsed = parseFormDocument(everythingDocument(SLUG));
if (!parsed.success) throw new Error(JSON.stringify(parsed.issues));
const document: FormDocument = parsed.document;
const validate = createSubmissionValidator(document);

const targets = [
  { name: "pglite", isPostgres: false },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "postgres", isPostgres: true }] : []),
];

/** The own property names of the built-in prototypes, to see any pollution. */
function prototypeSnapshot() {
  return {
    object: Object.getOwnPropertyNames(Object.prototype).sort(),
    array: Object.getOwnPropertyNames(Array.prototype).sort(),
    objectProto: Object.getPrototypeOf(Object.prototype) as unknown,
  };
}
const pristine = prototypeSnapshot();

/** Never a 5xx, never a masked unexpected error: whatever came in, the reply is a clear one. */
function expectClearReply(reply: SubmitReply) {
  expect(reply.status, reply.text.slice(0, 500)).toBeLessThan(500);
  const unexpected = (reply.body?.errors ?? []).filter(
    (e) => e.message === "Unexpected error." || e.extensions?.code === "INTERNAL_SERVER_ERROR",
  );
  expect(unexpected).toEqual([]);
  // No stack trace: in JSON a trace's line breaks are written "\n    at …".
  expect(reply.text).not.toMatch(/\\n\s+at \S+ \(/);
  expect(prototypeSnapshot()).toEqual(pristine);
}

describe.each(targets)("submitForm under hostile input on $name", (target) => {
  let api: TestServer;
  let dropDatabase: (() => Promise<void>) | undefined;
  /** Every acknowledged submission: id -> the values the validator made of it. */
  const accepted = new Map<string, unknown>();
  let keySequence = 0;
  const nextKey = () => JSON.stringify(`prop-${target.name}-${++keySequence}`);

  beforeAll(async () => {
    let databaseUrl: string | undefined;
    if (target.isPostgres && process.env.TEST_DATABASE_URL) {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL);
      databaseUrl = scratch.url;
      dropDatabase = scratch.drop;
    }
    // The submit limit stays on, as in production (its key holds the slug), but high.
    api = await startTestServer({
      databaseUrl,
      bodyLimitBytes: BODY_LIMIT,
      submitLimitPerMinute: 1_000_000,
    });
    await publishForm({
      graphqlUrl: api.graphqlUrl,
      token: TOKEN,
      document: everythingDocument(SLUG),
    });
  });

  afterAll(async () => {
    await api?.close();
    await dropDatabase?.();
  });

  it("answers any data with an id or with the validator's field errors, never a 5xx", async () => {
    let stored = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(submissionDataText(document), fc.boolean(), async (dataText, retry) => {
        const keyText = nextKey();
        const reply = await postSubmit(api.graphqlUrl, {
          slugText: JSON.stringify(SLUG),
          keyText,
          dataText,
        });
        expectClearReply(reply);
        if (Buffer.byteLength(dataText) > BODY_LIMIT - 1_000) {
          // Near the limit the whole body may be over it: then 413, nothing stored.
          if (reply.status === 413) return;
        }
        expect(reply.body?.errors).toBeUndefined();
        const expected = validate(JSON.parse(dataText));
        const result = reply.body?.data?.submitForm;
        if (expected.success) {
          expect(result).toEqual({ submissionId: expect.any(String), fieldErrors: [] });
          const id = result?.submissionId as string;
          accepted.set(id, expected.values);
          stored += 1;
          if (retry) {
            // The same key again is the same submission, however hostile the data.
            const again = await postSubmit(api.graphqlUrl, {
              slugText: JSON.stringify(SLUG),
              keyText,
              dataText,
            });
            expect(again.body?.data?.submitForm?.submissionId).toBe(id);
          }
        } else {
          expect(result).toEqual({ submissionId: null, fieldErrors: expected.fieldErrors });
          refused += 1;
        }
      }),
      { numRuns: HTTP_RUNS },
    );
    // Both outcomes must have been met, or the property proved little.
    expect(stored).toBeGreaterThan(HTTP_RUNS / 20);
    expect(refused).toBeGreaterThan(HTTP_RUNS / 20);
  });

  it("stores any string a text or creatable field accepts, and refuses the rest, never a 5xx", async () => {
    const textFields = fc.constantFrom("fullName", "story", "short", "tags", "size");
    await fc.assert(
      fc.asyncProperty(textFields, hostileString, async (field, text) => {
        const value = field === "tags" ? [text] : text;
        const dataText = JSON.stringify(
          field === "fullName" ? { fullName: text } : { fullName: "Ada", [field]: value },
        );
        const reply = await postSubmit(api.graphqlUrl, {
          slugText: JSON.stringify(SLUG),
          keyText: nextKey(),
          dataText,
        });
        expectClearReply(reply);
        const expected = validate(JSON.parse(dataText));
        const result = reply.body?.data?.submitForm;
        if (expected.success) {
          expect(result?.submissionId).toEqual(expect.any(String));
          accepted.set(result?.submissionId as string, expected.values);
        } else {
          expect(result).toEqual({ submissionId: null, fieldErrors: expected.fieldErrors });
        }
      }),
      { numRuns: HTTP_RUNS / 2 },
    );
  });

  it("refuses a hostile idempotency key with a clear error, never a 5xx", async () => {
    const keyText = fc.oneof(
      stringText,
      fc.string({ minLength: 195, maxLength: 210 }).map((k) => JSON.stringify(k)),
      fc.constantFrom("1", "true", "null", "[]", '{"__proto__":"k"}'),
    );
    await fc.assert(
      fc.asyncProperty(keyText, async (key) => {
        const dataText = '{"fullName":"Key test","__proto__":{"polluted":true}}';
        const reply = await postSubmit(api.graphqlUrl, {
          slugText: JSON.stringify(SLUG),
          keyText: key,
          dataText,
        });
        expectClearReply(reply);
        // Either the request is refused as a whole, or the data is (an unknown field).
        const result = reply.body?.data?.submitForm;
        if (result) expect(result.fieldErrors.map((e) => e.name)).toEqual(["__proto__"]);
        else expect(reply.body?.errors?.[0]?.message).toBeTruthy();
      }),
      { numRuns: HTTP_RUNS / 2 },
    );
    const idByKey = new Map<string, string>();
    const markerByKey = new Map<string, string>();
    const storable = fc
      .string({ unit: "grapheme", minLength: 1, maxLength: 200 })
      .filter((marker) => marker.trim() !== "");
    await fc.assert(
      fc.asyncProperty(hostileString, storable, async (key, marker) => {
        const reply = await postSubmit(api.graphqlUrl, {
          slugText: JSON.stringify(SLUG),
          keyText: JSON.stringify(key),
          dataText: JSON.stringify({ fullName: `${marker} ` }),
        });
        expectClearReply(reply);
        const id = reply.body?.data?.submitForm?.submissionId;
        // The server trims keys: a key seen before is the earlier submission
        // when the answers are the same, and a CONFLICT when they are not.
        const earlier = idByKey.get(key.trim());
        const isSameAnswers = markerByKey.get(key.trim()) === marker;
        if (id) {
          if (earlier) expect(id).toBe(earlier);
          else accepted.set(id, { fullName: `${marker} `, consent: false });
          idByKey.set(key.trim(), id);
          markerByKey.set(key.trim(), marker);
        } else {
          const code = reply.body?.errors?.[0]?.extensions?.code;
          expect(code).toBe(earlier && !isSameAnswers ? "CONFLICT" : "BAD_USER_INPUT");
        }
      }),
      { numRuns: HTTP_RUNS / 2 },
    );
  });

  it("takes any honeypot and fill token without a 5xx: spam or not, the bot sees a success", async () => {
    const query = `mutation($key: String!, $honeypot: String, $fillToken: String) {
      submitForm(slug: "${SLUG}", data: { fullName: "Bot" }, idempotencyKey: $key, honeypot: $honeypot, fillToken: $fillToken) {
        submissionId fieldErrors { name }
      }
    }`;
    await fc.assert(
      fc.asyncProperty(
        fc.option(hostileString),
        fc.option(hostileString),
        async (honeypot, fillToken) => {
          const key = `spam-${target.name}-${++keySequence}`;
          const reply = await postRaw(
            api.graphqlUrl,
            JSON.stringify({ query, variables: { key, honeypot, fillToken } }),
          );
          expectClearReply(reply);
          const result = reply.body?.data?.submitForm;
          expect(result).toEqual({ submissionId: expect.any(String), fieldErrors: [] });
          // Only a submission that is not spam is among the stored ones.
          const isSpam = Boolean(honeypot?.trim()) || Boolean(fillToken);
          if (!isSpam)
            accepted.set(result?.submissionId as string, { fullName: "Bot", consent: false });
        },
      ),
      { numRuns: HTTP_RUNS / 4 },
    );
  });

  it("answers a hostile slug with Form not found, on the form query and on submit", async () => {
    await fc.assert(
      fc.asyncProperty(hostileString, async (slug) => {
        fc.pre(slug !== SLUG);
        const reply = await postSubmit(api.graphqlUrl, {
          slugText: JSON.stringify(slug),
          keyText: nextKey(),
          dataText: '{"fullName":"x"}',
        });
        expectClearReply(reply);
        expect(reply.body?.errors?.[0]?.message).toBe("Form not found");
        const read = await postRaw(
          api.graphqlUrl,
          JSON.stringify({
            query: "query($s: String!) { form(slug: $s) { id } }",
            variables: { s: slug },
          }),
        );
        expectClearReply(read);
        expect(read.body?.data?.form ?? null).toBeNull();
      }),
      { numRuns: HTTP_RUNS / 2 },
    );
  });

  it("answers malformed requests with a 4xx, never a 5xx", async () => {
    const garbage = fc.oneof(
      hostileString,
      // A valid request cut short, or with the variables of the wrong type.
      fc
        .integer({ min: 0, max: 120 })
        .map((n) =>
          `{"query":"mutation { submitForm(slug: \\"everything\\", data: {}, idempotencyKey: \\"k\\") { submissionId } }"}`.slice(
            0,
            n,
          ),
        ),
      fc.constantFrom(
        "null",
        "[]",
        "{}",
        '{"query":null}',
        '{"query":"{ __proto__ }"}',
        '{"query":"mutation($d: JSON!) { submitForm(slug: \\"everything\\", data: $d, idempotencyKey: \\"k\\") { submissionId } }","variables":{"d":null}}',
        '{"query":"mutation($d: JSON!) { submitForm(slug: \\"everything\\", data: $d, idempotencyKey: \\"k\\") { submissionId } }","variables":"__proto__"}',
        '{"query":"mutation { submitForm(slug: 1, data: {}, idempotencyKey: 2) { submissionId } }"}',
        '{"__proto__":{"query":"{ me { role } }"}}',
        `[${'{"query":"{ me { role } }"},'.repeat(20)}{}]`,
      ),
    );
    await fc.assert(
      fc.asyncProperty(garbage, async (body) => {
        const reply = await postRaw(api.graphqlUrl, body);
        expectClearReply(reply);
      }),
      { numRuns: HTTP_RUNS / 2 },
    );
  });

  it("stores exactly the acknowledged submissions, each one valid and as normalised", async () => {
    expect(accepted.size).toBeGreaterThan(0);
    const rows = await readAllSubmissions({ graphqlUrl: api.graphqlUrl, slug: SLUG, token: TOKEN });
    expect(rows.map((r) => r.id).sort()).toEqual([...accepted.keys()].sort());
    for (const row of rows) {
      const again = validate(row.data);
      expect(again).toEqual({ success: true, values: row.data });
      expect(row.data).toEqual(accepted.get(row.id));
    }
  });

  it("still answers afterwards, and still stores a plain valid submission", async () => {
    const health = await fetch(`${api.url}/api/health`);
    expect(health.status).toBe(200);
    const reply = await postSubmit(api.graphqlUrl, {
      slugText: JSON.stringify(SLUG),
      keyText: nextKey(),
      dataText: JSON.stringify({ fullName: "Still here", consent: true }),
    });
    expect(reply.body?.data?.submitForm?.submissionId).toEqual(expect.any(String));
    expect(prototypeSnapshot()).toEqual(pristine);
  });
});
