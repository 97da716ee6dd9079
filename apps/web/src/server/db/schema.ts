import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
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
import { ROLES, type Role } from "../../lib/permissions";

/**
 * The workspace migration 0027 made ("Default", holding every form, key and
 * image there was, with every user a member in their role), and the one rows
 * of a build from before 0027 land in during a rolling upgrade.
 */
export const DEFAULT_WORKSPACE_ID = "00000000-0000-4000-8000-000000000001";

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
  /**
   * Origins allowed to show the public form in a frame (CSP frame-ancestors).
   * Set by owners only, so it lives here rather than in the document editors edit.
   */
  embedOrigins: text("embed_origins").array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /**
   * The workspace the form belongs to (issue 34 §1, migration 0027). This
   * build always sets it; the default, the "Default" workspace the migration
   * made, is for a build from before 0027 during a rolling upgrade.
   */
  workspaceId: uuid("workspace_id")
    .notNull()
    .default(DEFAULT_WORKSPACE_ID)
    .references((): AnyPgColumn => workspaces.id, { onDelete: "restrict" }),
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
    /** Milliseconds from the served page (its fill token) to the submit; null for API clients. */
    fillMs: integer("fill_ms"),
    /** The language (BCP 47) the form was filled in; null when the client did not say. */
    language: text("language"),
    /**
     * The form's variables computed from the answers with the version they answered
     * (issue 32), by name; null for rows stored before migration 0017 (computed when read).
     */
    variables: jsonb("variables"),
    /** The id of the ending the answers chose; null when none (or not yet stored: `variables` null). */
    ending: text("ending"),
    /** The address its `verify` email field was verified for (issue 33 §2, migration 0021); null otherwise. */
    verifiedEmail: text("verified_email"),
  },
  (t) => [
    uniqueIndex("submissions_form_idempotency_key").on(t.formId, t.idempotencyKey),
    index("submissions_form_created").on(t.formId, t.createdAt.desc(), t.id.desc()),
    index("submissions_form_ending")
      .on(t.formId, t.ending, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.ending} is not null`),
  ],
);

/**
 * Edit links of submissions (issue 33 §4, migration 0023): the SHA-256 of each
 * token (never the token) and when it stops working. A submission may have
 * several (the confirmation's, the receipt mail's); all go with it.
 */
export const submissionEditLinks = pgTable(
  "submission_edit_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, precision: 3 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index("submission_edit_links_submission").on(t.submissionId)],
);

/**
 * The answers an edit replaced (issue 33 §4, migration 0023): `createdAt` is
 * when they were sent (the submit, or the edit before), `replacedAt` when the
 * edit replaced them. Deleted with their submission.
 */
export const submissionRevisions = pgTable(
  "submission_revisions",
  {
    id: uuid("id").primaryKey(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    data: jsonb("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull(),
    replacedAt: timestamp("replaced_at", { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
  },
  (t) => [index("submission_revisions_submission").on(t.submissionId, t.createdAt)],
);

// Roles are defined with the permission table (src/lib/permissions.ts).
export { ROLES, type Role };

const roleCheck = (column: string) =>
  sql.raw(`${column} in (${ROLES.map((r) => `'${r}'`).join(", ")})`);

/** People who sign in to the admin. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lower-case, so sign-in ignores the case of the address. */
    email: text("email").notNull().unique(),
    /** Null while an invited user has not set a password yet (they cannot sign in). */
    passwordHash: text("password_hash"),
    role: text("role").$type<Role>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check("users_role_check", roleCheck("role"))],
);

/**
 * Signed-in sessions. The cookie holds a random token; only its SHA-256 is
 * stored, so a database leak yields no usable session. Kept in the database
 * so every app instance sees every session.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Idle expiry: moves forward while the session is used. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /**
     * Absolute expiry: fixed at sign-in, however busy the session is. This
     * build always sets it; the default (DEFAULT_SESSION_MAX_AGE_DAYS) is for
     * a build from before migration 0006, which inserts sessions without it
     * during a rolling upgrade or after a rollback (migration 0015).
     */
    absoluteExpiresAt: timestamp("absolute_expires_at", { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '30 days'`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user").on(t.userId)],
);

/**
 * Failed sign-ins per account (lower-cased email, known or not), for the
 * growing delay between attempts (see `services/auth/sign-in-backoff.ts`).
 */
export const signInBackoff = pgTable("sign_in_backoff", {
  key: text("key").primaryKey(),
  /** Attempts counted since the last success (each counted before its password is checked). */
  failures: integer("failures").notNull(),
  lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
});

