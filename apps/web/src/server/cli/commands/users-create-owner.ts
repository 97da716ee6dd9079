import { OperationError } from "../../control/operations";
import { publicUrlOf } from "../../public-url";
import type { CliCommand } from "../command";
import { viaServerOrDatabase } from "./open-configured";

/**
 * `users create-owner <email>`: creates an owner from the server's shell
 * (first start without FORMWRIGHT_ADMIN_EMAIL, or a new owner when nobody
 * can sign in) and prints a one-time link, valid 72 hours, that sets their
 * password. No password is typed on the command line, so none lands in the
 * shell's history. Works through the running server when it holds the
 * embedded database.
 */
export const usersCreateOwner: CliCommand = {
  name: "users create-owner",
  usage: "<email>",
  summary: "create an owner and print a one-time link (valid 72 hours) that sets their password",
  async run(args, { config, out, err }) {
    const [email, ...rest] = args;
    if (!email || rest.length > 0) {
      err("usage: npm run cli -- users create-owner <email>");
      return 2;
    }
    try {
      const invite = await viaServerOrDatabase(config, "users create-owner", { email });
      out(`Owner ${invite.email} created; set the password by ${invite.expiresAt} at:`);
      out(`${publicUrlOf(config)}${invite.path}`);
      return 0;
    } catch (error) {
      if (!(error instanceof OperationError)) throw error;
      err(error.message);
      return 1;
    }
  },
};
