import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import qs from "qs";
import Stripe from "stripe";

/**
 * A local fake of the few Stripe endpoints Formwright calls (issue 36), for
 * tests without the network: FORMWRIGHT_STRIPE_API_BASE points the official
 * SDK here. It keeps Checkout Sessions and refunds in memory, answers an
 * idempotency key seen before with the same object (as Stripe does), and
 * makes the events Stripe would send, signed with the SDK's
 * `webhooks.generateTestHeaderString`.
 */
export interface FakeStripe {
  /** Where the SDK is pointed: `http://127.0.0.1:<port>`. */
  url: string;
  /** The signing secret the fake signs events with (`whsec_…`). */
  webhookSecret: string;
  /** The secret key the server is started with (the fake accepts any `sk_test_`). */
  secretKey: string;
  /** Every API request, in order: method, path, the parsed form body and the idempotency key. */
  requests: Array<{
    method: string;
    path: string;
    body: Record<string, unknown>;
    idempotencyKey: string | null;
  }>;
  /** The sessions made, by id. */
  sessions: Map<string, Stripe.Checkout.Session>;
  /** Pays a session as Checkout would: it completes, and its `checkout.session.completed` event is answered. */
  pay: (sessionId: string) => Stripe.Event;
  /** Lets a session run out unpaid: its `checkout.session.expired` event. */
  expire: (sessionId: string) => Stripe.Event;
  /** The `charge.refunded` event of a paid session's payment (refunded in full). */
  refunded: (sessionId: string) => Stripe.Event;
  /** An event's body and its `Stripe-Signature` header, signed now (or at `timestamp`, seconds) with `secret`. */
  sign: (
    event: Stripe.Event,
    options?: { secret?: string; timestamp?: number },
  ) => {
    body: string;
    signature: string;
  };
  /** The sessions made for one submission, oldest first. */
  sessionsOf: (submissionId: string) => Stripe.Checkout.Session[];
  /** Makes the next API calls fail with a 500 (a Stripe outage) until set back to false. */
  failing: (isFailing: boolean) => void;
  close: () => Promise<void>;
}

const sdk = new Stripe("sk_test_fake");

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json", "request-id": `req_${Date.now()}` });
  res.end(JSON.stringify(body));
}

async function formBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return qs.parse(Buffer.concat(chunks).toString("utf8"), { depth: 10 }) as Record<string, unknown>;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

/** The event Stripe would send about `object`. */
function eventOf(type: string, object: unknown): Stripe.Event {
  return {
    id: id("evt"),
    object: "event",
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  } as unknown as Stripe.Event;
}

/** How the fake starts (all optional: a free port, a random secret, no Checkout page's webhook). */
export interface FakeStripeOptions {
  /** The loopback port to listen on (0: any free one). */
  port?: number;
  /** The signing secret (`whsec_…`) events are signed with. */
  webhookSecret?: string;
  /**
   * Where the fake Checkout page's "Pay" sends the signed
   * `checkout.session.completed` event, as Stripe would, before sending the
   * browser on to the session's success URL (the server's
   * `/api/payments/stripe/webhook`). Without it "Pay" only marks the session paid.
   */
  webhookUrl?: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

function answerHtml(res: ServerResponse, status: number, title: string, body: string): void {
  res.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
  });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
  );
}

/**
 * Starts the fake on loopback. Its sessions' `url` is its own Checkout page,
 * `/pay/<session id>`: "Pay" completes the session (sending the signed event
 * to `webhookUrl` when given) and goes on to the success URL; "Cancel" goes
 * to the cancel URL. End-to-end tests pay there as a respondent would.
 *
 * @example
 * const stripe = await startFakeStripe();
 * const api = await startTestServer({ stripe: { secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, apiBase: stripe.url } });
 */
