import { existsSync } from "node:fs";
import path from "node:path";
import { isEmailAddress } from "@formwright/core";
import { z } from "zod";
import { DEFAULT_POOL_SIZE } from "./db/database";
import { DEFAULT_AUDIT_RETENTION_DAYS } from "./services/audit/audit-log";
import { ROLES } from "./services/auth/roles";
import { DEFAULT_SESSION_MAX_AGE_DAYS } from "./services/auth/sessions";
import {
  DEFAULT_OIDC_WORKSPACE,
  isPasswordSignInOn,
  OIDC_NAME_MAX_LENGTH,
  type OidcSettings,
  oidcNameOf,
  parseAllowedDomains,
} from "./services/auth/sign-in-methods";
import { DEFAULT_DRAFT_MAX_AGE_DAYS } from "./services/drafts/drafts";
import { DEFAULT_VERSION_GRACE_HOURS } from "./services/earlier-version";
import type { MailConfig } from "./services/mail/mailer";
import type { StripeSettings } from "./services/payments/stripe-client";
import {
  ALTCHA_HMAC_KEY_MIN_LENGTH,
  type CaptchaConfig,
  HCAPTCHA_VERIFY_URL,
  TURNSTILE_VERIFY_URL,
} from "./services/protection/captcha-config";
import { WORKSPACE_NAME_MAX_LENGTH } from "./services/workspaces/workspaces";

/** Shortest FORMWRIGHT_ADMIN_TOKEN accepted: it acts as an owner, so it must not be guessable. */
export const ADMIN_TOKEN_MIN_LENGTH = 32;
/** Shortest FORMWRIGHT_METRICS_TOKEN accepted. */
export const METRICS_TOKEN_MIN_LENGTH = 32;
/** Shortest FORMWRIGHT_SETUP_CODE accepted. */
export const SETUP_CODE_MIN_LENGTH = 16;
/**
 * Largest API answer in bytes (FORMWRIGHT_RESPONSE_LIMIT_BYTES): ten times the
 * default body limit, so the editor's answer (a draft and its live version)
 * fits with room, while one request cannot make the server write 100 MB.
 */
export const DEFAULT_RESPONSE_LIMIT_BYTES = 10_000_000;
/** Fields anonymous callers may read per client address per minute (FORMWRIGHT_ANONYMOUS_READ_LIMIT_PER_MINUTE). */
export const DEFAULT_ANONYMOUS_READ_LIMIT_PER_MINUTE = 300;

