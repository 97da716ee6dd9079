/**
 * The webhook delivery thread's entry (see webhook-poster.ts): answers each
 * `{ id, input }` message from the main thread with `{ id, outcome }` after
 * POSTing `input` with {@link postWebhook}. Built to dist/webhook-thread.mjs.
 */
import { parentPort } from "node:worker_threads";
import { type PostOutcome, postWebhook } from "./post-webhook";
import type { PostRequest } from "./webhook-poster";

async function post(input: PostRequest): Promise<PostOutcome> {
  try {
    return await postWebhook({
      target: { url: new URL(input.url), address: input.address, family: input.family },
      headers: input.headers,
      body: input.body,
      timeoutMs: input.timeoutMs,
    });
  } catch (error) {
    // postWebhook never throws; a request that cannot even be built is one failed attempt.
    return {
      statusCode: null,
      excerpt: null,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

parentPort?.on("message", (message: { id: number; input: PostRequest }) => {
  void post(message.input).then((outcome) => parentPort?.postMessage({ id: message.id, outcome }));
});
