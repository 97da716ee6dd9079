import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { type PostOutcome, postWebhook } from "./post-webhook";

/** One POST as it crosses to the delivery thread (plain data). */
export interface PostRequest {
  url: string;
  address: string;
  family: 4 | 6;
  headers: Record<string, string>;
  body: string;
  timeoutMs?: number;
}

/** What {@link postWebhook} takes. */
export type PostInput = Parameters<typeof postWebhook>[0];

/** Posts webhooks; {@link startWebhookPoster} makes one. */
export interface WebhookPoster {
  post: (input: PostInput) => Promise<PostOutcome>;
  /** Ends the thread; posts under way answer with an error (they are retried). */
  close: () => Promise<void>;
}

/** The outcome of a post the thread could not finish. */
export const THREAD_STOPPED = "the delivery thread stopped before the receiver answered";

/** Where the thread's code is: built next to dist/server.mjs, or the source under tsx. */
function threadEntry(): { file: URL; workerData?: { entry: string } } | null {
  const here = import.meta.url;
  if (here.endsWith(".ts")) {
    return {
      file: new URL("./webhook-thread-dev.mjs", here),
      workerData: { entry: new URL("./webhook-thread.ts", here).href },
    };
  }
  const built = new URL("./webhook-thread.mjs", here);
  return existsSync(fileURLToPath(built)) ? { file: built } : null;
}

/**
 * Posts webhooks from a thread of their own. On the main thread every event
 * loop turn waits for the request handlers (and, on PGlite, the database
 * statements) before it; a POST takes several turns (connect, write, read),
 * so under a submission load each delivery took a second and the outbox fell
 * behind the intake. The thread's loop only posts, and its answers come back
 * together. A thread that dies is replaced at the next post; where no thread
 * can start (the built file missing), posts run on the main thread.
 *
 * @example
 * const poster = startWebhookPoster();
 * const outcome = await poster.post({ target, headers, body });
 * await poster.close();
 */
export function startWebhookPoster(): WebhookPoster {
  const entry = threadEntry();
  let thread: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, (outcome: PostOutcome) => void>();
  const failAll = (error: string) => {
    for (const resolve of pending.values()) resolve({ statusCode: null, excerpt: null, error });
    pending.clear();
  };
  const start = (): Worker | null => {
    if (!entry) return null;
    const worker = new Worker(entry.file, { workerData: entry.workerData });
    worker.unref();
    worker.on("message", (message: { id: number; outcome: PostOutcome }) => {
      const resolve = pending.get(message.id);
      pending.delete(message.id);
      resolve?.(message.outcome);
    });
    const gone = (error?: Error) => {
      if (thread !== worker) return;
      thread = null;
      failAll(error ? `${THREAD_STOPPED} (${error.message})` : THREAD_STOPPED);
    };
    worker.on("error", gone);
    worker.on("exit", () => gone());
    return worker;
  };
  return {
    post: (input) => {
      thread ??= start();
      if (!thread) return postWebhook(input);
      const id = nextId++;
      const request: PostRequest = {
        url: input.target.url.href,
        address: input.target.address,
        family: input.target.family,
        headers: input.headers,
        body: input.body,
        timeoutMs: input.timeoutMs,
      };
      const answered = new Promise<PostOutcome>((resolve) => pending.set(id, resolve));
      thread.postMessage({ id, input: request });
      return answered;
    },
    close: async () => {
      const worker = thread;
      thread = null;
      failAll(THREAD_STOPPED);
      await worker?.terminate();
    },
  };
}
