import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import vm from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRoot } from "../../app-root";
import { contactDocument, validContactAnswers } from "../../testing/fixtures";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { startWebhookReceiver, type WebhookReceiver } from "../../testing/webhook-receiver";
import { signWebhook } from "./sign";

// docs/integrations.md shows how Zapier, Make and n8n check our signature
// (issue 35 §5). Each marked snippet is taken from the page as it is and run
// on a delivery our own outbox signed and sent: it must accept it, and refuse
// it with a changed body, a changed signature or an old timestamp. What each
// tool hands the code (Zapier's inputData, n8n's $input and helpers) is given
// here in the shape the tool documents; the checking code is the page's.

const docs = readFileSync(path.join(appRoot(), "../../docs/integrations.md"), "utf8");

/** The snippet after `<!-- verify-snippet: <name> -->`. */
function snippet(name: string): string {
  const found = new RegExp(
    `<!-- verify-snippet: ${name} -->\\s*\`\`\`js\\n([\\s\\S]*?)\`\`\``,
  ).exec(docs)?.[1];
  if (!found) throw new Error(`docs/integrations.md has no snippet marked ${name}`);
  return found;
}

const require = createRequire(import.meta.url);
const AsyncFunction = (async () => {}).constructor as new (
  ...args: string[]
) => (...values: unknown[]) => Promise<unknown>;

/** One delivery as a tool receives it: the raw body and the three headers. */
interface Delivery {
  body: string;
  id: string;
  timestamp: string;
  signature: string;
}

/** Runs a snippet on a delivery: true when it accepts it (and hands on the event), false when it refuses. */
type Verifier = (delivery: Delivery, secret: string) => Promise<boolean>;

const verifiers: Record<"zapier" | "make" | "n8n" | "n8n parsed body", Verifier> = {
  // Code by Zapier: the code is an async function body with inputData and require.
  zapier: async (delivery, secret) => {
    const run = new AsyncFunction("inputData", "require", snippet("zapier"));
    try {
      const output = (await run({ ...delivery, secret }, require)) as Record<string, unknown>;
      expect(output.type).toBe(JSON.parse(delivery.body).type);
      expect(JSON.parse(String(output.answers))).toEqual(
        JSON.parse(delivery.body).data.submission.answers,
      );
      return true;
    } catch (error) {
      expect(String(error)).toContain("Not a request signed by Formwright");
      return false;
    }
  },
  // A Make custom function: plain JavaScript, no Node modules, no Buffer (a bare context).
  make: async (delivery, secret) => {
    const verify = vm.runInNewContext(`${snippet("make")}\nverifyFormwright;`, {}) as (
      ...args: string[]
    ) => unknown;
    const { body, id, timestamp, signature } = delivery;
    const result = verify(body, id, timestamp, signature, secret);
    expect(typeof result).toBe("boolean");
    return result === true;
  },
  // The n8n Code node (Run Once for All Items), after a Webhook node with Raw Body on.
  n8n: (delivery, secret) => runN8n(delivery, secret, { rawBody: true }),
  "n8n parsed body": (delivery, secret) => runN8n(delivery, secret, { rawBody: false }),
};

async function runN8n(delivery: Delivery, secret: string, options: { rawBody: boolean }) {
  const item = {
    json: {
      headers: {
        "content-type": "application/json",
        "webhook-id": delivery.id,
        "webhook-timestamp": delivery.timestamp,
        "webhook-signature": delivery.signature,
      },
      body: JSON.parse(delivery.body),
    },
    binary: options.rawBody
      ? {
          data: {
            data: Buffer.from(delivery.body).toString("base64"),
            mimeType: "application/json",
          },
        }
      : undefined,
  };
  const helpers = {
    getBinaryDataBuffer: async (index: number, property: "data") => {
      expect([index, property]).toEqual([0, "data"]);
      return Buffer.from(item.binary?.data.data ?? "", "base64");
    },
  };
  const run = new AsyncFunction("$input", "$env", "require", snippet("n8n"));
  try {
    const output = (await run.call(
      { helpers },
      { first: () => item, all: () => [item] },
      { FORMWRIGHT_WEBHOOK_SECRET: secret },
      require,
    )) as Array<{ json: unknown }>;
    expect(output).toEqual([{ json: JSON.parse(delivery.body) }]);
    return true;
  } catch (error) {
    expect(String(error)).toContain("Not a request signed by Formwright");
    return false;
  }
}

