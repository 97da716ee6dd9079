"use client";

import { useId, useRef, useState } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import { errorMessage } from "../admin-ui/error-message";
import type { Announcer } from "../admin-ui/use-announcer";
import { DisableTwoFactorForm } from "./disable-two-factor-form";
import { RecoveryCodesNotice } from "./recovery-codes-notice";
import { startTwoFactorSetup, type TwoFactorSetup } from "./two-factor-api";
import { TwoFactorSetupForm } from "./two-factor-setup-form";

/** The signed-in user's two-factor sign-in, as `me { twoFactor }` answers it. */
export interface TwoFactorState {
  enabled: boolean;
  /** The server requires it (FORMWRIGHT_REQUIRE_2FA=1). */
  required: boolean;
  recoveryCodesLeft: number;
}

/**
 * "Two-factor sign-in" on the account page: off, then "Set up two-factor
 * sign-in" (QR code, key, a first code), then the recovery codes shown once;
 * on, with "Turn off two-factor sign-in". Focus follows each step: the set-up's
 * heading, the codes' box, then this section's heading.
 *
 * @example
 * <TwoFactorSection initial={{ enabled: false, required: false, recoveryCodesLeft: 0 }} announce={announce} />
 */
export function TwoFactorSection({
  initial,
  announce,
}: {
  initial: TwoFactorState;
  announce: Announcer["announce"];
}) {
  const isHydrated = useHydrated();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [status, setStatus] = useState(initial);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const backToHeading = () => requestAnimationFrame(() => heading.current?.focus());

  const start = async () => {
    setFailure(null);
    try {
      setSetup(await startTwoFactorSetup());
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const body = () => {
    if (codes) {
      return (
        <RecoveryCodesNotice
          codes={codes}
          onDone={() => {
            setCodes(null);
            backToHeading();
          }}
        />
      );
    }
    if (setup) {
      return (
        <TwoFactorSetupForm
          setup={setup}
          onConfirmed={(made) => {
            setSetup(null);
            setCodes(made);
            setStatus((s) => ({ ...s, enabled: true, recoveryCodesLeft: made.length }));
          }}
          onCancel={() => {
            setSetup(null);
            backToHeading();
          }}
        />
      );
    }
    if (status.enabled) {
      return (
        <>
          <p>
            Two-factor sign-in is on: after your password, signing in asks for a code from your
            authenticator app. Recovery codes left: {status.recoveryCodesLeft}.
          </p>
          <DisableTwoFactorForm
            onDisabled={() => {
              setStatus((s) => ({ ...s, enabled: false, recoveryCodesLeft: 0 }));
              announce("success", "Two-factor sign-in is off.");
              backToHeading();
            }}
          />
        </>
      );
    }
    return (
      <>
        <p>
          Two-factor sign-in is off. With it on, signing in also asks for a 6-digit code from an
          authenticator app on your phone, so a password alone does not get in.
        </p>
        {failure ? (
          <div className="fw-alert fw-alert--error" role="alert">
            <p>{failure}</p>
          </div>
        ) : null}
        {/* Until React runs a press would do nothing: the button says so. */}
        <button type="button" className="fw-button" onClick={start} disabled={!isHydrated}>
          Set up two-factor sign-in
        </button>
      </>
    );
  };

  return (
    <section className="fw-admin-panel" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        Two-factor sign-in
      </h2>
      {status.required && !status.enabled ? (
        <div className="fw-two-factor-required">
          <p>This server requires two-factor sign-in: set it up here to go on using Formwright.</p>
        </div>
      ) : null}
      {body()}
    </section>
  );
}
