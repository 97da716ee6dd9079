import { timingSafeEqual } from "node:crypto";
import { createYoga } from "graphql-yoga";
import type { Database } from "../db/database";
import type { GraphQLContext } from "./context";
import { schema } from "./schema";

/** Path the API answers on. */
export const GRAPHQL_PATH = "/api/graphql";

/** Creates the Yoga server for the API. */
export function createGraphQLServer(options: {
  db: Database;
  adminToken: string | undefined;
  isDev: boolean;
}) {
  return createYoga<Record<string, unknown>, GraphQLContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    landingPage: false,
    // Lets the query client send several operations in one request.
    batching: { limit: 10 },
    graphiql: options.isDev,
    logging: options.isDev ? "info" : "warn",
    context: ({ request }) => ({
      db: options.db,
      isAdmin: hasAdminToken(request.headers.get("authorization"), options.adminToken),
    }),
  });
}

function hasAdminToken(header: string | null, adminToken: string | undefined): boolean {
  if (!adminToken || !header?.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice("Bearer ".length));
  const expected = Buffer.from(adminToken);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