import type { CorsOrigins } from "./http/cors";
import { corsOriginsSchema } from "./http/cors-origins-schema";
import { LOG_LEVELS, type LogLevel } from "./observability/logger";
import { S3_VARIABLES, type S3Settings, s3SettingsFromEnvironment } from "./storage/s3-settings";

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(DEFAULT_POOL_SIZE),
  FORMWRIGHT_ADMIN_TOKEN: z
    .string()
    .min(ADMIN_TOKEN_MIN_LENGTH, {
      message: `must be at least ${ADMIN_TOKEN_MIN_LENGTH} characters (it acts as an owner: make it long and random, e.g. openssl rand -base64 32)`,
    })
    .optional(),
  FORMWRIGHT_SETUP_CODE: z
    .string()
    .min(SETUP_CODE_MIN_LENGTH, {
      message: `must be at least ${SETUP_CODE_MIN_LENGTH} characters`,
    })
    .max(200)
    .optional(),
  FORMWRIGHT_SESSION_MAX_AGE_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(DEFAULT_SESSION_MAX_AGE_DAYS),
  FORMWRIGHT_AUDIT_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(36500)
    .default(DEFAULT_AUDIT_RETENTION_DAYS),
  FORMWRIGHT_FORMS_DIR: z.string().min(1).optional(),
  FORMWRIGHT_ADMIN_EMAIL: z
    .string()
    .refine(isEmailAddress, { error: "must be a valid email address" })
    .optional(),
  FORMWRIGHT_ADMIN_PASSWORD: z.string().min(8).optional(),
  FORMWRIGHT_BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_000_000),
  FORMWRIGHT_RESPONSE_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(DEFAULT_RESPONSE_LIMIT_BYTES),
  FORMWRIGHT_TRUST_PROXY: z.enum(["0", "1", "true", "false"]).default("0"),
  FORMWRIGHT_CORS_ORIGINS: corsOriginsSchema,
  FORMWRIGHT_SUBMIT_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(30),
  FORMWRIGHT_ANONYMOUS_READ_LIMIT_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(0)
    .default(DEFAULT_ANONYMOUS_READ_LIMIT_PER_MINUTE),
  FORMWRIGHT_MIN_FILL_MS: z.coerce.number().int().min(0).default(3000),
  FORMWRIGHT_VERSION_GRACE_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 366)
    .default(DEFAULT_VERSION_GRACE_HOURS),
  FORMWRIGHT_DRAFT_MAX_AGE_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(DEFAULT_DRAFT_MAX_AGE_DAYS),
  FORMWRIGHT_UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  FORMWRIGHT_SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .pipe(z.url())
    .optional(),
  FORMWRIGHT_MAIL_FROM: z.string().min(3).optional(),
  FORMWRIGHT_PUBLIC_URL: z.url().optional(),
  FORMWRIGHT_WEBHOOK_ALLOW_PRIVATE: z.enum(["0", "1", "true", "false"]).default("0"),
  FORMWRIGHT_OUTBOX_WORKER: z.enum(["0", "1", "true", "false"]).default("1"),
  FORMWRIGHT_OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(500),
  FORMWRIGHT_ALTCHA_HMAC_KEY: z
    .string()
    .min(ALTCHA_HMAC_KEY_MIN_LENGTH, {
      message: `must be at least ${ALTCHA_HMAC_KEY_MIN_LENGTH} characters (e.g. openssl rand -base64 32)`,
    })
    .optional(),
  FORMWRIGHT_TURNSTILE_SITE_KEY: z.string().min(1).optional(),
  FORMWRIGHT_TURNSTILE_SECRET_KEY: z.string().min(1).optional(),
  FORMWRIGHT_TURNSTILE_VERIFY_URL: z.url().default(TURNSTILE_VERIFY_URL),
  FORMWRIGHT_HCAPTCHA_SITE_KEY: z.string().min(1).optional(),
  FORMWRIGHT_HCAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  FORMWRIGHT_HCAPTCHA_VERIFY_URL: z.url().default(HCAPTCHA_VERIFY_URL),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  FORMWRIGHT_METRICS_TOKEN: z
    .string()
    .min(METRICS_TOKEN_MIN_LENGTH, {
      message: `must be at least ${METRICS_TOKEN_MIN_LENGTH} characters (e.g. openssl rand -base64 32)`,
    })
    .optional(),
  FORMWRIGHT_REQUIRE_2FA: z.enum(["0", "1", "true", "false"]).default("0"),
  // Single sign-on with OpenID Connect (docs/operations.md#single-sign-on).
  FORMWRIGHT_OIDC_ISSUER: z
    .url({
      protocol: /^https?$/,
      error: "must be the provider's issuer URL, e.g. https://id.example.com/realms/staff",
    })
    .optional(),
  FORMWRIGHT_OIDC_CLIENT_ID: z.string().min(1).optional(),
  FORMWRIGHT_OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  FORMWRIGHT_OIDC_NAME: z.string().max(OIDC_NAME_MAX_LENGTH).optional(),
  FORMWRIGHT_OIDC_ALLOWED_DOMAINS: z
    .string()
    .optional()
    .transform((list, ctx) => {
      try {
        return parseAllowedDomains(list);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
  FORMWRIGHT_OIDC_DEFAULT_ROLE: z
    .enum(ROLES, { error: `must be one of ${ROLES.join(", ")}` })
    .default("viewer"),
  FORMWRIGHT_OIDC_DEFAULT_WORKSPACE: z
    .string()
    .max(WORKSPACE_NAME_MAX_LENGTH, {
      error: `must be a workspace's name (at most ${WORKSPACE_NAME_MAX_LENGTH} characters)`,
    })
    .default(DEFAULT_OIDC_WORKSPACE),
  FORMWRIGHT_PASSWORD_SIGNIN: z
    .enum(["0", "1", "true", "false"], { error: "must be 1 (on) or 0 (off)" })
    .default("1"),
  // Payments through Stripe Checkout (issue 36, docs/payments.md).
  FORMWRIGHT_STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\S+$/, {
      error: "must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_…)",
    })
    .optional(),
  FORMWRIGHT_STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, { error: "must be the webhook endpoint's signing secret (whsec_…)" })
    .optional(),
  FORMWRIGHT_STRIPE_API_BASE: z
    .url({ protocol: /^https?$/, error: "must be an http(s) origin, e.g. http://127.0.0.1:12111" })
    .optional(),
});

