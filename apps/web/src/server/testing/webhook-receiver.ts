import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

/** One request a test receiver got. */
export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  /** The parsed body when the signature verified with the receiver's secret, else null. */
  verified: unknown;
  /** What the receiver answered. */
  status: number;
  /** Whether another request with the same `webhook-id` was being answered when this one came. */
  overlapped: boolean;
}

/** A real HTTP receiver on loopback that verifies Standard Webhooks signatures. */
export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The secret signatures are verified with (set after `createWebhook`). */
  setSecret: (secret: string) => void;
  /** Statuses to answer, in order; the last one repeats. */
  answer: (statuses: number[]) => void;
  /** Resolves once `count` requests have arrived (or rejects after `timeoutMs`). */
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedWebhook[]>;
  close: () => Promise<void>;
}

/**
 * Starts a receiver that checks every request's signature with the
 * `standardwebhooks` library, as a real integration would.
 *
 * @example
 * const receiver = await startWebhookReceiver();
 * receiver.setSecret(secret);
 * receiver.answer([500, 200]);
 */
export async function startWebhookReceiver(
  options: { delayMs?: number } = {},
): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let secret: string | null = null;
  let statuses = [200];
  const waiters: Array<() => void> = [];
  const inFlight = new Set<string>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (c: Buffer) => chunks.push(c));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      let verified: unknown = null;
      if (secret) {
        try {
          verified = new Webhook(secret).verify(body, request.headers as Record<string, string>);
        } catch {
          verified = null;
        }
      }
      const status = statuses.length > 1 ? (statuses.shift() ?? 200) : (statuses[0] ?? 200);
      const id = String(request.headers["webhook-id"]);
      const overlapped = inFlight.has(id);
      inFlight.add(id);
      received.push({ headers: request.headers, body, verified, status, overlapped });
      setTimeout(() => {
        inFlight.delete(id);
        response.writeHead(status, { "content-type": "text/plain" });
        response.end(status < 300 ? "thanks" : `failing with ${status}`);
        for (const wake of waiters.splice(0)) wake();
      }, options.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    setSecret: (s) => {
      secret = s;
    },
    answer: (s) => {
      statuses = [...s];
    },
    waitFor: async (count, timeoutMs = 20_000) => {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`receiver got ${received.length} of ${count} requests`);
        }
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