/**
 * One-time links that set a password: a reset, or an invitation for a user
 * who has none yet. Only the SHA-256 of the token is stored.
 */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    purpose: text("purpose").$type<"reset" | "invite">().notNull().default("reset"),
    /** The mail that carried the link, when it was emailed (its delivery shows on the users page). */
    mailId: uuid("mail_id").references((): AnyPgColumn => outbox.id, { onDelete: "set null" }),
  },
  (t) => [
    index("password_resets_user").on(t.userId),
    check("password_resets_purpose_check", sql`${t.purpose} in ('reset', 'invite')`),
  ],
);

/**
 * One-time links that were used (only the SHA-256 of the token), kept a while
 * (`LINK_MEMORY_DAYS` in services/auth/password-resets.ts) so that a link
 * opened again says it was used instead of showing a password form that can
 * only fail.
 */
export const spentPasswordLinks = pgTable(
  "spent_password_links",
  {
    id: text("id").primaryKey(),
    purpose: text("purpose").$type<"reset" | "invite">().notNull(),
    spentAt: timestamp("spent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("spent_password_links_spent_at").on(t.spentAt),
    check("spent_password_links_purpose_check", sql`${t.purpose} in ('reset', 'invite')`),
  ],
);

/**
 * CAPTCHA answers already used (issue 33, services/protection): each is taken
 * once, by one submission of one form (`idempotency_key`, so a retry of that
 * submission passes). Deleted once `expires_at` is past, when the answer would
 * be refused as expired anyway.
 */
export const captchaUses = pgTable(
  "captcha_uses",
  {
    /** SHA-256 of the used answer (hex). */
    digest: text("digest").primaryKey(),
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("captcha_uses_expires_at").on(t.expiresAt)],
);

/** API keys: shown once, stored hashed, acting with the role they were given. */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** The first characters of the key, to recognise it in a list. */
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull().unique(),
    role: text("role").$type<Role>().notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revoked: boolean("revoked").notNull().default(false),
    /** The workspace the key acts in (issue 34 §1, migration 0027); its role applies there only. */
    workspaceId: uuid("workspace_id")
      .notNull()
      .default(DEFAULT_WORKSPACE_ID)
      .references((): AnyPgColumn => workspaces.id, { onDelete: "cascade" }),
  },
  () => [check("api_keys_role_check", roleCheck("role"))],
);

/** Uploaded images: the files live in storage, their metadata here so every instance sees them. */
export const uploads = pgTable("uploads", {
  id: uuid("id").primaryKey(),
  /** Where the storage keeps the bytes, e.g. `0193…a1.png`. */
  storageKey: text("storage_key").notNull().unique(),
  originalName: text("original_name").notNull(),
  contentType: text("content_type").notNull(),
  byteSize: integer("byte_size").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** The workspace whose editors uploaded it and see it listed (issue 34 §1, migration 0027). */
  workspaceId: uuid("workspace_id")
    .notNull()
    .default(DEFAULT_WORKSPACE_ID)
    .references((): AnyPgColumn => workspaces.id, { onDelete: "restrict" }),
});

/**
 * Submissions caught as spam (honeypot filled, or filled faster than a person
 * can). Kept apart from `submissions`, so they are never counted, listed,
 * charted or exported by accident, yet nothing a bot sent is thrown away.
 */
