"use client";

import type {
  AdminApiKeysQuery,
  AdminUsersQuery,
  ApiKeyFieldsFragment,
  ChangePasswordMutation,
  ChangePasswordMutationVariables,
  ChangeUserRoleMutation,
  ChangeUserRoleMutationVariables,
  CreateApiKeyMutation,
  CreateApiKeyMutationVariables,
  CreatePasswordResetLinkMutation,
  CreatePasswordResetLinkMutationVariables,
  CreateUserMutation,
  CreateUserMutationVariables,
  DeleteUserMutation,
  DeleteUserMutationVariables,
  InviteUserMutation,
  InviteUserMutationVariables,
  IsEmailConfiguredQuery,
  ListedUserFieldsFragment,
  RevokeApiKeyMutation,
  RevokeApiKeyMutationVariables,
  SendPasswordResetEmailMutation,
  SendPasswordResetEmailMutationVariables,
  UserFieldsFragment,
} from "../../graphql/operation-types";
import { browserClient } from "../api/browser-client";
import type { RoleName } from "./roles";

const USER = /* GraphQL */ `
  fragment UserFields on User { id email role createdAt isPending }
`;
const LISTED_USER = /* GraphQL */ `
  fragment ListedUserFields on User {
    ...UserFields
    passwordLink { purpose expiresAt mailStatus mailError }
  }
  ${USER}
`;
const API_KEY = /* GraphQL */ `
  fragment ApiKeyFields on ApiKey { id name prefix role createdAt lastUsedAt revoked workspaceId }
`;

/** A user's outstanding one-time link, as the owner's list shows it (never the token). */
export type PasswordLinkSummary = NonNullable<ListedUserFieldsFragment["passwordLink"]>;

/**
 * A user as the owner's list shows it: `isPending` when invited and no
 * password is set yet; `passwordLink` only in the list.
 */
export type UserSummary = UserFieldsFragment &
  Partial<Pick<ListedUserFieldsFragment, "passwordLink">>;

/** An API key as listed: never the key itself, only its first characters. */
export type ApiKeySummary = ApiKeyFieldsFragment;

/** A key just created: `key` is the secret, returned this once. */
export type CreatedApiKey = CreateApiKeyMutation["createApiKey"];

/** React Query keys of this page. */
export const usersKeys = {
  users: ["users"] as const,
  isEmailConfigured: ["isEmailConfigured"] as const,
  apiKeys: ["apiKeys"] as const,
};

/** Every user (`users`). */
export async function fetchUsers(): Promise<UserSummary[]> {
  const data = await browserClient().request<AdminUsersQuery>(/* GraphQL */ `
    query AdminUsers { users { ...ListedUserFields } }
    ${LISTED_USER}
  `);
  return data.users;
}

/** Creates a user with a first password (`createUser`). */
export async function createUser(input: {
  email: string;
  password: string;
  role: RoleName;
}): Promise<UserSummary> {
  const data = await browserClient().request<CreateUserMutation, CreateUserMutationVariables>(
    /* GraphQL */ `
      mutation CreateUser($email: String!, $password: String!, $role: Role!) {
        createUser(email: $email, password: $password, role: $role) { ...UserFields }
      }
      ${USER}
    `,
    input,
  );
  return data.createUser;
}

/** Gives a user another role (`changeUserRole`); the API keeps the last owner an owner. */
export async function changeUserRole(input: { id: string; role: RoleName }): Promise<UserSummary> {
  const data = await browserClient().request<
    ChangeUserRoleMutation,
    ChangeUserRoleMutationVariables
  >(
    /* GraphQL */ `
      mutation ChangeUserRole($id: ID!, $role: Role!) {
        changeUserRole(id: $id, role: $role) { ...UserFields }
      }
      ${USER}
    `,
    input,
  );
  return data.changeUserRole;
}

/** Deletes a user and ends their sessions (`deleteUser`). */
export async function deleteUser(id: string): Promise<void> {
  await browserClient().request<DeleteUserMutation, DeleteUserMutationVariables>(
    /* GraphQL */ `mutation DeleteUser($id: ID!) { deleteUser(id: $id) }`,
    { id },
  );
}

