"use client";

import { AnnouncerRegion } from "../admin-ui/announcer-region";
import { useAnnouncer } from "../admin-ui/use-announcer";
import { ApiKeysSection } from "./api-keys-section";
import { UsersSection } from "./users-section";
import "./users.css";

/**
 * `/admin/users` for owners: the people who may sign in and their roles, and
 * the API keys programs use. Outcomes of every action are announced in one
 * live region at the top.
 *
 * @example
 * <UsersPage currentEmail={viewer.email} />
 */
export function UsersPage({ currentEmail }: { currentEmail: string | null }) {
  const announcer = useAnnouncer();
  return (
    <div className="fw-users-page" {...announcer.actionScope}>
      <h1>Users and API keys</h1>
      <AnnouncerRegion announcement={announcer.announcement} />
      <UsersSection currentEmail={currentEmail} announce={announcer.announce} />
      <ApiKeysSection announce={announcer.announce} />
    </div>
  );
}
