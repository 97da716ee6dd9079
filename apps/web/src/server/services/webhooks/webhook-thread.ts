/**
 * The webhook delivery thread's entry (see webhook-poster.ts): answers each
 * `{ id, input }` message from the main thread with `{ id, outcome }` after
 * POSTing `input` with {@link postWebhook}. Built to dist/webhook-thread.mjs.
 */
import { parentPort } from "node:worker_threads";
import { postWebhook } from "./post-webhook";
import type { PostRequest } from "./webhook-poster";

parentPort?.on("message", (message: { id: number; input: PostRequest }) => {
  const { id, input } = message;
  void postWebhook({
    target: { url: new URL(input.url), address: input.address, family: input.family },
    headers: input.headers,
    body: input.body,
    timeoutMs: input.timeoutMs,
  }).then((outcome) => parentPort?.postMessage({ id, outcome }));
});
