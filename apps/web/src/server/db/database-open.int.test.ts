import { lstatSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appRoot } from "../app-root";
import { openDatabase } from "./database";
import { currentHolder } from "./directory-lock";
import { newClusterTemplate, setNewClusterTemplate } from "./new-cluster-template";

const journal = JSON.parse(
  readFileSync(path.join(appRoot(), "drizzle/meta/_journal.json"), "utf8"),
) as { entries: Array<{ tag: string }> };

/** Paths under `dir` that anyone but the owner may read or write, with their modes. */
function openToOthers(dir: string): string[] {
  const open: string[] = [];
  const walk = (at: string) => {
    const info = lstatSync(at);
    if ((info.mode & 0o077) !== 0) open.push(`${at} ${(info.mode & 0o777).toString(8)}`);
    if (info.isDirectory()) for (const name of readdirSync(at)) walk(path.join(at, name));
  };
  walk(dir);
  return open;
}

describe("opening the embedded database", () => {
  it("names the migrations it applied: all on a new database, none on the next start", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "formwright-open-"));
    const first = await openDatabase({ dataDir: dir });
    await first.close();
    expect(first.migrationsApplied).toEqual(journal.entries.map((e) => e.tag));
    const second = await openDatabase({ dataDir: dir });
    await second.close();
    expect(second.migrationsApplied).toEqual([]);
  }, 60_000);

  it("whoever opens it (the server or a command such as restore), its files are the owner's alone", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "formwright-modes-"));
    await (await openDatabase({ dataDir: dir })).close();
    expect(openToOthers(path.join(dir, "pglite"))).toEqual([]);
  }, 60_000);

  it("a damaged database says which directory and what to do, and leaves it unlocked", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "formwright-damaged-"));
    await (await openDatabase({ dataDir: dir })).close();
    writeFileSync(path.join(dir, "pglite/global/pg_control"), "not a control file");

    const error = (await openDatabase({ dataDir: dir }).then(
      () => new Error("opened"),
      (e: unknown) => e,
    )) as Error;
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toContain(
      `The embedded database in ${path.join(dir, "pglite")} could not be opened`,
    );
    expect(error.message).toContain("npm run cli -- restore");
    expect(error.message).not.toMatch(/^Aborted\(\)/);
    expect(await currentHolder(dir)).toBeNull();
  }, 120_000);

  it("in memory, copied from the test run's empty cluster: every migration runs on each copy", async () => {
    expect(newClusterTemplate()).toBeInstanceOf(Blob);
    const first = await openDatabase({ dataDir: "memory://" });
    await first.db.execute(sql`insert into settings (key, value) values ('probe', 'first')`);
    const second = await openDatabase({ dataDir: "memory://" });
    const probe = await second.db.execute(sql`select value from settings where key = 'probe'`);
    await Promise.all([first.close(), second.close()]);
    expect(first.migrationsApplied).toEqual(journal.entries.map((e) => e.tag));
    expect(second.migrationsApplied).toEqual(journal.entries.map((e) => e.tag));
    expect((probe as unknown as { rows: unknown[] }).rows).toEqual([]);
  }, 60_000);

  it("without a template (as outside the tests): initdb, then every migration, files the owner's alone", async () => {
    const template = newClusterTemplate();
    setNewClusterTemplate(undefined);
    try {
      const memory = await openDatabase({ dataDir: "memory://" });
      await memory.close();
      expect(memory.migrationsApplied).toEqual(journal.entries.map((e) => e.tag));
      const dir = mkdtempSync(path.join(os.tmpdir(), "formwright-initdb-"));
      const disk = await openDatabase({ dataDir: dir });
      await disk.close();
      expect(disk.migrationsApplied).toEqual(journal.entries.map((e) => e.tag));
      expect(openToOthers(path.join(dir, "pglite"))).toEqual([]);
    } finally {
      setNewClusterTemplate(template && (() => template));
    }
  }, 120_000);
});
