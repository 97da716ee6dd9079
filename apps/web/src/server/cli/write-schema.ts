/**
 * `npm run codegen` step 1: prints the API schema to apps/web/schema.graphql
 * (GraphQL Code Generator then reads it for the app's operation types).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { printedSchema, SCHEMA_FILE } from "../graphql/print-schema";

const root = path.resolve(import.meta.dirname, "../../../../..");
writeFileSync(path.join(root, SCHEMA_FILE), printedSchema());
console.log(`Wrote ${SCHEMA_FILE}`);
