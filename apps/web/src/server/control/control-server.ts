import { chmod, rm } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Logger } from "pino";
import type { Database } from "../db/database";
import { writeBackupTo } from "../services/data-transfer/transfer";
import type { FileStorage } from "../storage/file-storage";
import { type ControlOperationName, controlOperations, OperationError } from "./operations";

/** A request body of the command line: an email, never more. */
const BODY_LIMIT = 64 * 1024;

/** The command line's way into a running server. */
export interface ControlServer {
  socket: string;
  close: () => Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) throw new OperationError("The request is too large");
    chunks.push(chunk as Buffer);
  }
  return chunks.length === 0 ? {} : JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

function reply(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

/**
 * Listens on a local socket (mode 0600: the server's own user, as the data
 * directory's files are) for the command line's requests, so commands work
 * while the server holds the embedded database:
 * - `POST /backup` streams a backup (the same gzip file `backup` writes);
 * - `POST /operations/<name>` runs one of {@link controlOperations} with a
 *   JSON input, answering `{ result }` or `{ error }` (422).
 *
 * @example
 * const control = await startControlServer({ db, storage, socket: controlSocketPath(dataDir), logger });
 */
export async function startControlServer(input: {
  db: Database;
  storage: FileStorage;
  socket: string;
  logger: Logger;
}): Promise<ControlServer> {
  const { db, storage, logger } = input;
  const server = createServer(async (request, response) => {
    const url = request.url ?? "/";
    if (request.method !== "POST") return reply(response, 405, { error: "POST only" });
    if (url === "/backup") {
      logger.info("backup requested by the command line");
      response.writeHead(200, { "content-type": "application/gzip" });
      try {
        const counts = await writeBackupTo(db, response);
        logger.info({ counts }, "backup sent to the command line");
      } catch (error) {
        logger.error({ err: error }, "backup for the command line failed");
      }
      return;
    }
    const name = decodeURIComponent(url.replace(/^\/operations\//, "")) as ControlOperationName;
    const operation = url.startsWith("/operations/") ? controlOperations[name] : undefined;
    if (!operation) return reply(response, 404, { error: `No such operation: ${url}` });
    try {
      const parsed = operation.input.safeParse(await readJson(request));
      if (!parsed.success) return reply(response, 400, { error: parsed.error.message });
      logger.info({ operation: name }, "command line operation");
      return reply(response, 200, {
        result: await operation.run({ db, storage }, parsed.data as never),
      });
    } catch (error) {
      if (error instanceof OperationError || error instanceof SyntaxError) {
        return reply(response, 422, { error: error.message });
      }
      logger.error({ err: error, operation: name }, "command line operation failed");
      return reply(response, 500, { error: (error as Error).message });
    }
  });
  // A socket file left by a server that was killed: we hold the directory's lock, so it is not in use.
  await rm(input.socket, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(input.socket, () => {
      server.off("error", reject);
      resolve();
    });
  });
  await chmod(input.socket, 0o600);
  return {
    socket: input.socket,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }).then(() => rm(input.socket, { force: true })),
  };
}