/** Every API key, newest first (`apiKeys`). */
export async function fetchApiKeys(): Promise<ApiKeySummary[]> {
  const data = await browserClient().request<AdminApiKeysQuery>(/* GraphQL */ `
    query AdminApiKeys { apiKeys { ...ApiKeyFields } }
    ${API_KEY}
  `);
  return data.apiKeys;
}

/** Creates an API key acting with `role` in a workspace (`createApiKey`). */
export async function createApiKey(input: {
  name: string;
  role: RoleName;
  /** The workspace it acts in; absent: as the API decides (the caller's only, or the oldest). */
  workspaceId?: string | null;
}): Promise<CreatedApiKey> {
  const data = await browserClient().request<CreateApiKeyMutation, CreateApiKeyMutationVariables>(
    /* GraphQL */ `
      mutation CreateApiKey($name: String!, $role: Role!, $workspaceId: ID) {
        createApiKey(name: $name, role: $role, workspaceId: $workspaceId) { key apiKey { ...ApiKeyFields } }
      }
      ${API_KEY}
    `,
    input,
  );
  return data.createApiKey;
}

/** Revokes an API key at once (`revokeApiKey`). */
export async function revokeApiKey(id: string): Promise<ApiKeySummary> {
  const data = await browserClient().request<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>(
    /* GraphQL */ `
      mutation RevokeApiKey($id: ID!) { revokeApiKey(id: $id) { ...ApiKeyFields } }
      ${API_KEY}
    `,
    { id },
  );
  return data.revokeApiKey;
}

/** A one-time reset link, returned this once (`createPasswordResetLink`). */
export type PasswordResetLink = CreatePasswordResetLinkMutation["createPasswordResetLink"];

/** Makes a one-time link (valid one hour) that sets a new password for a user. */
export async function createPasswordResetLink(userId: string): Promise<PasswordResetLink> {
  const data = await browserClient().request<
    CreatePasswordResetLinkMutation,
    CreatePasswordResetLinkMutationVariables
  >(
    /* GraphQL */ `
      mutation CreatePasswordResetLink($userId: ID!) {
        createPasswordResetLink(userId: $userId) { url expiresAt user { ...UserFields } }
      }
      ${USER}
    `,
    { userId },
  );
  return data.createPasswordResetLink;
}

/** Changes the signed-in user's password and ends their other sessions (`changePassword`). */
export async function changePassword(input: {
  currentPassword: string;
  newPassword: string;
}): Promise<void> {
  await browserClient().request<ChangePasswordMutation, ChangePasswordMutationVariables>(
    /* GraphQL */ `
      mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
        changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
      }
    `,
    input,
  );
}

/** Whether this server can send mail (`isEmailConfigured`). */
export async function fetchIsEmailConfigured(): Promise<boolean> {
  const data = await browserClient().request<IsEmailConfiguredQuery>(
    /* GraphQL */ `query IsEmailConfigured { isEmailConfigured }`,
  );
  return data.isEmailConfigured;
}

/** An invitation just made: `url` is shown this once, or null when it was emailed. */
export type Invite = InviteUserMutation["inviteUser"];

/** Invites someone by email (`inviteUser`); a pending user invited again gets a new link. */
export async function inviteUser(input: { email: string; role: RoleName }): Promise<Invite> {
  const data = await browserClient().request<InviteUserMutation, InviteUserMutationVariables>(
    /* GraphQL */ `
      mutation InviteUser($email: String!, $role: Role!) {
        inviteUser(email: $email, role: $role) { url emailed expiresAt user { ...UserFields } }
      }
      ${USER}
    `,
    input,
  );
  return data.inviteUser;
}

/** Emails a user a one-time reset link, valid one hour (`sendPasswordResetEmail`). */
export async function sendPasswordResetEmail(
  userId: string,
): Promise<{ expiresAt: string; user: UserSummary }> {
  const data = await browserClient().request<
    SendPasswordResetEmailMutation,
    SendPasswordResetEmailMutationVariables
  >(
    /* GraphQL */ `
      mutation SendPasswordResetEmail($userId: ID!) {
        sendPasswordResetEmail(userId: $userId) { expiresAt user { ...UserFields } }
      }
      ${USER}
    `,
    { userId },
  );
  return data.sendPasswordResetEmail;
}
