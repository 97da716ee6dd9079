import type { ServerConfig } from "../config";

/** Where a command writes, and the configuration it runs with. */
export interface CliContext {
  config: ServerConfig;
  out: (line: string) => void;
  err: (line: string) => void;
}

/** One command of `npm run cli`: `<group> <name> [args]`. */
export interface CliCommand {
  /** e.g. `users reset-password` */
  name: string;
  /** e.g. `<email>` */
  usage: string;
  summary: string;
  /** Returns the exit code. */
  run(args: string[], context: CliContext): Promise<number>;
}
