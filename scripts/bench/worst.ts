/**
 * Issue 10 §1: the slowest single request anyone can build. Each request is
 * sent alone to the built server (nothing else in flight) and timed from
 * sending to the last byte of the answer: `submitForm` bodies of up to the
 * 1 MB body limit, holding values shaped to make a backtracking pattern slow,
 * against the shipped `demo` form and a form with author `pattern` rules
 * (run on RE2 by the server), and `GET /f/demo` with prefill values as long
 * as the server takes in a URL. A small submission is the reference. Issue
 * 27 §7 adds answers many times the size of their request: a batch of 10
 * operations of 15 aliases of a 900 KB document (refused by the answer size
 * limit), and the largest answer of that document under the limit.
 */
import { randomUUID } from "node:crypto";
import { BENCH_ADMIN_TOKEN, publishForm, startAppServer } from "./lib/app-server";
import { median } from "./lib/stats";

const SUBMIT = `mutation Submit($slug: String!, $data: JSON!, $idempotencyKey: String!) {
  submitForm(slug: $slug, data: $data, idempotencyKey: $idempotencyKey) { submissionId fieldErrors { name message } }
}`;

/** The server's body limit (FORMWRIGHT_BODY_LIMIT_BYTES, as shipped). */
const BODY_LIMIT = 1_000_000;
/** Longest request line Node's default 16 KiB header limit leaves room for. */
const URL_VALUE_LENGTH = 15_000;

/** One kind of request, timed over the runs. */
export interface WorstFigures {
  what: string;
  bodyBytes: number;
  status: number;
  /** What the server answered (a field error, a status), to show the request was refused as it should be. */
  outcome: string;
  medianMs: number;
  slowestMs: number;
}

/** The worst-case section's results. */
export interface WorstResult {
  requests: WorstFigures[];
  /** The slowest single request among those with a 1 MB body. */
  slowestMegabyteMs: number;
}

/**
 * A form whose author patterns are accepted, yet polynomial for a backtracking
 * engine. Since issue 27 the patterns of a form may take 100,000 steps a
 * submission: `story` (12 instructions) reads at most 6,000 characters, `code`
 * (15) its 1,000.
 */
const patternForm = {
  slug: "worst-patterns",
  title: "Author patterns",
  blocks: [
    {
      type: "textarea",
      name: "story",
      label: "Story",
      rules: { pattern: "[a-z ]*[a-z ]*[a-z ]*!", maxLength: 6000 },
    },
    { type: "text", name: "code", label: "Code", rules: { pattern: "\\w*\\s?\\w*\\s?\\w*" } },
    { type: "text", name: "email", label: "Email", rules: { email: true } },
  ],
};

/** A published document of about 900 KB: 90 paragraphs of 10,000 letters. */
const bigDocument = {
  slug: "worst-big-document",
  title: "A 900 KB document",
  blocks: [
    { type: "text", name: "name", label: "Name" },
    ...Array.from({ length: 90 }, () => ({ type: "paragraph", text: "a".repeat(10_000) })),
  ],
};

/** One operation reading the big document `count` times (aliases), written tight. */
function documentAliases(count: number): string {
  const aliases = Array.from({ length: count }, (_, i) => `a${i}:form(slug:$s){document}`);
  return `query($s:String!){${aliases.join(" ")}}`;
}

let clientNumber = 0;
/**
 * A client address of its own for each read (the bench server trusts
 * X-Forwarded-For), so the per-address limit on anonymous reads is counted,
 * as for any caller, but never refuses the bench's repeated requests.
 */
function nextClient(): string {
  clientNumber += 1;
  return `10.27.${Math.floor(clientNumber / 250) % 250}.${(clientNumber % 250) + 1}`;
}

/** Repeats `unit` to fill what is left of the body limit around `data`. */
function fill(unit: string, around: (value: string) => unknown): string {
  const overhead = JSON.stringify({ query: SUBMIT, variables: { data: around("") } }).length + 200;
  return unit.repeat(Math.floor((BODY_LIMIT - overhead) / unit.length));
}

