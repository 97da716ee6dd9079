"use client";

import {
  conditionVariables,
  type FormDocument,
  formatAmount,
  isFieldBlock,
  type PaymentBlock as PaymentBlockType,
  paymentAmount,
} from "@formwright/core";
import { useFieldMessages, useWidgetTexts } from "@formwright/fields";
import { useId, useMemo } from "react";
import { pageSpanStyle } from "../page-grid/page-span-style";
import { variableSessionOf } from "../public-form/form-variables";
import { conditionFields, shownAnswers } from "../public-form/page-visibility";
import { useComputedWatch } from "../public-form/use-computed-watch";
import "./content-blocks.css";

/**
 * What the form will ask the respondent to pay (issue 36): the label, the
 * amount in the page's language, the description, and that they pay on
 * Stripe's page once the answers are sent. A labelled region; the amount is a
 * polite live region, so a change (an `amountFrom` variable computed as they
 * answer) is announced. The amount shown is for reading only: the server
 * computes what is charged from the stored answers.
 */
export function PaymentBlock({
  block,
  amount = block.amount ?? null,
}: {
  block: PaymentBlockType;
  /** In minor units; null while the answers owe nothing (yet). */
  amount?: number | null;
}) {
  const { language = "en" } = useFieldMessages();
  const texts = useWidgetTexts();
  const labelId = useId();
  return (
    <section
      className="fw-block fw-block--payment"
      style={pageSpanStyle(block.width)}
      aria-labelledby={labelId}
    >
      <p id={labelId} className="fw-payment__label">
        {block.label}
      </p>
      <p className="fw-payment__amount" aria-live="polite" data-testid="payment-amount">
        {amount === null ? (
          texts.paymentAmountLater
        ) : (
          <strong>{formatAmount(amount, block.currency, language)}</strong>
        )}
      </p>
      {block.description ? <p className="fw-payment__description">{block.description}</p> : null}
      <p className="fw-payment__note">{texts.paymentNote}</p>
    </section>
  );
}

/**
 * A payment block whose amount is one of the form's variables
 * (`amountFrom`): computed in the browser from the answers as they change
 * (through the page's variable session, a hidden field's answer being none,
 * as on the server), and on the server from the answers it renders.
 */
export function LivePaymentBlock({
  block,
  document,
}: {
  block: PaymentBlockType;
  document: FormDocument;
}) {
  const from = block.amountFrom ?? "";
  const { names, positions } = useMemo(() => {
    const watched = new Set(
      document.variables?.length
        ? (conditionVariables()?.variableFields(document.variables).get(from) ?? [])
        : [],
    );
    if (watched.size > 0) {
      for (const name of conditionFields(document.blocks, document.variables)) watched.add(name);
    }
    const positions = new Map<string, number>();
    document.blocks.forEach((field, position) => {
      if (isFieldBlock(field)) positions.set(field.name, position);
    });
    return { names: [...watched], positions };
  }, [document, from]);
  const amount = useComputedWatch(names, document, (watched) => {
    const answers: Record<string, unknown> = {};
    names.forEach((name, i) => {
      answers[name] = watched[i];
    });
    const values = shownAnswers(document, answers, names, positions);
    const variables = variableSessionOf(document)?.compute(values) ?? {};
    return paymentAmount(block, variables)?.amount ?? null;
  });
  return <PaymentBlock block={block} amount={amount} />;
}