export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(24).toString("hex")}`;
  const sessions = new Map<string, Stripe.Checkout.Session>();
  const byKey = new Map<string, unknown>();
  const requests: FakeStripe["requests"] = [];
  let isFailing = false;
  let origin = "";

  const createSession = (body: Record<string, unknown>): Stripe.Checkout.Session => {
    const items = (body.line_items ?? []) as Array<{
      quantity?: string;
      price_data?: { currency?: string; unit_amount?: string };
    }>;
    const total = items.reduce(
      (sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1),
      0,
    );
    const sessionId = id("cs");
    const session = {
      id: sessionId,
      object: "checkout.session",
      mode: body.mode,
      status: "open",
      payment_status: "unpaid",
      amount_total: total,
      amount_subtotal: total,
      currency: items[0]?.price_data?.currency ?? null,
      client_reference_id: (body.client_reference_id as string) ?? null,
      metadata: body.metadata ?? {},
      locale: body.locale ?? null,
      success_url: body.success_url,
      cancel_url: body.cancel_url,
      payment_intent: null,
      url: `${origin}/pay/${sessionId}`,
      expires_at: Math.floor(Date.now() / 1000) + 86_400,
      livemode: false,
    } as unknown as Stripe.Checkout.Session;
    sessions.set(sessionId, session);
    return session;
  };

  const server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? "/").split("?")[0] ?? "/";
      const body = req.method === "POST" ? await formBody(req) : {};
      const page = /^\/pay\/([\w]+)(?:\/(pay|cancel))?$/.exec(path);
      if (page) return checkoutPage(res, req.method ?? "GET", page[1] ?? "", page[2]);
      if (path === "/") return answerHtml(res, 200, "Fake Stripe", "<p>Listening.</p>");
      const keyHeader = req.headers["idempotency-key"];
      const idempotencyKey = typeof keyHeader === "string" ? keyHeader : null;
      requests.push({ method: req.method ?? "GET", path, body, idempotencyKey });
      if (isFailing) {
        return answer(res, 500, { error: { type: "api_error", message: "The fake is down" } });
      }
      if (!String(req.headers.authorization ?? "").startsWith("Bearer sk_test_")) {
        return answer(res, 401, { error: { type: "invalid_request_error", message: "Bad key" } });
      }
      const remembered = idempotencyKey ? byKey.get(`${path} ${idempotencyKey}`) : undefined;
      if (remembered) return answer(res, 200, remembered);
      const remember = (object: unknown) => {
        if (idempotencyKey) byKey.set(`${path} ${idempotencyKey}`, object);
        answer(res, 200, object);
      };
      if (req.method === "POST" && path === "/v1/checkout/sessions") {
        return remember(createSession(body));
      }
      const one = /^\/v1\/checkout\/sessions\/([\w]+)(\/expire)?$/.exec(path);
      if (one) {
        const session = sessions.get(one[1] ?? "");
        if (!session) {
          return answer(res, 404, {
            error: {
              type: "invalid_request_error",
              code: "resource_missing",
              message: "No such checkout.session",
            },
          });
        }
        if (req.method === "POST" && one[2]) {
          if (session.status !== "open") {
            return answer(res, 400, {
              error: {
                type: "invalid_request_error",
                message: "Only open sessions can be expired",
              },
            });
          }
          Object.assign(session, { status: "expired", url: null });
          return remember(session);
        }
        return answer(res, 200, session);
      }
      if (req.method === "POST" && path === "/v1/refunds") {
        const intent = body.payment_intent as string | undefined;
        const paid = [...sessions.values()].find((s) => s.payment_intent === intent);
        if (!paid) {
          return answer(res, 400, {
            error: {
              type: "invalid_request_error",
              message: `No such payment_intent: '${intent}'`,
            },
          });
        }
        return remember({
          id: id("re"),
          object: "refund",
          amount: paid.amount_total,
          currency: paid.currency,
          payment_intent: intent,
          status: "succeeded",
          metadata: body.metadata ?? {},
        });
      }
      answer(res, 404, { error: { type: "invalid_request_error", message: `Unknown ${path}` } });
    })().catch((error: unknown) => answer(res, 500, { error: { message: String(error) } }));
  });
  /** The fake Checkout page of a session, and its two buttons. */
  const checkoutPage = async (
    res: ServerResponse,
    method: string,
    sessionId: string,
    action: string | undefined,
  ): Promise<void> => {
    const session = sessions.get(sessionId);
    if (!session) return answerHtml(res, 404, "No such session", "<p>Unknown session.</p>");
    if (method === "GET" && !action) {
      if (session.status !== "open") {
        return answerHtml(res, 410, "Session closed", `<p>This session is ${session.status}.</p>`);
      }
      const amount = `${(session.amount_total ?? 0) / 100} ${String(session.currency).toUpperCase()}`;
      return answerHtml(
        res,
        200,
        "Fake Stripe Checkout",
        `<p>Pay <strong data-testid="fake-amount">${escapeHtml(amount)}</strong> (minor units / 100).</p>` +
          `<form method="post" action="/pay/${sessionId}/pay"><button type="submit">Pay</button></form>` +
          `<form method="post" action="/pay/${sessionId}/cancel"><button type="submit">Cancel</button></form>`,
      );
    }
    if (method !== "POST" || !action) return answerHtml(res, 405, "Not allowed", "");
    if (action === "cancel") {
      res.writeHead(303, { location: String(session.cancel_url) }).end();
      return;
    }
    if (session.status !== "open") {
      return answerHtml(res, 410, "Session closed", `<p>This session is ${session.status}.</p>`);
    }
    const event = fake.pay(sessionId);
    if (options.webhookUrl) {
      const { body, signature } = fake.sign(event);
      const answer = await fetch(options.webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        body,
      });
      if (!answer.ok) {
        return answerHtml(res, 502, "Webhook refused", `<p>${answer.status}</p>`);
      }
    }
    const location = String(session.success_url).replace("{CHECKOUT_SESSION_ID}", sessionId);
    res.writeHead(303, { location }).end();
  };

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sessionOf = (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`the fake made no session ${sessionId}`);
    return session;
  };
  const fake: FakeStripe = {
    url: origin,
    webhookSecret,
    secretKey: "sk_test_formwright_fake",
    requests,
    sessions,
    pay: (sessionId) => {
      const session = sessionOf(sessionId);
      Object.assign(session, {
        status: "complete",
        payment_status: "paid",
        payment_intent: session.payment_intent ?? id("pi"),
        url: null,
      });
      return eventOf("checkout.session.completed", { ...session });
    },
    expire: (sessionId) => {
      const session = sessionOf(sessionId);
      Object.assign(session, { status: "expired", url: null });
      return eventOf("checkout.session.expired", { ...session });
    },
    refunded: (sessionId) => {
      const session = sessionOf(sessionId);
      return eventOf("charge.refunded", {
        id: id("ch"),
        object: "charge",
        amount: session.amount_total,
        amount_refunded: session.amount_total,
        currency: session.currency,
        payment_intent: session.payment_intent,
        refunded: true,
      });
    },
    sign: (event, options = {}) => {
      const body = JSON.stringify(event);
      const signature = sdk.webhooks.generateTestHeaderString({
        payload: body,
        secret: options.secret ?? webhookSecret,
        ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
      });
      return { body, signature };
    },
    sessionsOf: (submissionId) =>
      [...sessions.values()].filter((s) => s.client_reference_id === submissionId),
    failing: (value) => {
      isFailing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
