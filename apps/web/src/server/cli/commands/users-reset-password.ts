import { RESET_PASSWORD_COMMAND } from "../../../lib/auth-messages";
import { OperationError } from "../../control/operations";
import { publicUrlOf } from "../../public-url";
import type { CliCommand } from "../command";
import { viaServerOrDatabase } from "./open-configured";

/**
 * `users reset-password <email>`: prints a one-time link that sets a new
 * password, for an owner locked out of their account. It works on the
 * database the server uses (DATA_DIR or DATABASE_URL), through the running
 * server when it holds the embedded database, so it runs on the server's shell.
 */
export const usersResetPassword: CliCommand = {
  name: "users reset-password",
  usage: "<email>",
  summary: "print a one-time link (valid one hour) that sets a new password for a user",
  async run(args, { config, out, err }) {
    const [email, ...rest] = args;
    if (!email || rest.length > 0) {
      err(`usage: ${RESET_PASSWORD_COMMAND}`);
      return 2;
    }
    try {
      const reset = await viaServerOrDatabase(config, "users reset-password", { email });
      out(
        `Password reset link for ${reset.email} (${reset.role}), valid until ${reset.expiresAt}:`,
      );
      out(`${publicUrlOf(config)}${reset.path}`);
      out(
        "Open it on the server's address; it works once. Using it ends every session of this user.",
      );
      return 0;
    } catch (error) {
      if (!(error instanceof OperationError)) throw error;
      err(error.message);
      return 1;
    }
  },
};