/**
 * Issue 27 §1 and §2: the forms the issue built (refused when saved since),
 * and the heaviest forms inside the limits that replaced them.
 */
const issuePatternForm = {
  slug: "worst-issue-pattern",
  title: "The issue's pattern",
  blocks: [
    { type: "text", name: "story", label: "Story", rules: { pattern: ".{0,1000}".repeat(55) } },
  ],
};
const issueConditionsForm = {
  slug: "worst-issue-conditions",
  title: "The issue's conditions",
  blocks: [
    { type: "textarea", name: "story", label: "Story" },
    ...Array.from({ length: 2000 }, (_, index) => ({
      type: "text",
      name: `q${index}`,
      label: `Q${index}`,
      visibleWhen: { any: [{ field: "story", op: "contains", value: `w${index}` }] },
    })),
  ],
};
/** Four patterns whose every thread stays alive: 4 × 202 instructions × 101 positions. */
const livePatternsForm = {
  slug: "worst-live-patterns",
  title: "Patterns at the step limit",
  blocks: Array.from({ length: 4 }, (_, i) => ({
    type: "text",
    name: `f${i}`,
    label: `F${i}`,
    rules: { pattern: ".{0,50}.{0,50}" },
  })),
};
/** 2^15 states for RE2's lazy DFA: 21 instructions × 4,501 positions. */
const dfaPatternForm = {
  slug: "worst-dfa-pattern",
  title: "A pattern with many DFA states",
  blocks: [
    {
      type: "textarea",
      name: "t",
      label: "T",
      rules: { pattern: "[ab]*a[ab]{15}", maxLength: 4500 },
    },
  ],
};
/** 98 `contains` on one textarea: 10,000 + 98 × 10,001 characters of the 1,000,000. */
const conditionsForm = {
  slug: "worst-conditions",
  title: "Conditions at the limit",
  blocks: [
    { type: "textarea", name: "story", label: "Story" },
    ...Array.from({ length: 98 }, (_, index) => ({
      type: "text",
      name: `q${index}`,
      label: `Q${index}`,
      visibleWhen: { any: [{ field: "story", op: "contains", value: `w${index}` }] },
    })),
  ],
};

/** Random a and b, different for each call: new states for an engine that caches them. */
function randomAb(length: number): string {
  let text = "";
  for (let i = 0; i < length; i++) text += Math.random() < 0.5 ? "a" : "b";
  return text;
}

const CREATE = "mutation($d: JSON!) { createForm(document: $d) { id } }";

function submissions(): Array<{ what: string; slug: string; data: unknown }> {
  const list: Array<{ what: string; slug: string; data: unknown }> = [];
  const add = (what: string, slug: string, around: (value: string) => unknown, unit: string) => {
    list.push({ what, slug, data: around(fill(unit, around)) });
  };
  add("demo: `age` = digits then `x`", "demo", (v) => ({ age: `${v}x` }), "1");
  add("demo: `email` = `a@` and dots then `@`", "demo", (v) => ({ email: `a@${v}@` }), ".");
  add("demo: `fullName` = letters", "demo", (v) => ({ fullName: v }), "a");
  add("demo: `comments` = spaces around a word", "demo", (v) => ({ comments: ` ${v}x` }), " ");
  add("demo: `country` = not an option", "demo", (v) => ({ country: v }), "x");
  list.push({
    what: "demo: `features` = a list of short values",
    slug: "demo",
    data: { features: Array<string>(Math.floor(BODY_LIMIT / 8)).fill("abcd") },
  });
  add("patterns: `story` over the cap", "worst-patterns", (v) => ({ story: `${v}?` }), "a");
  add("patterns: `code` over the cap", "worst-patterns", (v) => ({ code: `${v}?` }), "a ");
  list.push({
    what: "patterns: every field at its cap, shaped to backtrack",
    slug: "worst-patterns",
    data: {
      story: `${"a".repeat(5_999)}?`,
      code: `${"a".repeat(999)}?`,
      email: `a@${"b.".repeat(125)}`,
    },
  });
  list.push({
    what: "27.1 patterns: 4 × `.{0,50}.{0,50}` at the step limit, 99 letters and a line break each",
    slug: livePatternsForm.slug,
    // The line break fails every thread at the last character, after all were kept alive.
    data: Object.fromEntries(livePatternsForm.blocks.map((b) => [b.name, `${"a".repeat(99)}\n`])),
  });
  list.push({
    what: "27.1 patterns: `[ab]*a[ab]{15}`, 4,500 random a and b that do not match",
    slug: dfaPatternForm.slug,
    data: {
      get t() {
        // A b 16th from the end: no match, found only once every path was tried.
        return `${randomAb(4484)}b${randomAb(15)}`;
      },
    },
  });
  add(
    "27.2 conditions: 98 `contains` on a textarea, the answer fills the body",
    conditionsForm.slug,
    (v) => ({ story: v }),
    "a",
  );
  list.push({
    what: "27.2 conditions: 98 `contains` on a textarea, an answer at its cap",
    slug: conditionsForm.slug,
    data: { story: "a".repeat(10_000) },
  });
  return list;
}

