import { lexicographicSortSchema, printSchema } from "graphql";
import { schema } from "./schema";

/** Where the printed schema lives: the contract tools and codegen read. */
export const SCHEMA_FILE = "apps/web/schema.graphql";

const HEADER = `# The Formwright GraphQL API, printed from the server's schema.
# Do not edit: \`npm run codegen\` writes it (and the app's operation types).
# A test fails when it is stale.
`;

/**
 * The whole API schema in SDL, sorted, with a header, as `schema.graphql` holds it.
 *
 * @example
 * printedSchema().includes("type Query"); // true
 */
export function printedSchema(): string {
  return `${HEADER}\n${printSchema(lexicographicSortSchema(schema))}\n`;
}
