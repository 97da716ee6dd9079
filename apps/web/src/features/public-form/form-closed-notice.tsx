"use client";

import type { FormDocument } from "@formwright/core";
import { useFieldMessages } from "@formwright/fields";
import { useState } from "react";
import { answersAsText } from "../../lib/native-post/answers-as-text";
import { useCatalogue } from "./localized-form";

/** Props of {@link FormClosedNotice}. */
export interface FormClosedNoticeProps {
  slug: string;
  document: FormDocument;
  /** Read when a button is pressed: the answers as they are on the page now. */
  getValues: () => Record<string, unknown>;
}

/**
 * Offered when the answers can no longer be sent (the form was closed, or
 * changed longer ago than the grace period): the answers stay on the page,
 * and these buttons copy them or download them as a text file.
 */
export function FormClosedNotice({ slug, document, getValues }: FormClosedNoticeProps) {
  const [status, setStatus] = useState("");
  const texts = useCatalogue();
  const { language } = useFieldMessages();
  const text = () => answersAsText({ document, values: getValues(), language, words: texts });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text());
      setStatus(texts.keepAnswersCopied);
    } catch {
      setStatus(texts.keepAnswersCopyFailed);
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text()], { type: "text/plain;charset=utf-8" }));
    const link = window.document.createElement("a");
    link.href = url;
    link.download = `${slug}-answers.txt`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
    setStatus(texts.keepAnswersDownloaded);
  };
  return (
    <div className="fw-keep-answers">
      <button type="button" className="fw-button fw-button--secondary" onClick={copy}>
        {texts.keepAnswersCopy}
      </button>{" "}
      <button type="button" className="fw-button fw-button--secondary" onClick={download}>
        {texts.keepAnswersDownload}
      </button>
      <p role="status">{status}</p>
    </div>
  );
}
