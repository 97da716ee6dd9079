import Stripe from "stripe";

/** FORMWRIGHT_STRIPE_*: what taking payments needs (issue 36). */
export interface StripeSettings {
  /** FORMWRIGHT_STRIPE_SECRET_KEY: `sk_test_…` or `sk_live_…` (or a restricted `rk_…`). */
  secretKey: string;
  /** FORMWRIGHT_STRIPE_WEBHOOK_SECRET: the endpoint's signing secret, `whsec_…`. */
  webhookSecret: string;
  /**
   * FORMWRIGHT_STRIPE_API_BASE, for tests only: the SDK's requests go to this
   * origin (its `host`, `port` and `protocol`) instead of api.stripe.com.
   */
  apiBase?: string;
}

/** How long a Stripe call may take before the respondent is told to try again (ms). */
const STRIPE_TIMEOUT_MS = 20_000;

/**
 * The official SDK, set up from the settings: one retry on a network error
 * (the SDK adds idempotency keys to retried POSTs), and pointed at
 * FORMWRIGHT_STRIPE_API_BASE when a test gives one.
 *
 * @example
 * const stripe = createStripeClient({ secretKey: "sk_test_…", webhookSecret: "whsec_…" });
 */
export function createStripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: STRIPE_TIMEOUT_MS,
    telemetry: false,
    appInfo: { name: "Formwright" },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "https:" ? ("https" as const) : ("http" as const),
        }
      : {}),
  });
}

/** What the payment services are given: the SDK and the webhook's signing secret. */
export interface Payments {
  stripe: Stripe;
  webhookSecret: string;
}

/** The payments of a configured server, or null when FORMWRIGHT_STRIPE_* is unset. */
export function paymentsOf(settings: StripeSettings | null | undefined): Payments | null {
  return settings
    ? { stripe: createStripeClient(settings), webhookSecret: settings.webhookSecret }
    : null;
}
