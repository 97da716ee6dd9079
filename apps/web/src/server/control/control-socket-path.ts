import { createHash } from "node:crypto";
import os from "node:os";
import path from "node:path";

/** A Unix socket's path must fit in `sockaddr_un` (108 bytes on Linux, 104 on macOS). */
const MAX_SOCKET_PATH = 100;

/**
 * Where a server on the embedded database in `dataDir` listens for the
 * command line: `DATA_DIR/control.sock`, readable by the server's user only;
 * under the system's temporary folder when that path is too long for a socket.
 */
export function controlSocketPath(dataDir: string): string {
  const inside = path.join(path.resolve(dataDir), "control.sock");
  if (Buffer.byteLength(inside) <= MAX_SOCKET_PATH) return inside;
  const id = createHash("sha256").update(path.resolve(dataDir)).digest("hex").slice(0, 16);
  return path.join(os.tmpdir(), `formwright-${id}.sock`);
}
