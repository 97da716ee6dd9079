import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_POOL_SIZE } from "./db/database";
import type { CorsOrigins } from "./http/cors";
import { corsOriginsSchema } from "./http/cors-origins-schema";

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(DEFAULT_POOL_SIZE),
  FORMWRIGHT_ADMIN_TOKEN: z.string().min(1).optional(),
  FORMWRIGHT_FORMS_DIR: z.string().min(1).optional(),
  FORMWRIGHT_ADMIN_EMAIL: z.string().email().optional(),
  FORMWRIGHT_ADMIN_PASSWORD: z.string().min(8).optional(),
  FORMWRIGHT_BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_000_000),
  FORMWRIGHT_TRUST_PROXY: z.enum(["0", "1", "true", "false"]).default("0"),
  FORMWRIGHT_CORS_ORIGINS: corsOriginsSchema,
  FORMWRIGHT_SUBMIT_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(30),
  FORMWRIGHT_MIN_FILL_MS: z.coerce.number().int().min(0).default(3000),
  FORMWRIGHT_UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
});

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
  /** Folder of forms kept as code; null when there is none. */
  formsDir: string | null;
  bodyLimitBytes: number;
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
  /** A browser filling faster than this (ms) is taken for a bot. */
  minFillMs: number;
  /** Folder of uploaded files (`DATA_DIR/uploads`). */
  uploadsDir: string;
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
    formsDir: e.FORMWRIGHT_FORMS_DIR ? path.resolve(e.FORMWRIGHT_FORMS_DIR) : defaultFormsDir(),
    bodyLimitBytes: e.FORMWRIGHT_BODY_LIMIT_BYTES,
    uploadLimitBytes: e.FORMWRIGHT_UPLOAD_LIMIT_BYTES,
    trustProxy: e.FORMWRIGHT_TRUST_PROXY === "1" || e.FORMWRIGHT_TRUST_PROXY === "true",
    corsOrigins: e.FORMWRIGHT_CORS_ORIGINS,
    submitLimitPerMinute: e.FORMWRIGHT_SUBMIT_LIMIT_PER_MINUTE,
    minFillMs: e.FORMWRIGHT_MIN_FILL_MS,
    uploadsDir: path.join(path.resolve(e.DATA_DIR), "uploads"),
  };
}

function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === "" ? undefined : v]));
}

/** `./forms` when it exists: `npm start` then serves the shipped demo form. */
function defaultFormsDir(): string | null {
  const dir = path.resolve("forms");
  return existsSync(dir) ? dir : null;
}
