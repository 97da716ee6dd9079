"use client";

import { AnnouncerRegion } from "../admin-ui/announcer-region";
import { useAnnouncer } from "../admin-ui/use-announcer";
import { ChangePasswordForm } from "./change-password-form";
import { TwoFactorSection, type TwoFactorState } from "./two-factor-section";
import "./users.css";

/**
 * `/admin/account`: the signed-in person's own account, where they change
 * their password and set up two-factor sign-in.
 *
 * @example
 * <AccountPage email="ed@example.com" twoFactor={{ enabled: false, required: false, recoveryCodesLeft: 0 }} />
 */
export function AccountPage({ email, twoFactor }: { email: string; twoFactor: TwoFactorState }) {
  const announcer = useAnnouncer();
  const twoFactorSection = <TwoFactorSection initial={twoFactor} announce={announcer.announce} />;
  // Sent here to set it up (FORMWRIGHT_REQUIRE_2FA=1): that comes first.
  const isTwoFactorFirst = twoFactor.required && !twoFactor.enabled;
  return (
    <div className="fw-users-page" {...announcer.actionScope}>
      <h1>Your account</h1>
      <p>
        Signed in as <strong>{email}</strong>.
      </p>
      <AnnouncerRegion announcement={announcer.announcement} />
      {isTwoFactorFirst ? twoFactorSection : null}
      <ChangePasswordForm announce={announcer.announce} />
      {isTwoFactorFirst ? null : twoFactorSection}
    </div>
  );
}
