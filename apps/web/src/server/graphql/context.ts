import type { Database } from "../db/database";
import type { Actor } from "../services/auth/actor";

/** What every resolver receives. */
export interface GraphQLContext {
  db: Database;
  /**
   * Who is asking. Resolved on first use and remembered for the request, so
   * public operations never pay for a session lookup.
   */
  actor: () => Promise<Actor | null>;
}
