import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** One request as the server received it. */
export interface RecordedRequest {
  method: string;
  /** Path and query string, parsed against the server's origin. */
  url: URL;
  headers: IncomingHttpHeaders;
  /** Raw body text, "" when there was none. */
  body: string;
}

/** How the server answers; `body` is sent as JSON unless it is a string. */
export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** Send the headers and half the body, then drop the connection. */
  isCutOff?: boolean;
}

/** A real HTTP server on 127.0.0.1 that records requests and replies as told. */
export interface GraphqlTestServer {
  /** The endpoint, `http://127.0.0.1:<port>/graphql`. */
  url: string;
  requests: RecordedRequest[];
  /** Sets the reply for the following requests (a function sees each request). */
  reply(reply: Reply | ((request: RecordedRequest) => Reply)): void;
  /** Stops the server; calling it again does nothing. */
  close(): Promise<void>;
}

const DEFAULT_REPLY: Reply = { body: { data: { ok: true } } };

/**
 * Starts a server on a free port. It answers every request with
 * `{ "data": { "ok": true } }` until told otherwise.
 */
export async function startGraphqlTestServer(): Promise<GraphqlTestServer> {
  const requests: RecordedRequest[] = [];
  let replyWith: Reply | ((request: RecordedRequest) => Reply) = DEFAULT_REPLY;

  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const recorded: RecordedRequest = {
        method: incoming.method ?? "",
        url: new URL(incoming.url ?? "/", "http://127.0.0.1"),
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(recorded);
      const reply = typeof replyWith === "function" ? replyWith(recorded) : replyWith;
      const isText = typeof reply.body === "string";
      outgoing.writeHead(reply.status ?? 200, {
        "Content-Type": isText ? "text/plain" : "application/json",
        ...reply.headers,
      });
      const text = isText ? String(reply.body) : JSON.stringify(reply.body ?? null);
      if (reply.isCutOff) {
        outgoing.flushHeaders();
        outgoing.write(text.slice(0, text.length / 2), () => incoming.socket.destroy());
        return;
      }
      outgoing.end(text);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/graphql`,
    requests,
    reply(reply) {
      replyWith = reply;
    },
    close() {
      if (!server.listening) return Promise.resolve();
      return new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}
