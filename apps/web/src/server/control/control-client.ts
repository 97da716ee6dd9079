import { createWriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { request } from "node:http";
import { pipeline } from "node:stream/promises";
import { currentHolder } from "../db/directory-lock";
import {
  type ControlOperationName,
  OperationError,
  type OperationInput,
  type OperationOutput,
} from "./operations";

/** A running server, reached over its local socket. */
export interface ControlClient {
  pid: number;
  /** Writes a backup of the server's database to `file`; the file appears only when complete. */
  backup: (file: string) => Promise<void>;
  run: <N extends ControlOperationName>(
    name: N,
    input: OperationInput<N>,
  ) => Promise<OperationOutput<N>>;
}

function post(socket: string, path: string, body?: unknown) {
  return new Promise<import("node:http").IncomingMessage>((resolve, reject) => {
    const req = request({ socketPath: socket, path, method: "POST" }, resolve);
    req.on("error", (error) =>
      reject(new Error(`The running server did not answer on ${socket} (${error.message})`)),
    );
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/**
 * The server that holds the embedded database in `dataDir`, when one runs
 * and listens for the command line; null when no process holds it.
 * Throws when another command holds it, or a server that is still starting.
 */
export async function runningServer(dataDir: string): Promise<ControlClient | null> {
  const holder = await currentHolder(dataDir);
  if (!holder) return null;
  const socket = holder.control;
  if (!socket) {
    throw new OperationError(
      `The embedded database in ${dataDir} is in use by process ${holder.pid} (${holder.command}), which does not take commands: try again when it has ended or finished starting`,
    );
  }
  return {
    pid: holder.pid,
    backup: async (file) => {
      const response = await post(socket, "/backup");
      if (response.statusCode !== 200) {
        response.resume();
        throw new Error(`The running server refused the backup (${response.statusCode})`);
      }
      const partial = `${file}.partial`;
      try {
        await pipeline(response, createWriteStream(partial, { mode: 0o600, flags: "wx" }));
        if (!response.complete) throw new Error("the answer ended early");
      } catch (error) {
        await rm(partial, { force: true });
        throw new Error(
          `The running server (process ${holder.pid}) did not finish the backup: ${(error as Error).message}. Its log says why; nothing was written to ${file}.`,
        );
      }
      await rename(partial, file);
    },
    run: async (name, input) => {
      const response = await post(socket, `/operations/${encodeURIComponent(name)}`, input);
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
        result?: unknown;
        error?: string;
      };
      if (response.statusCode === 200) return body.result as OperationOutput<typeof name>;
      throw new OperationError(body.error ?? `The running server answered ${response.statusCode}`);
    },
  };
}
