/**
 * `npm run cli -- <command>`: Formwright's command line, run on the server's
 * shell with the server's environment (DATA_DIR / DATABASE_URL). Commands:
 * `npm run cli -- help`.
 */
import { loadAllFieldTypes } from "@formwright/core";
import { loadConfig } from "../config";
import { runCli } from "./run-cli";

async function main(): Promise<number> {
  process.umask(0o077); // as the server (PRIVATE_UMASK): what a command writes is this user's alone
  await loadAllFieldTypes();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  return runCli(process.argv.slice(2), {
    config,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