/** Every environment variable the server reads (`.env.example` lists each one). */
export const CONFIG_VARIABLES = [...Object.keys(envSchema.shape), ...S3_VARIABLES];

/** Server configuration, read once from the environment and validated. */
export interface ServerConfig {
  port: number;
  host: string;
  isDev: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections this instance keeps to PostgreSQL (unused with PGlite). */
  databasePoolSize: number;
  adminToken: string | undefined;
  /** The first owner, created at start when no user exists yet. */
  initialOwner: { email: string; password: string } | null;
  /**
   * The code `/setup` asks for (FORMWRIGHT_SETUP_CODE); when unset, one is
   * made and printed at start while no user exists.
   */
  setupCode?: string;
  /** Sessions end this many days after sign-in, however busy (FORMWRIGHT_SESSION_MAX_AGE_DAYS). */
  sessionMaxAgeDays?: number;
  /** Audit events are deleted this many days after the act (FORMWRIGHT_AUDIT_RETENTION_DAYS). */
  auditRetentionDays?: number;
  /** Folder of forms kept as code; null when there is none. */
  formsDir: string | null;
  bodyLimitBytes: number;
  /**
   * Largest API answer in bytes; an operation that would pass it gets a
   * `RESPONSE_TOO_LARGE` error instead (default {@link DEFAULT_RESPONSE_LIMIT_BYTES}).
   */
  responseLimitBytes?: number;
  /** Largest image upload accepted, in bytes. */
  uploadLimitBytes: number;
  /**
   * Behind a trusted reverse proxy: take the client address, host and scheme
   * from X-Forwarded-For, -Host and -Proto. Otherwise those headers are dropped.
   */
  trustProxy: boolean;
  /** Other origins whose pages may call the API, never with credentials. */
  corsOrigins: CorsOrigins;
  /** Submissions one client may make to one form per minute; 0 is no limit. */
  submitLimitPerMinute: number;
  /**
   * Root fields of queries one anonymous client address may read per minute;
   * 0 is no limit (default {@link DEFAULT_ANONYMOUS_READ_LIMIT_PER_MINUTE}).
   */
  anonymousReadLimitPerMinute?: number;
  /** A browser filling faster than this (ms) is taken for a bot. */
  minFillMs: number;
  /** How long (ms) a version replaced by a newer one still takes submissions of people who started on it. */
  versionGraceMs: number;
  /** Days a saved draft ("Save and continue later") can be resumed (FORMWRIGHT_DRAFT_MAX_AGE_DAYS). */
  draftMaxAgeDays?: number;
  /** Folder of uploaded files (`DATA_DIR/uploads`). */
  uploadsDir: string;
  /** An S3-compatible bucket for uploads instead of the folder (`FORMWRIGHT_S3_*`); null or absent for the folder. */
  s3?: S3Settings | null;
  /** The SMTP server and From address; null (or absent) when email is not configured. */
  mail?: MailConfig | null;
  /**
   * FORMWRIGHT_PUBLIC_URL: the address people reach this server at. Every
   * link that leaves the server starts with it; unset, with the address the
   * server was started on (see `publicUrlOf`), never with a request's Host.
   */
  publicUrl?: string;
  /** Let webhooks reach loopback and private addresses (tests, on-premise receivers). */
  webhookAllowPrivate?: boolean;
  /** Run an outbox worker in this process (default true). */
  outboxWorker?: boolean;
  /** Wait between looks at an empty outbox (ms). */
  outboxPollMs?: number;
  /** Least severe log lines written (LOG_LEVEL). */
  logLevel?: LogLevel;
  /** The bearer token `/metrics` asks for; no `/metrics` without it. */
  metricsToken?: string;
  /** Keys of the CAPTCHAs forms may ask for (`protection`, see services/protection). */
  captcha?: CaptchaConfig;
  /** FORMWRIGHT_REQUIRE_2FA: users without two-factor sign-in are sent to set it up. */
  requireTwoFactor?: boolean;
  /** Single sign-on with OpenID Connect (FORMWRIGHT_OIDC_*); null or absent without. */
  oidc?: OidcSettings | null;
  /** Email and password sign-in (FORMWRIGHT_PASSWORD_SIGNIN; default true). */
  passwordSignIn?: boolean;
  /** Payments through Stripe (FORMWRIGHT_STRIPE_*); null or absent: forms cannot take payments. */
  stripe?: StripeSettings | null;
}

