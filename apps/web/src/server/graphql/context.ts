import type { Database } from "../db/database";
import type { Actor } from "../services/auth/actor";
import type { ResetRequestLimiters } from "../services/auth/reset-request-limits";
import type { Integrations } from "../services/integrations";
import type { CaptchaConfig } from "../services/protection/captcha-config";
import type { PublishedForm } from "../services/published-forms";
import type { Limiter } from "../services/rate-limits";
import type { WorkspaceAccess } from "../services/workspaces/access";
import type { FileStorage } from "../storage/file-storage";

/** What every resolver receives. */
export interface GraphQLContext {
  db: Database;
  /** Where uploaded files live. */
  storage: FileStorage;
  /**
   * Where every link the API hands out for others points (resume, invitation
   * and reset links): FORMWRIGHT_PUBLIC_URL, else the address the server was
   * started on. Never the request's Host, which its sender chooses.
   */
  publicUrl: string;
  /** The address the request came from (rate-limit key). */
  clientAddress: string;
  /** The address the request came from, whole, as the audit log keeps it. */
  requestAddress: string;
  /** Submissions per client address and form. */
  submitLimiter: Limiter;
  /** Filling a form faster than this (ms) is taken for a bot. */
  minFillMs: number;
  /** How long (ms) a replaced version still takes submissions. */
  versionGraceMs: number;
  /** Keys of the CAPTCHAs protected forms ask for (services/protection). */
  captcha: CaptchaConfig;
  /** How long (ms) a saved draft can be resumed. */
  draftMaxAgeMs: number;
  /**
   * Who is asking. Resolved on first use and remembered for the request, so
   * public operations never pay for a session lookup.
   */
  actor: () => Promise<Actor | null>;
  /**
   * What the caller may do in which workspace (issue 34 §1), or null when not
   * signed in: read once per request, on first use.
   */
  workspaceAccess: () => Promise<WorkspaceAccess | null>;
  /**
   * The live version of a form by slug, or null: looked up once per request,
   * however many aliases or batched operations ask for it.
   */
  publishedForm: (slug: string) => Promise<PublishedForm | null>;
  /** Limits of "Forgot your password?" (`requestPasswordReset`). */
  resetRequestLimiters: ResetRequestLimiters;
  /** Email and webhook settings of this server (see services/integrations.ts). */
  integrations: Integrations;
  /** FORMWRIGHT_REQUIRE_2FA: signed-in users must set up two-factor sign-in first (see two-factor-gate.ts). */
  requireTwoFactor: boolean;
}
