"use client";

import { browserClient } from "../api/browser-client";
import type { RoleName } from "./roles";

/** A user's outstanding one-time link, as the owner's list shows it (never the token). */
export interface PasswordLinkSummary {
  purpose: "INVITE" | "RESET";
  expiresAt: string;
  /** The mail carrying it, or null when it was shown to an owner. */
  mailStatus: "PENDING" | "DELIVERED" | "FAILED" | null;
  mailError: string | null;
}

/** A user as the owner's list shows it. */
export interface UserSummary {
  id: string;
  email: string;
  role: RoleName;
  createdAt: string;
  /** Invited and has not set a password yet. */
  isPending: boolean;
  passwordLink?: PasswordLinkSummary | null;
}

/** An API key as listed: never the key itself, only its first characters. */
export interface ApiKeySummary {
  id: string;
  name: string;
  prefix: string;
  role: RoleName;
  createdAt: string;
  lastUsedAt: string | null;
  revoked: boolean;
}

/** A key just created: `key` is the secret, returned this once. */
export interface CreatedApiKey {
  key: string;
  apiKey: ApiKeySummary;
}

const USER = "id email role createdAt isPending";
const LISTED_USER = `${USER} passwordLink { purpose expiresAt mailStatus mailError }`;
const API_KEY = "id name prefix role createdAt lastUsedAt revoked";

/** React Query keys of this page. */
export const usersKeys = {
  users: ["users"] as const,
  isEmailConfigured: ["isEmailConfigured"] as const,
  apiKeys: ["apiKeys"] as const,
};

/** Every user (`users`). */
export async function fetchUsers(): Promise<UserSummary[]> {
  const data = await browserClient().request<{ users: UserSummary[] }>(
    `query AdminUsers { users { ${LISTED_USER} } }`,
  );
  return data.users;
}

/** Creates a user with a first password (`createUser`). */
export async function createUser(input: {
  email: string;
  password: string;
  role: RoleName;
}): Promise<UserSummary> {
  const data = await browserClient().request<{ createUser: UserSummary }>(
    `mutation CreateUser($email: String!, $password: String!, $role: Role!) {
      createUser(email: $email, password: $password, role: $role) { ${USER} } }`,
    input,
  );
  return data.createUser;
}

/** Gives a user another role (`changeUserRole`); the API keeps the last owner an owner. */
export async function changeUserRole(input: { id: string; role: RoleName }): Promise<UserSummary> {
  const data = await browserClient().request<{ changeUserRole: UserSummary }>(
    `mutation ChangeUserRole($id: ID!, $role: Role!) { changeUserRole(id: $id, role: $role) { ${USER} } }`,
    input,
  );
  return data.changeUserRole;
}

/** Deletes a user and ends their sessions (`deleteUser`). */
export async function deleteUser(id: string): Promise<void> {
  await browserClient().request("mutation DeleteUser($id: ID!) { deleteUser(id: $id) }", { id });
}

/** Every API key, newest first (`apiKeys`). */
export async function fetchApiKeys(): Promise<ApiKeySummary[]> {
  const data = await browserClient().request<{ apiKeys: ApiKeySummary[] }>(
    `query AdminApiKeys { apiKeys { ${API_KEY} } }`,
  );
  return data.apiKeys;
}

/** Creates an API key acting with `role` (`createApiKey`). */
export async function createApiKey(input: {
  name: string;
  role: RoleName;
}): Promise<CreatedApiKey> {
  const data = await browserClient().request<{ createApiKey: CreatedApiKey }>(
    `mutation CreateApiKey($name: String!, $role: Role!) {
      createApiKey(name: $name, role: $role) { key apiKey { ${API_KEY} } } }`,
    input,
  );
  return data.createApiKey;
}

/** Revokes an API key at once (`revokeApiKey`). */
export async function revokeApiKey(id: string): Promise<ApiKeySummary> {
  const data = await browserClient().request<{ revokeApiKey: ApiKeySummary }>(
    `mutation RevokeApiKey($id: ID!) { revokeApiKey(id: $id) { ${API_KEY} } }`,
    { id },
  );
  return data.revokeApiKey;
}

/** A one-time reset link, returned this once (`createPasswordResetLink`). */
export interface PasswordResetLink {
  url: string;
  expiresAt: string;
  user: UserSummary;
}

/** Makes a one-time link (valid one hour) that sets a new password for a user. */
export async function createPasswordResetLink(userId: string): Promise<PasswordResetLink> {
  const data = await browserClient().request<{ createPasswordResetLink: PasswordResetLink }>(
    `mutation CreatePasswordResetLink($userId: ID!) {
      createPasswordResetLink(userId: $userId) { url expiresAt user { ${USER} } } }`,
    { userId },
  );
  return data.createPasswordResetLink;
}

/** Changes the signed-in user's password and ends their other sessions (`changePassword`). */
export async function changePassword(input: {
  currentPassword: string;
  newPassword: string;
}): Promise<void> {
  await browserClient().request(
    `mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
      changePassword(currentPassword: $currentPassword, newPassword: $newPassword) }`,
    input,
  );
}

/** Whether this server can send mail (`isEmailConfigured`). */
export async function fetchIsEmailConfigured(): Promise<boolean> {
  const data = await browserClient().request<{ isEmailConfigured: boolean }>(
    "query IsEmailConfigured { isEmailConfigured }",
  );
  return data.isEmailConfigured;
}

/** An invitation just made: `url` is shown this once, or null when it was emailed. */
export interface Invite {
  user: UserSummary;
  url: string | null;
  emailed: boolean;
  expiresAt: string;
}

/** Invites someone by email (`inviteUser`); a pending user invited again gets a new link. */
export async function inviteUser(input: { email: string; role: RoleName }): Promise<Invite> {
  const data = await browserClient().request<{ inviteUser: Invite }>(
    `mutation InviteUser($email: String!, $role: Role!) {
      inviteUser(email: $email, role: $role) { url emailed expiresAt user { ${USER} } } }`,
    input,
  );
  return data.inviteUser;
}

/** Emails a user a one-time reset link, valid one hour (`sendPasswordResetEmail`). */
export async function sendPasswordResetEmail(
  userId: string,
): Promise<{ expiresAt: string; user: UserSummary }> {
  const data = await browserClient().request<{
    sendPasswordResetEmail: { expiresAt: string; user: UserSummary };
  }>(
    `mutation SendPasswordResetEmail($userId: ID!) {
      sendPasswordResetEmail(userId: $userId) { expiresAt user { ${USER} } } }`,
    { userId },
  );
  return data.sendPasswordResetEmail;
}
