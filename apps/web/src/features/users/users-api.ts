"use client";

import { browserClient } from "../api/browser-client";
import type { RoleName } from "./roles";

/** A user as the owner's list shows it. */
export interface UserSummary {
  id: string;
  email: string;
  role: RoleName;
  createdAt: string;
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

const USER = "id email role createdAt";
const API_KEY = "id name prefix role createdAt lastUsedAt revoked";

/** React Query keys of this page. */
export const usersKeys = {
  users: ["users"] as const,
  apiKeys: ["apiKeys"] as const,
};

/** Every user (`users`). */
export async function fetchUsers(): Promise<UserSummary[]> {
  const data = await browserClient().request<{ users: UserSummary[] }>(
    `query AdminUsers { users { ${USER} } }`,
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
