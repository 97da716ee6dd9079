// The fake of Stripe the end-to-end servers take payments through (issue 36):
// started by playwright.config.ts before the main server, on a fixed loopback
// port, with the webhook secret the server is given. Its Checkout page's
// "Pay" sends the signed event to the main server's webhook, as Stripe would.
import { startFakeStripe } from "../../src/server/testing/fake-stripe";
import { E2E_PORT, E2E_STRIPE_PORT, E2E_STRIPE_WEBHOOK_SECRET } from "./env";

const stripe = await startFakeStripe({
  port: E2E_STRIPE_PORT,
  webhookSecret: E2E_STRIPE_WEBHOOK_SECRET,
  webhookUrl: `http://127.0.0.1:${E2E_PORT}/api/payments/stripe/webhook`,
});
console.log(`Fake Stripe listening on ${stripe.url}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void stripe.close().then(() => process.exit(0)));
}
