import { RESET_TWO_FACTOR_COMMAND } from "../../../lib/two-factor";
import { OperationError } from "../../control/operations";
import type { CliCommand } from "../command";
import { viaServerOrDatabase } from "./open-configured";

/**
 * `users reset-2fa <email>`: turns two-factor sign-in off for a user who lost
 * their authenticator app and their recovery codes. They then sign in with
 * their password alone (and set it up again; with FORMWRIGHT_REQUIRE_2FA=1
 * they are sent to). Works beside a running server, as `users reset-password`.
 */
export const usersResetTwoFactor: CliCommand = {
  name: "users reset-2fa",
  usage: "<email>",
  summary: "turn two-factor sign-in off for a user locked out of it (lost app and recovery codes)",
  async run(args, { config, out, err }) {
    const [email, ...rest] = args;
    if (!email || rest.length > 0) {
      err(`usage: ${RESET_TWO_FACTOR_COMMAND}`);
      return 2;
    }
    try {
      const reset = await viaServerOrDatabase(config, "users reset-2fa", { email });
      out(
        reset.wasOn
          ? `Two-factor sign-in is now off for ${reset.email} (${reset.role}): they sign in with their password alone, and can set it up again on their account page.`
          : `Two-factor sign-in was not on for ${reset.email} (${reset.role}): nothing to reset.`,
      );
      return 0;
    } catch (error) {
      if (!(error instanceof OperationError)) throw error;
      err(error.message);
      return 1;
    }
  },
};
