"use client";

import { AnnouncerRegion } from "../admin-ui/announcer-region";
import { useAnnouncer } from "../admin-ui/use-announcer";
import { ChangePasswordForm } from "./change-password-form";
import "./users.css";

/**
 * `/admin/account`: the signed-in person's own account, where they change
 * their password.
 *
 * @example
 * <AccountPage email="ed@example.com" />
 */
export function AccountPage({ email }: { email: string }) {
  const announcer = useAnnouncer();
  return (
    <div className="fw-users-page" {...announcer.actionScope}>
      <h1>Your account</h1>
      <p>
        Signed in as <strong>{email}</strong>.
      </p>
      <AnnouncerRegion announcement={announcer.announcement} />
      <ChangePasswordForm announce={announcer.announce} />
    </div>
  );
}