/**
 * Reads and validates the environment. A bad value stops start-up with a
 * message naming the variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${problems.join("\n")}`);
  }
  const e = parsed.data;
  if (Boolean(e.FORMWRIGHT_SMTP_URL) !== Boolean(e.FORMWRIGHT_MAIL_FROM)) {
    throw new Error(
      "Invalid environment:\n  FORMWRIGHT_SMTP_URL and FORMWRIGHT_MAIL_FROM must be set together (email needs both)",
    );
  }
  if (e.FORMWRIGHT_RESPONSE_LIMIT_BYTES < 2 * e.FORMWRIGHT_BODY_LIMIT_BYTES) {
    throw new Error(
      `Invalid environment:\n  FORMWRIGHT_RESPONSE_LIMIT_BYTES must be at least twice FORMWRIGHT_BODY_LIMIT_BYTES (${2 * e.FORMWRIGHT_BODY_LIMIT_BYTES}): the editor reads a form's draft and its live version in one answer`,
    );
  }
  const oidc = oidcSettings(e);
  const passwordSignIn = isPasswordSignInOn(e.FORMWRIGHT_PASSWORD_SIGNIN);
  if (!passwordSignIn && !oidc) {
    throw new Error(
      "Invalid environment:\n  FORMWRIGHT_PASSWORD_SIGNIN=0 needs single sign-on (FORMWRIGHT_OIDC_ISSUER and FORMWRIGHT_OIDC_CLIENT_ID): otherwise nobody could sign in",
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    isDev: e.NODE_ENV === "development",
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    adminToken: e.FORMWRIGHT_ADMIN_TOKEN,
    initialOwner:
      e.FORMWRIGHT_ADMIN_EMAIL && e.FORMWRIGHT_ADMIN_PASSWORD
        ? { email: e.FORMWRIGHT_ADMIN_EMAIL, password: e.FORMWRIGHT_ADMIN_PASSWORD }
        : null,
    setupCode: e.FORMWRIGHT_SETUP_CODE,
    sessionMaxAgeDays: e.FORMWRIGHT_SESSION_MAX_AGE_DAYS,
    auditRetentionDays: e.FORMWRIGHT_AUDIT_RETENTION_DAYS,
    formsDir: e.FORMWRIGHT_FORMS_DIR ? path.resolve(e.FORMWRIGHT_FORMS_DIR) : defaultFormsDir(),
    bodyLimitBytes: e.FORMWRIGHT_BODY_LIMIT_BYTES,
    responseLimitBytes: e.FORMWRIGHT_RESPONSE_LIMIT_BYTES,
    uploadLimitBytes: e.FORMWRIGHT_UPLOAD_LIMIT_BYTES,
    trustProxy: e.FORMWRIGHT_TRUST_PROXY === "1" || e.FORMWRIGHT_TRUST_PROXY === "true",
    corsOrigins: e.FORMWRIGHT_CORS_ORIGINS,
    submitLimitPerMinute: e.FORMWRIGHT_SUBMIT_LIMIT_PER_MINUTE,
    anonymousReadLimitPerMinute: e.FORMWRIGHT_ANONYMOUS_READ_LIMIT_PER_MINUTE,
    minFillMs: e.FORMWRIGHT_MIN_FILL_MS,
    versionGraceMs: Math.round(e.FORMWRIGHT_VERSION_GRACE_HOURS * 3_600_000),
    draftMaxAgeDays: e.FORMWRIGHT_DRAFT_MAX_AGE_DAYS,
    uploadsDir: path.join(path.resolve(e.DATA_DIR), "uploads"),
    s3: s3SettingsFromEnvironment(env),
    mail:
      e.FORMWRIGHT_SMTP_URL && e.FORMWRIGHT_MAIL_FROM
        ? { smtpUrl: e.FORMWRIGHT_SMTP_URL, from: e.FORMWRIGHT_MAIL_FROM }
        : null,
    publicUrl: e.FORMWRIGHT_PUBLIC_URL,
    webhookAllowPrivate: isOn(e.FORMWRIGHT_WEBHOOK_ALLOW_PRIVATE),
    outboxWorker: isOn(e.FORMWRIGHT_OUTBOX_WORKER),
    outboxPollMs: e.FORMWRIGHT_OUTBOX_POLL_MS,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.FORMWRIGHT_METRICS_TOKEN,
    captcha: {
      altchaHmacKey: e.FORMWRIGHT_ALTCHA_HMAC_KEY ?? null,
      turnstile: thirdPartyKeys(
        "FORMWRIGHT_TURNSTILE",
        e.FORMWRIGHT_TURNSTILE_SITE_KEY,
        e.FORMWRIGHT_TURNSTILE_SECRET_KEY,
        e.FORMWRIGHT_TURNSTILE_VERIFY_URL,
      ),
      hcaptcha: thirdPartyKeys(
        "FORMWRIGHT_HCAPTCHA",
        e.FORMWRIGHT_HCAPTCHA_SITE_KEY,
        e.FORMWRIGHT_HCAPTCHA_SECRET_KEY,
        e.FORMWRIGHT_HCAPTCHA_VERIFY_URL,
      ),
    },
    requireTwoFactor: isOn(e.FORMWRIGHT_REQUIRE_2FA),
    oidc,
    passwordSignIn,
    stripe: stripeSettings(e),
  };
}

/** FORMWRIGHT_STRIPE_*: the secret key and the webhook's signing secret together, or no payments. */
function stripeSettings(e: z.infer<typeof envSchema>): StripeSettings | null {
  const secretKey = e.FORMWRIGHT_STRIPE_SECRET_KEY;
  const webhookSecret = e.FORMWRIGHT_STRIPE_WEBHOOK_SECRET;
  if (Boolean(secretKey) !== Boolean(webhookSecret)) {
    throw new Error(
      "Invalid environment:\n  FORMWRIGHT_STRIPE_SECRET_KEY and FORMWRIGHT_STRIPE_WEBHOOK_SECRET must be set together (payments need both: the key makes Checkout sessions, the secret checks Stripe's webhook)",
    );
  }
  if (!secretKey || !webhookSecret) return null;
  return {
    secretKey,
    webhookSecret,
    ...(e.FORMWRIGHT_STRIPE_API_BASE ? { apiBase: e.FORMWRIGHT_STRIPE_API_BASE } : {}),
  };
}