describe("the signature checks of docs/integrations.md", () => {
  let api: TestServer;
  let receiver: WebhookReceiver;
  let secret: string;
  let delivery: Delivery;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    api = await startTestServer({ webhookAllowPrivate: true, outboxPollMs: 50 });
    const owner = { authorization: "Bearer test-admin-token" };
    const form = await api.gql(
      `mutation($d: JSON!) { createForm(document: $d) { id } }`,
      { d: contactDocument() },
      owner,
    );
    const formId = form.body.data.createForm.id;
    await api.gql(`mutation($id: ID!) { publishForm(id: $id) { id } }`, { id: formId }, owner);
    const hook = await api.gql(
      `mutation($id: ID!, $url: String!) { createWebhook(formId: $id, url: $url) { secret } }`,
      { id: formId, url: receiver.url },
      owner,
    );
    secret = hook.body.data.createWebhook.secret;
    receiver.setSecret(secret);
    // Answers beyond ASCII, quotes and a line break: the body is signed as UTF-8 bytes.
    const submitted = await api.gql(
      `mutation($d: JSON!) { submitForm(slug: "contact", data: $d, idempotencyKey: "docs") { submissionId } }`,
      { d: { ...validContactAnswers, fullName: 'Zoë "Ωmega" 漢字 🎉\nSecond line' } },
    );
    expect(submitted.body.errors).toBeUndefined();
    const [received] = await receiver.waitFor(1);
    if (!received) throw new Error("no delivery");
    // The receiver checked it with the standardwebhooks library: a real, valid delivery.
    expect(received.verified).not.toBeNull();
    delivery = {
      body: received.body,
      id: String(received.headers["webhook-id"]),
      timestamp: String(received.headers["webhook-timestamp"]),
      signature: String(received.headers["webhook-signature"]),
    };
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await receiver?.close();
  });

  it("has the three marked snippets", () => {
    expect([...docs.matchAll(/<!-- verify-snippet: ([\w-]+) -->/g)].map((m) => m[1])).toEqual([
      "zapier",
      "make",
      "n8n",
    ]);
  });

  for (const [name, verify] of Object.entries(verifiers)) {
    describe(name, () => {
      it("accepts a delivery Formwright signed", async () => {
        expect(await verify(delivery, secret)).toBe(true);
      });

      it("refuses the delivery with a changed body", async () => {
        const body = delivery.body.replace("Zoë", "Zoe");
        expect(body).not.toBe(delivery.body);
        expect(await verify({ ...delivery, body }, secret)).toBe(false);
        const answers = delivery.body.replace('"age":36', '"age":37');
        expect(answers).not.toBe(delivery.body);
        expect(await verify({ ...delivery, body: answers }, secret)).toBe(false);
      });

      it("refuses a changed signature, or one made with another secret", async () => {
        const [version, value = ""] = delivery.signature.split(",");
        const flipped = `${version},${value[0] === "A" ? "B" : "A"}${value.slice(1)}`;
        expect(await verify({ ...delivery, signature: flipped }, secret)).toBe(false);
        const other = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
        expect(await verify(delivery, other)).toBe(false);
      });

      it("refuses a delivery signed more than five minutes ago, and accepts one signed now", async () => {
        const resign = (timestamp: number) => {
          const headers = signWebhook({ secret, id: delivery.id, timestamp, body: delivery.body });
          return {
            ...delivery,
            timestamp: headers["webhook-timestamp"],
            signature: headers["webhook-signature"],
          };
        };
        const now = Math.floor(Date.now() / 1000);
        expect(await verify(resign(now - 10 * 60), secret)).toBe(false);
        expect(await verify(resign(now), secret)).toBe(true);
      });

      it("accepts a header that lists several signatures, one of them right", async () => {
        const signature = `v1,bm90IHRoZSByaWdodCBvbmU= ${delivery.signature}`;
        expect(await verify({ ...delivery, signature }, secret)).toBe(true);
      });
    });
  }
});
