/** The admin token the end-to-end test server accepts. */
export const E2E_ADMIN_TOKEN = "e2e-admin-token-at-least-32-characters";

/** The owner the main test server creates at start (FORMWRIGHT_ADMIN_EMAIL). */
export const E2E_OWNER = { email: "owner@e2e.test", password: "e2e-owner-password" } as const;

/** Port of the main test server (owner and demo form present). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);

/** Port of a second server that starts empty: no user, for the first-start journey. */
export const E2E_FRESH_PORT = E2E_PORT + 1;

/** Base URL of the fresh server. */
export const E2E_FRESH_URL = `http://127.0.0.1:${E2E_FRESH_PORT}`;

/** The setup code the fresh server is given (FORMWRIGHT_SETUP_CODE), as an operator could. */
export const E2E_SETUP_CODE = "e2e-setup-code-0123456789";

/** Port of the local fake of Stripe's API and Checkout page the main server takes payments through (issue 36). */
export const E2E_STRIPE_PORT = E2E_PORT + 12;

/** The webhook signing secret the fake signs with and the main server checks (FORMWRIGHT_STRIPE_WEBHOOK_SECRET). */
export const E2E_STRIPE_WEBHOOK_SECRET = "whsec_e2e_formwright_fake_stripe_secret";