/**
 * Times one request. The body is built first (a client serializing 1 MB is
 * not the server's time); the clock runs from sending to the last byte back.
 */
async function timed(kind: {
  body: () => string | undefined;
  send: (body?: Uint8Array<ArrayBuffer>) => Promise<Response>;
}) {
  const json = kind.body();
  const body = json === undefined ? undefined : Buffer.from(json);
  const started = performance.now();
  const response = await kind.send(body);
  const text = await response.text();
  return { ms: performance.now() - started, status: response.status, text };
}

function outcomeOf(status: number, text: string): string {
  try {
    const parsed = JSON.parse(text) as unknown;
    if (Array.isArray(parsed)) {
      const messages = parsed.map(
        (r: { errors?: { message: string }[] }) => r.errors?.[0]?.message ?? "answered",
      );
      const first = messages[0] ?? "";
      return messages.every((m) => m === first)
        ? `${messages.length} × ${first}`
        : messages.join("; ");
    }
    const body = parsed as {
      data?: { submitForm?: { submissionId: string | null; fieldErrors: { message: string }[] } };
      errors?: { message: string }[];
    };
    const submit = body.data?.submitForm;
    if (submit?.submissionId) return "stored";
    if (submit?.fieldErrors.length) return submit.fieldErrors.map((e) => e.message).join("; ");
    if (body.errors?.length) return body.errors.map((e) => e.message).join("; ");
    if (body.data) return `answered, ${Buffer.byteLength(text)} bytes`;
  } catch {
    // a page, not JSON
  }
  return `HTTP ${status}`;
}

/** Runs the worst-case requests on a fresh server (see {@link measureWorst}). */
export async function benchWorst(options: { runs: number }): Promise<WorstResult> {
  const app = await startAppServer({ port: 3905 });
  try {
    return await measureWorst({ url: app.url, runs: options.runs });
  } finally {
    await app.stop();
  }
}

/**
 * Sends each worst-case request `runs` times (after one warm-up) to a running
 * server started with the bench admin token, and keeps the median and the slowest.
 */
