"use client";

import {
  chooseEnding,
  documentVariables,
  type FormDocument,
  pipeDocumentText,
  quizResults,
  receiptNumber,
} from "@formwright/core";
import { useFieldMessages, useWidgetTexts } from "@formwright/fields";
import { useEffect, useMemo, useRef, useState } from "react";
import { goToPayment } from "../embed/go-to-payment";
import { answerLines, answersAsText } from "./answer-lines";
import { EditLink } from "./edit-link";
import { editUrlOf } from "./edit-urls";
import { EndingLink, EndingText } from "./ending-message";
import { useCatalogue } from "./localized-form";

/**
 * What a respondent sees once their answers are stored: on a form with a
 * payment to make (issue 36), that they are taken to the payment page, and
 * they go there; otherwise the receipt ({@link AnswersReceipt}).
 */
export function Receipt({
  paymentUrl,
  ...receipt
}: Parameters<typeof AnswersReceipt>[0] & { paymentUrl?: string | null }) {
  return paymentUrl ? (
    <ToPayment slug={receipt.slug} url={paymentUrl} />
  ) : (
    <AnswersReceipt {...receipt} />
  );
}

/**
 * "Taking you to the payment page…", said (a status) as the browser goes
 * there; in a frame, the embedding page goes (Checkout refuses frames).
 */
function ToPayment({ slug, url }: { slug: string; url: string }) {
  const texts = useWidgetTexts();
  useEffect(() => {
    goToPayment({ slug, url });
  }, [slug, url]);
  return (
    <div className="fw-confirmation" role="status" data-testid="confirmation">
      <p>{texts.paymentRedirecting}</p>
    </div>
  );
}

/**
 * What a respondent sees once their answers are stored: the form's
 * confirmation message, a receipt number, their answers, and buttons to print
 * them (the print stylesheet prints this and nothing else) or save a plain
 * text copy, built in the browser.
 */
function AnswersReceipt({
  message,
  redirect,
  document,
  slug,
  submissionId,
  data,
}: {
  message: string;
  /** The form's confirmation redirect: followed when no ending of the form holds. */
  redirect?: string;
  document: FormDocument;
  slug: string;
  submissionId: string;
  data: Record<string, unknown>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const words = useCatalogue();
  const { language } = useFieldMessages();
  const [sentAt] = useState(() => new Date());
  // On a form with `editing`, the link the send answered (issue 33 §4).
  const editUrl = editUrlOf(submissionId);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const receipt = receiptNumber(submissionId);
  const lines = useMemo(
    () => answerLines({ document, data, text: words, language }),
    [document, data, words, language],
  );
  // Answers piped into the message read as the receipt's lines do.
  const context = useMemo(
    () => ({ language, labels: { yes: words.yes, no: words.no, signed: words.signed } }),
    [language, words],
  );
  // An ending the answers chose (issue 32) takes the confirmation message's place.
  const ending = useMemo(() => chooseEnding(document, data, context), [document, data, context]);
  // A quiz (issue 32): each scored question says whether it was right, and the right answer.
  const results = useMemo(
    () =>
      document.quiz?.showCorrectAnswers
        ? new Map(quizResults(document, data).map((result) => [result.name, result]))
        : null,
    [document, data],
  );
  useEffect(() => {
    if (!ending && redirect) window.location.assign(redirect);
  }, [ending, redirect]);
  const confirmation = ending
    ? null
    : pipeDocumentText(document, message, data, context, documentVariables(document, data));

  const saveCopy = () => {
    const text = answersAsText({
      title: document.title,
      receipt,
      submissionId,
      sentAt,
      lines,
      text: words,
      language,
    });
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const link = window.document.createElement("a");
    link.href = url;
    link.download = `${slug}-${receipt}.txt`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <div className="fw-receipt">
      <div
        ref={ref}
        className="fw-confirmation"
        role="status"
        tabIndex={-1}
        data-testid="confirmation"
      >
        {ending ? <EndingText ending={ending} /> : <p>{confirmation}</p>}
      </div>
      <EndingLink ending={ending} continueTo={words.continueTo} />
      {editUrl && <EditLink url={editUrl} language={language ?? document.language ?? "en"} />}
      <p className="fw-receipt__number">
        {/* "Label: " as the language writes it (French: a no-break space before the colon). */}
        {words.labelledValue({ label: words.receiptNumber, value: "" })}
        <strong data-testid="receipt-number">{receipt}</strong>
      </p>
      <h2 className="fw-receipt__heading">{words.yourAnswers}</h2>
      <dl className="fw-receipt__answers">
        {lines.map((line) => {
          const result = results?.get(line.name);
          return (
            <div key={line.name}>
              <dt>{line.label}</dt>
              <dd>{line.text}</dd>
              {result && (
                <dd className="fw-receipt__result" data-correct={result.isCorrect}>
                  {result.isCorrect
                    ? words.quizCorrect
                    : words.quizIncorrect({ answer: result.correctText })}
                  {result.explanation && <span> {result.explanation}</span>}
                </dd>
              )}
            </div>
          );
        })}
      </dl>
      <div className="fw-receipt__actions">
        <button
          type="button"
          className="fw-button fw-button--secondary"
          onClick={() => window.print()}
        >
          {words.printAnswers}
        </button>
        <button type="button" className="fw-button fw-button--secondary" onClick={saveCopy}>
          {words.saveAnswers}
        </button>
      </div>
    </div>
  );
}
