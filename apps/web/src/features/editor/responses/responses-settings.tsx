"use client";

import { PER_VERIFIED_EMAIL_MAX, RETENTION_MAX_DAYS } from "@formwright/core";
import { Checkbox, NumberInput, RadioGroup } from "@formwright/fields";
import { useWatch } from "react-hook-form";
import { EditingSettings } from "../editing/editing-settings";

const CAPTCHAS = [
  { label: "None", value: "none" },
  { label: "ALTCHA: a private proof of work, no third party", value: "altcha" },
  { label: "Cloudflare Turnstile", value: "turnstile" },
  { label: "hCaptcha", value: "hcaptcha" },
];

const DIFFICULTIES = [
  { label: "Low (about 0.05 s on a phone)", value: "low" },
  { label: "Medium (about 0.25 s)", value: "medium" },
  { label: "High (about 1 s)", value: "high" },
];

/** The third party's keys, which the server reads from its environment. */
const THIRD_PARTY_KEYS: Record<string, string> = {
  turnstile: "FORMWRIGHT_TURNSTILE_SITE_KEY and FORMWRIGHT_TURNSTILE_SECRET_KEY",
  hcaptcha: "FORMWRIGHT_HCAPTCHA_SITE_KEY and FORMWRIGHT_HCAPTCHA_SECRET_KEY",
};

function CaptchaDetails() {
  const captcha = useWatch({ name: "captcha" });
  if (captcha === "altcha")
    return (
      <RadioGroup
        name="captchaDifficulty"
        label="Work asked of each browser"
        options={DIFFICULTIES}
      />
    );
  const keys = THIRD_PARTY_KEYS[String(captcha)];
  return keys ? (
    <p className="fw-editor-hint">
      Respondents&rsquo; browsers then contact this third party. The server needs {keys}.
    </p>
  ) : null;
}

/**
 * Who may answer and what is kept of their answers (issue 33): a CAPTCHA,
 * responses per verified address, unfinished answers kept as respondents go,
 * and how long answers are kept. Applies once published.
 */
export function ResponsesSettings() {
  return (
    <fieldset className="fw-editor-group">
      <legend>Responses and privacy</legend>
      <RadioGroup name="captcha" label="CAPTCHA against bots" options={CAPTCHAS} />
      <CaptchaDetails />
      <NumberInput
        name="perVerifiedEmail"
        label="Responses per verified email address"
        description={`Optional; needs an email field whose address is verified (1 to ${PER_VERIFIED_EMAIL_MAX.toLocaleString("en")})`}
        rules={{ min: 1, max: PER_VERIFIED_EMAIL_MAX }}
      />
      <Checkbox
        name="invitesOnly"
        label="Only through single-use links"
        description="Respondents need a link made under Share, each good for one response; without one the form says so"
      />
      <Checkbox
        name="partialResponses"
        label="Keep unfinished answers"
        description="Answers are kept as respondents move on, and listed under Not finished; the form tells respondents so"
      />
      <EditingSettings />
      <NumberInput
        name="deleteAfterDays"
        label="Delete answers after (days)"
        description={`Optional; submissions, their files, drafts and unfinished answers older than this are deleted daily (1 to ${RETENTION_MAX_DAYS.toLocaleString("en")}). Kept until deleted by hand if empty`}
        rules={{ min: 1, max: RETENTION_MAX_DAYS }}
      />
    </fieldset>
  );
}