export const spamSubmissions = pgTable(
  "spam_submissions",
  {
    id: uuid("id").primaryKey(),
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    data: jsonb("data").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    reason: text("reason").notNull(),
    /** The language the answers were filled in, kept for when they are moved (as `submissions.language`). */
    language: text("language"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("spam_submissions_form_idempotency_key").on(t.formId, t.idempotencyKey)],
);

/**
 * Rate-limit counters (rate-limiter-flexible's Drizzle store): in the
 * database, so every app instance counts against the same limits.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: timestamp("expire", { withTimezone: true }),
});

/** Settings shared by every instance, such as the secret that signs fill-time tokens. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/**
 * Webhooks of a form. `secret` is the Standard Webhooks signing secret
 * (`whsec_…`); it is kept as is because signing needs the raw key, and is
 * shown to the user only once, when the webhook is created.
 */
export const webhooks = pgTable(
  "webhooks",
  {
    id: uuid("id").primaryKey(),
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    secret: text("secret").notNull(),
    events: text("events")
      .array()
      .notNull()
      .default(sql`'{submission.created,submission.deleted}'::text[]`),
    enabled: boolean("enabled").notNull().default(true),
    /** What the body is: `standard` (signed JSON) or a chat service's message (issue 35 §2). */
    format: text("format").notNull().default("standard"),
    /** Why the webhook was switched off automatically (null when enabled or switched off by hand). */
    disabledReason: text("disabled_reason"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index("webhooks_form").on(t.formId)],
);

/** Who is mailed about a form's submissions: admin settings, not part of the form document. */
export const formEmailSettings = pgTable("form_email_settings", {
  formId: uuid("form_id")
    .primaryKey()
    .references(() => forms.id, { onDelete: "cascade" }),
  notify: text("notify").array().notNull().default(sql`'{}'::text[]`),
  /** The name of the form's email field whose address gets a copy; null for none. */
  respondentCopyField: text("respondent_copy_field"),
  updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  /** Whether the owners' notification mail carries the submission's PDF (migration 0030). */
  attachPdf: boolean("attach_pdf").notNull().default(false),
});

/**
 * The outbox: webhook deliveries and mails, written in the same statement as
 * what caused them and delivered by workers (see services/outbox).
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey(),
    kind: text("kind").$type<"webhook" | "email">().notNull(),
    webhookId: uuid("webhook_id").references(() => webhooks.id, { onDelete: "cascade" }),
    formId: uuid("form_id").references(() => forms.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status").$type<"pending" | "delivered" | "failed">().notNull().default("pending"),
    /** Attempts since it was (re)queued; picks the next retry delay. */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
    /** A worker's lease: nobody else claims the row before this time. */
    lockedUntil: timestamp("locked_until", { withTimezone: true, precision: 3 }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true, precision: 3 }),
  },
  (t) => [
    check("outbox_kind_check", sql`${t.kind} in ('webhook', 'email')`),
    check("outbox_status_check", sql`${t.status} in ('pending', 'delivered', 'failed')`),
    index("outbox_due").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("outbox_webhook").on(t.webhookId, t.createdAt.desc(), t.id.desc()),
    index("outbox_form_kind").on(t.formId, t.kind, t.createdAt.desc(), t.id.desc()),
  ],
);

/** Every attempt to deliver an outbox row, successful or not. */
export const outboxAttempts = pgTable(
  "outbox_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    outboxId: uuid("outbox_id")
      .notNull()
      .references(() => outbox.id, { onDelete: "cascade" }),
    attemptedAt: timestamp("attempted_at", { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
    isOk: boolean("is_ok").notNull(),
    statusCode: integer("status_code"),
    durationMs: integer("duration_ms").notNull(),
    responseExcerpt: text("response_excerpt"),
    error: text("error"),
  },
  (t) => [index("outbox_attempts_outbox").on(t.outboxId, t.attemptedAt)],
);

/**
 * Answers a respondent saved to finish later ("Save and continue later"),
 * apart from `submissions`. Only the SHA-256 of the resume token is kept, so
 * the table alone never lets anyone open a draft. `step` is the last page
 * reached (1 until forms have pages).
 */
export const drafts = pgTable(
  "drafts",
  {
    id: uuid("id").primaryKey(),
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    answers: jsonb("answers").notNull(),
    step: integer("step").notNull().default(1),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    check("drafts_step_check", sql`${t.step} >= 1`),
    uniqueIndex("drafts_token_hash").on(t.tokenHash),
    index("drafts_form_updated").on(t.formId, t.updatedAt.desc(), t.id.desc()),
    index("drafts_expires").on(t.expiresAt),
  ],
);

/**
 * Unfinished answers (issue 33 §5): what a respondent of a form with
 * `partialResponses: true` has typed so far, kept as they move on, apart from
 * `submissions`. One row per respondent and form, found by the SHA-256 of a
 * token the respondent's browser keeps (the token itself is never stored);
 * `last_page` is the furthest page reached (1 on a one-page form). A submit by
 * the same respondent deletes the row (see services/partial-responses).
 */
export const partialResponses = pgTable(
  "partial_responses",
  {
    id: uuid("id").primaryKey(),
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    tokenHash: text("token_hash").notNull(),
    data: jsonb("data").notNull(),
    lastPage: integer("last_page").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    check("partial_responses_last_page_check", sql`${t.lastPage} >= 1`),
    uniqueIndex("partial_responses_form_token").on(t.formId, t.tokenHash),
    index("partial_responses_form_updated").on(t.formId, t.updatedAt.desc(), t.id.desc()),
  ],
);

/**
 * Codes mailed to verify a respondent's address (issue 33 §2, migration 0021).
 * Only hashes: the code's (HMAC with the server's secret, salted by the id)
 * and, once verified, the token the submit carries. See
 * services/email-verification.
 */
export const emailVerifications = pgTable(
  "email_verifications",
  {
    id: uuid("id").primaryKey(),
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    field: text("field").notNull(),
    /** Lower-cased. */
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    /** Wrong codes entered so far; at the limit the code is spent. */
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true, precision: 3 }).notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true, precision: 3 }),
    tokenHash: text("token_hash"),
  },
  (t) => [
    index("email_verifications_form_field_email").on(
      t.formId,
      t.field,
      t.email,
      t.createdAt.desc(),
    ),
    uniqueIndex("email_verifications_token_hash")
      .on(t.tokenHash)
      .where(sql`${t.tokenHash} is not null`),
    index("email_verifications_expires").on(t.expiresAt),
  ],
);

