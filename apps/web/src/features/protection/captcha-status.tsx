"use client";

import type { Protection } from "@formwright/core";
import { useFieldMessages } from "@formwright/fields";
import { useEffect, useState, useSyncExternalStore } from "react";
import { CAPTCHA_INPUT } from "../../lib/native-post/native-post-names";
import { captchaAnswer, captchaStatus, subscribeCaptcha } from "./captcha-answers";
import { CAPTCHA_TEXTS } from "./captcha-texts";
import { ThirdPartyCaptcha } from "./third-party-captcha";

/** Props of {@link CaptchaStatus}. */
export interface CaptchaStatusProps {
  slug: string;
  protection: Protection;
}

/**
 * A protected form's CAPTCHA, in the form: ALTCHA is solved in the background
 * from the moment the form shows (no click, no puzzle), and a status line
 * (a live region) tells screen-reader users and everyone else where it
 * stands. Turnstile and hCaptcha show their own widget above it. The solved
 * answer also goes into a hidden input, so a post the browser sends itself
 * (if the page's scripts stop) carries it.
 */
export function CaptchaStatus({ slug, protection }: CaptchaStatusProps) {
  const texts = CAPTCHA_TEXTS[useFieldMessages().language ?? "en"];
  const status = useSyncExternalStore(
    (listener) => subscribeCaptcha(slug, listener),
    () => captchaStatus(slug),
    () => "idle" as const,
  );
  const answer = useReadyAnswer(slug, status);
  // Started as the form shows: solved while the respondent types.
  useEffect(() => {
    if (protection.captcha === "altcha") captchaAnswer(slug).catch(() => {});
  }, [slug, protection.captcha]);
  const text =
    status === "solving"
      ? texts.solving
      : status === "ready"
        ? texts.ready
        : status === "failed"
          ? texts.failed
          : "";
  return (
    <div className="fw-captcha" data-captcha={protection.captcha} data-state={status}>
      {protection.captcha !== "altcha" && (
        <ThirdPartyCaptcha slug={slug} provider={protection.captcha} />
      )}
      <p className="fw-captcha__status" role="status">
        {text}
      </p>
      <input type="hidden" name={CAPTCHA_INPUT} value={answer} />
    </div>
  );
}

/** The answer last solved, for the hidden input (empty until one is ready). */
function useReadyAnswer(slug: string, status: string): string {
  const [answer, setAnswer] = useState("");
  useEffect(() => {
    if (status !== "ready") return;
    let isCurrent = true;
    captchaAnswer(slug).then(
      (value) => {
        if (isCurrent) setAnswer(value);
      },
      () => {},
    );
    return () => {
      isCurrent = false;
    };
  }, [slug, status]);
  return answer;
}
