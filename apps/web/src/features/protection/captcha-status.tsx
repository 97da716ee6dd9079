"use client";

import type { Protection } from "@formwright/core";
import { useWidgetTexts } from "@formwright/fields";
import { Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { NATIVE_INPUT } from "../../lib/native-post/native-post-names";
import { captchaAnswer, captchaStatus, subscribeCaptcha } from "./captcha-answers";
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
export function CaptchaStatus(props: CaptchaStatusProps) {
  return (
    <Suspense fallback={null}>
      <CaptchaStatusText {...props} />
    </Suspense>
  );
}

function CaptchaStatusText({ slug, protection }: CaptchaStatusProps) {
  const texts = useWidgetTexts();
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
      ? texts.captchaSolving
      : status === "ready"
        ? texts.captchaReady
        : status === "failed"
          ? texts.captchaFailed
          : "";
  return (
    <div className="fw-captcha" data-captcha={protection.captcha} data-state={status}>
      {protection.captcha !== "altcha" && (
        <ThirdPartyCaptcha slug={slug} provider={protection.captcha} />
      )}
      <p className="fw-captcha__status" role="status">
        {text}
      </p>
      <input type="hidden" name={NATIVE_INPUT.captcha} value={answer} />
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
