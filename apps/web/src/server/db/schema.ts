import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** One row per form: its slug, the draft being edited, and which version is live. */
export const forms = pgTable("forms", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  /** The draft document (unvalidated JSON is never stored: services validate first). */
  draft: jsonb("draft").notNull(),
  /** Bumped on every draft save; lets a save detect that someone else saved first. */
  revision: integer("revision").notNull().default(1),
  /** The live version number, or null while unpublished. */
  publishedVersion: integer("published_version"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Published versions are immutable: a submission points at the one it answered. */
export const formVersions = pgTable(
  "form_versions",
  {
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    document: jsonb("document").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.formId, t.version] })],
);

/**
 * One row per accepted submission. `created_at` keeps milliseconds only, so a
 * JavaScript Date round-trips exactly and cursors compare correctly.
 */
export const submissions = pgTable(
  "submissions",
  {
    id: uuid("id").primaryKey(),
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    data: jsonb("data").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("submissions_form_idempotency_key").on(t.formId, t.idempotencyKey),
    index("submissions_form_created").on(t.formId, t.createdAt.desc(), t.id.desc()),
  ],
);

export const schema = { forms, formVersions, submissions };

/** `sql` re-exported so services build raw fragments against the same dialect. */
export { sql };
