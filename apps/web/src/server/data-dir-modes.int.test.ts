import { lstatSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type ChildApiServer, childApiServer, freePort } from "./testing/child-api-server";
import { publishForm } from "./testing/submission-client";

const TOKEN = "data-dir-modes-admin-token-at-least-32-chars";
const PDF = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(3000, 0x42)]);

/** Every path under `root` (itself included) with its permission bits, as `0700`-style text. */
function modesUnder(root: string): Array<{ path: string; kind: "dir" | "file"; mode: string }> {
  const found: Array<{ path: string; kind: "dir" | "file"; mode: string }> = [];
  const visit = (at: string) => {
    const info = lstatSync(at);
    const mode = (info.mode & 0o777).toString(8).padStart(4, "0");
    const relative = path.relative(root, at) || ".";
    if (info.isDirectory()) {
      found.push({ path: relative, kind: "dir", mode });
      for (const name of readdirSync(at)) visit(path.join(at, name));
    } else {
      found.push({ path: relative, kind: "file", mode });
    }
  };
  visit(root);
  return found;
}

/**
 * Issue 27, point 4: the data the server writes is its own. Whatever the
 * umask of the shell that starts it, `DATA_DIR` and every folder in it are
 * 0700 and every file (PGlite's, uploads, the lock, the socket) 0600 or less.
 */
describe("the files of DATA_DIR", () => {
  const servers: ChildApiServer[] = [];
  const dirs: string[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.kill("SIGKILL");
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("are readable and writable by the server's user only", async () => {
    const parent = mkdtempSync(path.join(os.tmpdir(), "formwright-modes-"));
    dirs.push(parent);
    // A DATA_DIR the server creates, started from a shell whose umask lets everyone read.
    const dataDir = path.join(parent, "data");
    const umask = process.umask(0o022);
    let server: ChildApiServer;
    try {
      server = childApiServer({
        port: await freePort(),
        env: { DATA_DIR: dataDir, FORMWRIGHT_FORMS_DIR: parent, FORMWRIGHT_ADMIN_TOKEN: TOKEN },
        startTimeoutMs: 90_000,
      });
      servers.push(server);
      await server.start();
    } finally {
      process.umask(umask);
    }
    await publishForm({
      graphqlUrl: server.graphqlUrl,
      token: TOKEN,
      document: {
        slug: "modes",
        title: "Modes",
        blocks: [{ type: "file", name: "cv", label: "CV", accept: [".pdf"] }],
      },
    });
    const uploaded = await fetch(`${server.url}/api/files?form=modes&field=cv`, {
      method: "POST",
      headers: { "x-filename": "cv.pdf", "content-type": "application/octet-stream" },
      body: new Uint8Array(PDF),
    });
    expect(uploaded.status).toBe(201);

    const found = modesUnder(dataDir);
    // What the test must see for it to prove anything: PGlite's files and the upload.
    expect(found.some((f) => f.kind === "file" && f.path.startsWith(`pglite${path.sep}`))).toBe(
      true,
    );
    expect(found.some((f) => f.path.startsWith(`uploads${path.sep}respondent-`))).toBe(true);
    // Those others may reach, by kind and mode, with a few of their paths.
    const open: Record<string, string[]> = {};
    for (const f of found) {
      const isOpen =
        f.kind === "dir" ? f.mode !== "0700" : (Number.parseInt(f.mode, 8) & 0o177) !== 0;
      if (!isOpen) continue;
      const key = `${f.kind} ${f.mode}`;
      open[key] = [...(open[key] ?? []), f.path];
    }
    const summary = Object.fromEntries(
      Object.entries(open).map(([key, paths]) => [
        key,
        `${paths.length} of ${found.length}, e.g. ${paths.slice(0, 3).join(", ")}`,
      ]),
    );
    expect(summary).toEqual({});
    // As long as the server's start may take (startTimeoutMs), and the rest: a start
    // beside other integration files on a loaded 2-core machine took over 30 s.
  }, 120_000);
});