export async function measureWorst(options: { url: string; runs: number }): Promise<WorstResult> {
  const app = { url: options.url };
  {
    await publishForm(app.url, patternForm);
    for (const form of [livePatternsForm, dfaPatternForm, conditionsForm]) {
      await publishForm(app.url, form);
    }
    await publishForm(app.url, bigDocument);
    const postGraphql = (bytes?: Uint8Array<ArrayBuffer>) =>
      fetch(`${app.url}/api/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: bytes,
      });
    const kinds: Array<{
      what: string;
      body: () => string | undefined;
      send: (body?: Uint8Array<ArrayBuffer>) => Promise<Response>;
      bodyBytes: number;
    }> = [];
    for (const { what, slug, data } of [
      {
        what: "reference: a small submission",
        slug: "demo",
        data: { fullName: "Ada", email: "ada@example.com", consent: true },
      },
      ...submissions(),
    ]) {
      const body = () =>
        JSON.stringify({ query: SUBMIT, variables: { slug, data, idempotencyKey: randomUUID() } });
      kinds.push({
        what,
        bodyBytes: Buffer.byteLength(body()),
        body,
        send: postGraphql,
      });
    }
    // Issue 27 §1, §2: saving the issue's forms is refused now (an editor's request).
    for (const [what, document] of [
      ["27.1 saving the issue's pattern form (`.{0,1000}` × 55)", issuePatternForm],
      ["27.2 saving the issue's form of 2,000 `contains` on a textarea", issueConditionsForm],
    ] as const) {
      const body = () => JSON.stringify({ query: CREATE, variables: { d: document } });
      kinds.push({
        what,
        bodyBytes: Buffer.byteLength(body()),
        body,
        send: (bytes) =>
          fetch(`${app.url}/api/graphql`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              accept: "application/json",
              authorization: `Bearer ${BENCH_ADMIN_TOKEN}`,
            },
            body: bytes,
          }),
      });
    }
    // Before issue 10 §1 was finished, Yoga's answer to a body that is not
    // JSON quoted the body, escaped: six bytes back for each one sent.
    const notJson = () => `{"query":"${"\u0001".repeat(BODY_LIMIT - 20)}`;
    kinds.push({
      what: "not JSON: control characters",
      bodyBytes: Buffer.byteLength(notJson()),
      body: notJson,
      send: postGraphql,
    });
    // Issue 27 §7: a small request for a huge answer, as anonymous callers send it.
    const postAsNextClient = (bytes?: Uint8Array<ArrayBuffer>) =>
      fetch(`${app.url}/api/graphql`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          "x-forwarded-for": nextClient(),
        },
        body: bytes,
      });
    const variables = { s: bigDocument.slug };
    for (const [what, body] of [
      [
        "answer size: batch of 10 × 15 aliases of a 900 KB `document` (136 MB before the limit)",
        () =>
          JSON.stringify(
            Array.from({ length: 10 }, () => ({ query: documentAliases(15), variables })),
          ),
      ],
      [
        "answer size: 10 aliases of the 900 KB `document`, the most under the 10 MB limit",
        () => JSON.stringify({ query: documentAliases(10), variables }),
      ],
    ] as const) {
      kinds.push({ what, bodyBytes: Buffer.byteLength(body()), body, send: postAsNextClient });
    }
    for (const [what, query] of [
      ["prefill: `GET /f/demo?age=` digits then `x`", `age=${"1".repeat(URL_VALUE_LENGTH)}x`],
      ["prefill: `GET /f/demo?comments=` letters", `comments=${"a".repeat(URL_VALUE_LENGTH)}`],
      ["prefill: `GET /f/demo?email=` dots", `email=a@${".".repeat(URL_VALUE_LENGTH)}@`],
    ] as const) {
      kinds.push({
        what,
        bodyBytes: 0,
        body: () => undefined,
        send: () => fetch(`${app.url}/f/demo?${query}`),
      });
    }
    const requests: WorstFigures[] = [];
    // A running server has served such requests before: warm every path
    // (and the heap's room for 1 MB strings) once before any is timed.
    const warm = new Map<(typeof kinds)[number], Awaited<ReturnType<typeof timed>>>();
    for (const kind of kinds) warm.set(kind, await timed(kind));
    for (const kind of kinds) {
      const first = warm.get(kind)!;
      const times: number[] = [];
      for (let i = 0; i < options.runs; i++) times.push((await timed(kind)).ms);
      requests.push({
        what: kind.what,
        bodyBytes: kind.bodyBytes,
        status: first.status,
        outcome: outcomeOf(first.status, first.text),
        medianMs: median(times),
        slowestMs: Math.max(...times),
      });
    }
    const megabyte = requests.filter((r) => r.bodyBytes > BODY_LIMIT * 0.9);
    return { requests, slowestMegabyteMs: Math.max(...megabyte.map((r) => r.slowestMs)) };
  }
}
