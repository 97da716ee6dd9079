import type { Database } from "../db/database";

/** What every resolver receives. */
export interface GraphQLContext {
  db: Database;
  /** The caller presented a valid admin credential. */
  isAdmin: boolean;
}
