import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { root } from "./app-server";

/** Starts (or reuses) the loopback PostgreSQL of scripts/postgres-up.sh; returns its URL. */
export function postgresServerUrl(port = 54329): string {
  return execFileSync("bash", [path.join(root, "scripts/postgres-up.sh"), String(port)], {
    encoding: "utf8",
  }).trim();
}

/** Creates an empty database on the server; returns its URL. */
export async function createScratchDatabase(serverUrl: string): Promise<string> {
  const name = `fw_bench_${randomBytes(5).toString("hex")}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