/**
 * Single-use links (issue 33 §3): `/f/<slug>?invite=<token>` takes one
 * submission. Only the token's sha256 is kept. `usedAt` and `submissionId`
 * are set in the transaction that stores the submission.
 */
export const respondentLinks = pgTable(
  "respondent_links",
  {
    id: uuid("id").primaryKey(),
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    /** The address the link was made for (lower-cased), or null for an anonymous link. */
    email: text("email"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    usedAt: timestamp("used_at", { withTimezone: true, precision: 3 }),
    /** The submission stored with the link (no foreign key: deleting it keeps the link used). */
    submissionId: uuid("submission_id"),
    revokedAt: timestamp("revoked_at", { withTimezone: true, precision: 3 }),
  },
  (t) => [
    uniqueIndex("respondent_links_token_hash").on(t.tokenHash),
    index("respondent_links_form_created").on(t.formId, t.createdAt),
  ],
);

/**
 * Workspaces (issue 34 §1, migration 0027): forms, API keys and images belong
 * to one; people are members with a role there (`workspace_members`). Names
 * are unique without regard to case.
 */
export const workspaces = pgTable(
  "workspaces",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("workspaces_name").on(sql`lower(${t.name})`)],
);

/** Who is a member of which workspace, with which role there. */
export const workspaceMembers = pgTable(
  "workspace_members",
  {
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<Role>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    index("workspace_members_user").on(t.userId),
    check("workspace_members_role_check", roleCheck("role")),
  ],
);

export const schema = {
  forms,
  formVersions,
  submissions,
  users,
  sessions,
  signInBackoff,
  passwordResets,
  spentPasswordLinks,
  apiKeys,
  uploads,
  rateLimits,
  settings,
  spamSubmissions,
  captchaUses,
  webhooks,
  formEmailSettings,
  outbox,
  outboxAttempts,
  drafts,
  partialResponses,
  emailVerifications,
  respondentLinks,
  workspaces,
  workspaceMembers,
};

/** `sql` re-exported so services build raw fragments against the same dialect. */
export { sql };

/**
 * Files respondents uploaded to a form's `file` or `signature` field. An
 * upload is bound to its form and field from the start, and to the
 * submission that sent it (`submission_id`) once submitted; one never
 * submitted is removed after a day (see respondent-files/sweep.ts). The bytes
 * are in the file storage under `storage_key`, private (served only to
 * signed-in users, see http/respondent-file-routes.ts).
 */
export const respondentFiles = pgTable(
  "respondent_files",
  {
    id: uuid("id").primaryKey(),
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    fieldName: text("field_name").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    /** The name the respondent's file had (never used as a path). */
    name: text("name").notNull(),
    /** The type read from the bytes, not the name. */
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    submissionId: uuid("submission_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("respondent_files_submission_idx").on(t.submissionId),
    index("respondent_files_unclaimed_idx").on(t.createdAt).where(sql`${t.submissionId} IS NULL`),
  ],
);

/**
 * The completion funnel: how many respondents reached each step of a form on
 * a UTC day (`view`, `start`, `page:<n>`). Counted in the database, so every
 * instance adds to the same rows; no cookies and nothing about the person.
 * Completions are the submissions themselves.
 */
export const formFunnelDays = pgTable(
  "form_funnel_days",
  {
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    event: text("event").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.formId, t.day, t.event] })],
);

