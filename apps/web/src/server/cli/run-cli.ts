import type { CliCommand, CliContext } from "./command";
import { backup } from "./commands/backup";
import { dbMigrateTo } from "./commands/db-migrate-to";
import { formsPull } from "./commands/forms-pull";
import { respondentsDelete, respondentsFind } from "./commands/respondents";
import { restore } from "./commands/restore";
import { usersCreateOwner } from "./commands/users-create-owner";
import { usersResetTwoFactor } from "./commands/users-reset-2fa";
import { usersResetPassword } from "./commands/users-reset-password";

/** Every command, by name. Add a command: one module in `commands/` and one entry here. */
export const COMMANDS: readonly CliCommand[] = [
  usersCreateOwner,
  usersResetPassword,
  usersResetTwoFactor,
  formsPull,
  backup,
  restore,
  dbMigrateTo,
  respondentsFind,
  respondentsDelete,
];

function help(): string {
  const lines = COMMANDS.map((c) => `  ${c.name} ${c.usage}\n      ${c.summary}`);
  return ["usage: npm run cli -- <command> [arguments]", "", "commands:", ...lines].join("\n");
}

/**
 * Finds the command the arguments name (its words first) and runs it.
 * Returns the exit code: 2 for an unknown command or bad usage.
 *
 * @example await runCli(["users", "reset-password", "owner@example.com"], context) // 0
 */
export async function runCli(argv: readonly string[], context: CliContext): Promise<number> {
  if (argv.length === 0 || argv[0] === "help" || argv[0] === "--help") {
    context.out(help());
    return argv.length === 0 ? 2 : 0;
  }
  for (const command of COMMANDS) {
    const words = command.name.split(" ");
    if (words.every((word, i) => argv[i] === word)) {
      return command.run(argv.slice(words.length), context);
    }
  }
  context.err(`Unknown command: ${argv.join(" ")}\n\n${help()}`);
  return 2;
}