/** FORMWRIGHT_OIDC_*: the issuer and the client id together, or no single sign-on. */
function oidcSettings(e: z.infer<typeof envSchema>): OidcSettings | null {
  const issuer = e.FORMWRIGHT_OIDC_ISSUER;
  const clientId = e.FORMWRIGHT_OIDC_CLIENT_ID;
  if (Boolean(issuer) !== Boolean(clientId)) {
    throw new Error(
      "Invalid environment:\n  FORMWRIGHT_OIDC_ISSUER and FORMWRIGHT_OIDC_CLIENT_ID must be set together (single sign-on needs both)",
    );
  }
  if (!issuer || !clientId) {
    if (e.FORMWRIGHT_OIDC_CLIENT_SECRET) {
      throw new Error(
        "Invalid environment:\n  FORMWRIGHT_OIDC_CLIENT_SECRET is set without FORMWRIGHT_OIDC_ISSUER and FORMWRIGHT_OIDC_CLIENT_ID",
      );
    }
    return null;
  }
  return {
    issuer,
    clientId,
    ...(e.FORMWRIGHT_OIDC_CLIENT_SECRET ? { clientSecret: e.FORMWRIGHT_OIDC_CLIENT_SECRET } : {}),
    name: oidcNameOf(e.FORMWRIGHT_OIDC_NAME),
    allowedDomains: e.FORMWRIGHT_OIDC_ALLOWED_DOMAINS,
    defaultRole: e.FORMWRIGHT_OIDC_DEFAULT_ROLE,
    defaultWorkspace: e.FORMWRIGHT_OIDC_DEFAULT_WORKSPACE.trim() || DEFAULT_OIDC_WORKSPACE,
  };
}

/** A third party's CAPTCHA keys: both or neither. */
function thirdPartyKeys(
  prefix: string,
  siteKey: string | undefined,
  secretKey: string | undefined,
  verifyUrl: string,
): CaptchaConfig["turnstile"] {
  if (Boolean(siteKey) !== Boolean(secretKey)) {
    throw new Error(
      `Invalid environment:\n  ${prefix}_SITE_KEY and ${prefix}_SECRET_KEY must be set together`,
    );
  }
  return siteKey && secretKey ? { siteKey, secretKey, verifyUrl } : null;
}

function isOn(flag: "0" | "1" | "true" | "false"): boolean {
  return flag === "1" || flag === "true";
}

function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === "" ? undefined : v]));
}

/** `./forms` when it exists: `npm start` then serves the shipped demo form. */
function defaultFormsDir(): string | null {
  const dir = path.resolve("forms");
  return existsSync(dir) ? dir : null;
}