/**
 * The audit log (issue 34 §4, migration 0024): one row per administrative act,
 * only ever added (an UPDATE does nothing) and deleted after
 * FORMWRIGHT_AUDIT_RETENTION_DAYS by the retention run. No foreign keys: an
 * event outlives the user, key, form or workspace it names, so the actor's
 * email or key name is kept with it. `details` never holds answers,
 * passwords, tokens or secrets (services/audit/audit-log.ts).
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: uuid("id").primaryKey(),
    at: timestamp("at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** A dotted name: `form.published`, `user.sign_in_failed`, … */
    action: text("action").notNull(),
    /** `user`, `api_key`, `admin_token`, `anonymous` (a failed sign-in) or `system`. */
    actorKind: text("actor_kind").notNull(),
    actorUserId: uuid("actor_user_id"),
    actorApiKeyId: uuid("actor_api_key_id"),
    actorEmail: text("actor_email"),
    actorName: text("actor_name"),
    targetKind: text("target_kind"),
    targetId: text("target_id"),
    /** The client address the act came from (behind a trusted proxy, the one it names). */
    address: text("address"),
    /** The workspace the act happened in, when there is one (null until workspaces fill it). */
    workspaceId: uuid("workspace_id"),
    details: jsonb("details").notNull().default({}),
  },
  (t) => [
    index("audit_events_at").on(t.at, t.id),
    index("audit_events_action_at").on(t.action, t.at),
    index("audit_events_actor_user_at").on(t.actorUserId, t.at),
    index("audit_events_actor_api_key_at").on(t.actorApiKeyId, t.at),
    index("audit_events_workspace_at").on(t.workspaceId, t.at),
  ],
);

/**
 * Two-factor sign-in (issue 34 §3, services/auth/two-factor): a user's TOTP
 * key, kept as is since checking a code needs it. `enabledAt` is null while
 * set-up waits for the first code; `lastUsedStep` is the 30-second step of the
 * last code accepted, so a code is taken once.
 */
export const twoFactor = pgTable("two_factor", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true, precision: 3 }),
  lastUsedStep: integer("last_used_step"),
  createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

/** Recovery codes: only the SHA-256 of the user's id and the code, each single-use. */
export const twoFactorRecoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    usedAt: timestamp("used_at", { withTimezone: true, precision: 3 }),
  },
  (t) => [index("two_factor_recovery_codes_user").on(t.userId)],
);

/**
 * The half-signed-in state between a right password and the code: not a
 * session (it opens nothing), short-lived, bound to one user, a few attempts.
 * The cookie holds a random token; only its SHA-256 is kept here.
 */
export const twoFactorChallenges = pgTable(
  "two_factor_challenges",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    index("two_factor_challenges_user").on(t.userId),
    index("two_factor_challenges_expires").on(t.expiresAt),
  ],
);

/**
 * A live spreadsheet feed of a form (issue 35 §3, migration 0029): the secret
 * link `/api/feeds/<token>.csv` serves the form's CSV without a session. Only
 * the token's SHA-256 is kept; a revoked feed (`revoked_at`) answers 404.
 */
export const submissionFeeds = pgTable(
  "submission_feeds",
  {
    id: uuid("id").primaryKey(),
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    /** Who made it (null for an API key or the admin token, or a user since deleted). */
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, precision: 3 }),
  },
  (t) => [
    uniqueIndex("submission_feeds_token_hash").on(t.tokenHash),
    index("submission_feeds_form_created").on(t.formId, t.createdAt),
  ],
);

/** A payment's state (issue 36): Stripe's signed webhook moves it on from `pending`. */
export type PaymentStatus = "pending" | "paid" | "expired" | "refunded";

/**
 * What a submission owes through Stripe Checkout (issue 36), one row per
 * submission of a form with a payment block that owes something, written in
 * the same statement as the answers. The amount (minor units) and currency
 * are computed on the server from the stored answers. `checkout_attempts`
 * counts the Checkout Sessions made for it (the first one's idempotency key
 * is the submission id, a retry's `<id>:<n>`).
 */
export const submissionPayments = pgTable(
  "submission_payments",
  {
    submissionId: uuid("submission_id")
      .primaryKey()
      .references(() => submissions.id, { onDelete: "cascade" }),
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    status: text("status").$type<PaymentStatus>().notNull().default("pending"),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    checkoutSessionId: text("checkout_session_id"),
    checkoutAttempts: integer("checkout_attempts").notNull().default(0),
    paymentIntentId: text("payment_intent_id"),
    paidAt: timestamp("paid_at", { withTimezone: true, precision: 3 }),
    refundedAt: timestamp("refunded_at", { withTimezone: true, precision: 3 }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index("submission_payments_form_status").on(t.formId, t.status),
    index("submission_payments_checkout_session").on(t.checkoutSessionId),
    index("submission_payments_payment_intent").on(t.paymentIntentId),
    check(
      "submission_payments_status_check",
      sql`${t.status} in ('pending', 'paid', 'expired', 'refunded')`,
    ),
    check("submission_payments_amount_check", sql`${t.amount} > 0`),
  ],
);

/** The Stripe events already handled, by id: a replayed event changes nothing. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});
