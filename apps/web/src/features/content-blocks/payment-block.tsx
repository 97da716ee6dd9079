"use client";

import { formatAmount, type PaymentBlock as PaymentBlockType } from "@formwright/core";
import { pageSpanStyle } from "../page-grid/page-span-style";

/**
 * What the form will ask the respondent to pay (issue 36): the label, the
 * amount and the description. The amount shown is for reading only: the
 * server computes what is charged from the stored answers.
 */
export function PaymentBlock({ block, language }: { block: PaymentBlockType; language: string }) {
  return (
    <section
      className="fw-block fw-block--payment"
      style={pageSpanStyle(block.width)}
      aria-label={block.label}
    >
      <p className="fw-payment__line">
        <span className="fw-payment__label">{block.label}</span>{" "}
        {block.amount !== undefined ? (
          <strong className="fw-payment__amount">
            {formatAmount(block.amount, block.currency, language)}
          </strong>
        ) : null}
      </p>
      {block.description ? <p className="fw-payment__description">{block.description}</p> : null}
    </section>
  );
}
