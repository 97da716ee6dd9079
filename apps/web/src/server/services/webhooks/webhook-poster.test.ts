import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { startWebhookReceiver, type WebhookReceiver } from "../../testing/webhook-receiver";
import { parseWebhookUrl, resolveWebhookTarget } from "./safe-url";
import { generateWebhookSecret, signWebhook } from "./sign";
import { startWebhookPoster, THREAD_STOPPED, type WebhookPoster } from "./webhook-poster";

describe("the webhook delivery thread", () => {
  let poster: WebhookPoster | null = null;
  let receiver: WebhookReceiver | null = null;
  afterEach(async () => {
    await poster?.close();
    await receiver?.close();
    poster = null;
    receiver = null;
  });

  async function signedPost(url: string, body: string, secret: string, timeoutMs?: number) {
    const target = await resolveWebhookTarget(parseWebhookUrl(url), { allowPrivate: true });
    const headers = signWebhook({
      secret,
      id: "msg_thread",
      timestamp: Math.floor(Date.now() / 1000),
      body,
    });
    return poster!.post({ target, headers, body, timeoutMs });
  }

  it("posts the signed body from its thread and answers what the receiver said", async () => {
    receiver = await startWebhookReceiver();
    const secret = generateWebhookSecret();
    receiver.setSecret(secret);
    receiver.answer([500, 200]);
    poster = startWebhookPoster();
    const body = JSON.stringify({ type: "submission.created", data: { n: 1 } });

    const failed = await signedPost(receiver.url, body, secret);
    expect(failed).toEqual({
      statusCode: 500,
      excerpt: "failing with 500",
      error: "receiver answered 500",
    });
    const delivered = await signedPost(receiver.url, body, secret);
    expect(delivered).toEqual({ statusCode: 200, excerpt: "thanks", error: null });

    const received = await receiver.waitFor(2);
    expect(received.map((r) => r.body)).toEqual([body, body]);
    expect(received[1]?.verified, "the standardwebhooks library accepts the signature").toEqual(
      JSON.parse(body),
    );
    expect(received[1]?.headers["webhook-id"]).toBe("msg_thread");
  });

  it("keeps the timeout, and many posts at once each get their own answer", async () => {
    receiver = await startWebhookReceiver();
    const secret = generateWebhookSecret();
    receiver.setSecret(secret);
    poster = startWebhookPoster();
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signedPost(receiver!.url, `{"n":${i}}`, secret)),
    );
    expect(outcomes.every((o) => o.statusCode === 200 && o.error === null)).toBe(true);
    const bodies = (await receiver.waitFor(40)).map((r) => JSON.parse(r.body).n);
    expect(bodies.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i));

    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const port = (silent.address() as AddressInfo).port;
      const outcome = await signedPost(`http://127.0.0.1:${port}/hook`, "{}", secret, 200);
      expect(outcome).toEqual({ statusCode: null, excerpt: null, error: "timed out after 200 ms" });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it("answers a post it cannot even build with an error, and goes on posting", async () => {
    receiver = await startWebhookReceiver();
    poster = startWebhookPoster();
    const target = await resolveWebhookTarget(parseWebhookUrl(receiver.url), {
      allowPrivate: true,
    });
    const broken = await poster.post({ target, headers: { "bad header": "x" }, body: "{}" });
    expect(broken.statusCode).toBeNull();
    expect(broken.error).toMatch(/header/i);
    expect(broken.error).not.toContain(THREAD_STOPPED);
    const next = await poster.post({ target, headers: {}, body: "{}" });
    expect(next).toEqual({ statusCode: 200, excerpt: "thanks", error: null });
  });

  it("answers posts under way with an error when the thread ends, and starts a new one for the next", async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const port = (silent.address() as AddressInfo).port;
      poster = startWebhookPoster();
      const secret = generateWebhookSecret();
      const underWay = signedPost(`http://127.0.0.1:${port}/hook`, "{}", secret);
      await new Promise((r) => setTimeout(r, 200));
      await poster.close();
      expect((await underWay).error).toBe(THREAD_STOPPED);

      receiver = await startWebhookReceiver();
      const next = await signedPost(receiver.url, "{}", secret);
      expect(next).toEqual({ statusCode: 200, excerpt: "thanks", error: null });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});
