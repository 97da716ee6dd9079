import {
  catalogueLanguageOf,
  formatAmount,
  loadCatalogue,
  loadPageCatalogue,
  receiptNumber,
} from "@formwright/core";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { loadPublicPayment, type PublicPayment } from "@/features/payment-page/load-public-payment";
import { RefreshAfter } from "@/features/payment-page/refresh-after";
import { loadPublishedForm } from "@/features/public-form/load-published-form";
import { ThemeLogo, ThemeStyle } from "@/features/public-form/theme-style";
import "@/features/public-form/public-form.css";
import "@/features/payment-page/payment-page.css";

interface PageProps {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export const dynamic = "force-dynamic";

/** How often (s) the page asks again while Stripe's webhook is on its way, and how many times (~30 s). */
const CHECK_EVERY_S = 3;
const CHECKS_MAX = 10;

function firstValue(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first ? first : null;
}

/** The submission's payment when it belongs to this form's page; null otherwise. */
async function paymentOf(slug: string, submissionId: string | null) {
  const payment = submissionId ? await loadPublicPayment(submissionId) : null;
  return payment && payment.formSlug === slug ? payment : null;
}

export async function generateMetadata({ params, searchParams }: PageProps): Promise<Metadata> {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  const payment = await paymentOf(slug, firstValue(query.submission));
  return payment ? { title: payment.formTitle } : {};
}

/**
 * `/f/<slug>/payment?submission=<id>&result=success|cancelled` (issue 36):
 * where Stripe Checkout sends the respondent back. Written on the server, in
 * the submission's language, and whole without scripts: the receipt once
 * paid; "Confirming your payment…" while Stripe's webhook is on its way
 * (asking again every few seconds, for about half a minute); "Not paid yet"
 * with "Pay now" (a plain form: a new Checkout session for the same
 * submission) after a cancel or a failure; or that it was refunded.
 */
export default async function PaymentPage({ params, searchParams }: PageProps) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  const submissionId = firstValue(query.submission);
  const payment = await paymentOf(slug, submissionId);
  if (!payment) notFound();
  const form = await loadPublishedForm(slug);
  const tag = payment.language ?? form?.document.language ?? "en";
  const language = catalogueLanguageOf(tag);
  const [words, texts] = await Promise.all([loadCatalogue(language), loadPageCatalogue(language)]);
  const theme = form?.document.theme;
  const checks = Math.max(0, Number.parseInt(firstValue(query.checks) ?? "0", 10) || 0);
  const error = firstValue(query.error);
  const isReturnedPaid = firstValue(query.result) === "success" && !error;
  const state: PaymentState =
    payment.status === "paid" || payment.status === "refunded"
      ? payment.status
      : payment.status === "pending" && isReturnedPaid
        ? checks < CHECKS_MAX
          ? "confirming"
          : "confirmLater"
        : "notPaid";
  const again = new URLSearchParams({
    submission: payment.submissionId,
    result: "success",
    checks: String(checks + 1),
  });
  const againHref = `/f/${encodeURIComponent(slug)}/payment?${again}`;
  const heading = {
    paid: texts.paymentReceived,
    refunded: texts.paymentRefunded,
    confirming: texts.paymentConfirming,
    confirmLater: texts.paymentConfirming,
    notPaid: texts.paymentNotPaid,
  }[state];
  return (
    <main className="fw-public-page fw-payment-page" lang={tag}>
      <ThemeStyle theme={theme} />
      <ThemeLogo theme={theme} />
      <h1>{payment.formTitle}</h1>
      <section
        className="fw-payment-page__status"
        aria-labelledby="fw-payment-heading"
        data-state={state}
      >
        <h2 id="fw-payment-heading">{heading}</h2>
        {state === "paid" && payment.confirmation ? (
          <div className="fw-confirmation" data-testid="confirmation">
            <p>{payment.confirmation}</p>
          </div>
        ) : null}
        <PaymentFacts payment={payment} tag={tag} words={words} amountLabel={texts.paymentAmount} />
        {state === "refunded" && <p>{texts.paymentRefundedDetail}</p>}
        {state === "confirming" && (
          <>
            <p role="status">{texts.paymentConfirmingDetail}</p>
            <p>
              <a href={againHref}>{texts.paymentCheckAgain}</a>
            </p>
            <RefreshAfter href={againHref} seconds={CHECK_EVERY_S} />
          </>
        )}
        {state === "confirmLater" && <p role="status">{texts.paymentConfirmLater}</p>}
        {state === "notPaid" && (
          <>
            {error === "unavailable" || error === "failed" ? (
              <p className="fw-alert fw-alert--error" role="alert">
                {texts.paymentUnavailable}
              </p>
            ) : null}
            <p>{texts.paymentNotPaidDetail}</p>
            <form method="post" action="/api/payments/checkout">
              <input type="hidden" name="submission" value={payment.submissionId} />
              <button type="submit" className="fw-button">
                {texts.paymentPayNow}
              </button>
            </form>
          </>
        )}
      </section>
    </main>
  );
}

type PaymentState = "paid" | "refunded" | "confirming" | "confirmLater" | "notPaid";

/** The amount and the receipt number, as a list of facts. */
function PaymentFacts({
  payment,
  tag,
  words,
  amountLabel,
}: {
  payment: PublicPayment;
  tag: string;
  words: Awaited<ReturnType<typeof loadCatalogue>>;
  amountLabel: string;
}) {
  return (
    <dl className="fw-payment-page__facts">
      <div>
        <dt>{amountLabel}</dt>
        <dd data-testid="payment-amount">{formatAmount(payment.amount, payment.currency, tag)}</dd>
      </div>
      <div>
        <dt>{words.receiptNumber}</dt>
        <dd data-testid="receipt-number">{receiptNumber(payment.submissionId)}</dd>
      </div>
    </dl>
  );
}
