import { openDatabase } from "../../db/database";
import { createPasswordReset } from "../../services/auth/password-resets";
import { findUserByEmail } from "../../services/auth/users";
import type { CliCommand } from "../command";

/**
 * `users reset-password <email>`: prints a one-time link that sets a new
 * password, for an owner locked out of their account. It opens the database
 * the server uses (DATA_DIR or DATABASE_URL), so it runs on the server's shell.
 */
export const usersResetPassword: CliCommand = {
  name: "users reset-password",
  usage: "<email>",
  summary: "print a one-time link (valid one hour) that sets a new password for a user",
  async run(args, { config, out, err }) {
    const [email, ...rest] = args;
    if (!email || rest.length > 0) {
      err("usage: npm run cli -- users reset-password <email>");
      return 2;
    }
    const database = await openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      poolSize: 1,
    });
    try {
      const user = await findUserByEmail(database.db, email);
      if (!user) {
        err(`No user has the email ${email.trim().toLowerCase()}`);
        return 1;
      }
      const reset = await createPasswordReset(database.db, user.id);
      out(
        `Password reset link for ${user.email} (${user.role}), valid until ${reset.expiresAt.toISOString()}:`,
      );
      out(`http://localhost:${config.port}${reset.path}`);
      out(
        "Open it on the server's address; it works once. Using it ends every session of this user.",
      );
      return 0;
    } finally {
      await database.close();
    }
  },
};
