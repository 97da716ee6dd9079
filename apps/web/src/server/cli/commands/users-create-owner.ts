import { inviteUser } from "../../services/auth/invites";
import type { CliCommand } from "../command";
import { withConfiguredDatabase } from "./open-configured";

/**
 * `users create-owner <email>`: creates an owner from the server's shell
 * (first start without FORMWRIGHT_ADMIN_EMAIL, or a new owner when nobody
 * can sign in) and prints a one-time link, valid 72 hours, that sets their
 * password. No password is typed on the command line, so none lands in the
 * shell's history.
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
    return withConfiguredDatabase(config, async ({ db }) => {
      try {
        const invite = await inviteUser(db, { email, role: "owner", mail: null, invitedBy: null });
        out(
          `Owner ${invite.user.email} created; set the password by ${invite.expiresAt.toISOString()} at:`,
        );
        out(`${config.publicUrl ?? `http://localhost:${config.port}`}${invite.path}`);
        return 0;
      } catch (error) {
        err((error as Error).message);
        return 1;
      }
    });
  },
};
