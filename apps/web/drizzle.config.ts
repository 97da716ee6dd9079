import { defineConfig } from "drizzle-kit";

// `npx drizzle-kit generate --config apps/web/drizzle.config.ts` writes a new
// migration after a schema change. Migrations are applied at start-up.
export default defineConfig({
  dialect: "postgresql",
  schema: "./apps/web/src/server/db/schema.ts",
  out: "./apps/web/drizzle",
});
