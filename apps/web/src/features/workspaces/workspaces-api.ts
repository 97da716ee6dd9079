"use client";

import type {
  AddWorkspaceMemberMutation,
  AddWorkspaceMemberMutationVariables,
  AdminWorkspacesQuery,
  CreateWorkspaceMutation,
  CreateWorkspaceMutationVariables,
  DeleteWorkspaceMutation,
  DeleteWorkspaceMutationVariables,
  MoveFormMutation,
  MoveFormMutationVariables,
  RemoveWorkspaceMemberMutation,
  RemoveWorkspaceMemberMutationVariables,
  RenameWorkspaceMutation,
  RenameWorkspaceMutationVariables,
  SetWorkspaceRoleMutation,
  SetWorkspaceRoleMutationVariables,
  WorkspaceFieldsFragment,
} from "../../graphql/operation-types";
import { browserClient } from "../api/browser-client";
import type { RoleName } from "../users/roles";

const WORKSPACE = /* GraphQL */ `
  fragment WorkspaceFields on Workspace {
    id
    name
    role
    permissions
    formCount
    isEmpty
    members { userId email role }
  }
`;

/** A workspace as the admin lists it: the caller's role there, what they may do, its members. */
export type WorkspaceSummary = WorkspaceFieldsFragment;

/** A member of a workspace. */
export type WorkspaceMemberSummary = WorkspaceSummary["members"][number];

/** React Query keys of workspaces. */
export const workspacesKeys = { workspaces: ["workspaces"] as const };

/** The caller's workspaces (every one for an instance administrator), by name. */
export async function fetchWorkspaces(): Promise<WorkspaceSummary[]> {
  const data = await browserClient().request<AdminWorkspacesQuery>(/* GraphQL */ `
    query AdminWorkspaces { workspaces { ...WorkspaceFields } }
    ${WORKSPACE}
  `);
  return data.workspaces;
}

/** Makes a workspace (`createWorkspace`); its maker becomes its owner. */
export async function createWorkspace(name: string): Promise<WorkspaceSummary> {
  const data = await browserClient().request<
    CreateWorkspaceMutation,
    CreateWorkspaceMutationVariables
  >(
    /* GraphQL */ `
      mutation CreateWorkspace($name: String!) { createWorkspace(name: $name) { ...WorkspaceFields } }
      ${WORKSPACE}
    `,
    { name },
  );
  return data.createWorkspace;
}

/** Renames a workspace (`renameWorkspace`). */
export async function renameWorkspace(id: string, name: string): Promise<WorkspaceSummary> {
  const data = await browserClient().request<
    RenameWorkspaceMutation,
    RenameWorkspaceMutationVariables
  >(
    /* GraphQL */ `
      mutation RenameWorkspace($id: ID!, $name: String!) {
        renameWorkspace(id: $id, name: $name) { ...WorkspaceFields }
      }
      ${WORKSPACE}
    `,
    { id, name },
  );
  return data.renameWorkspace;
}

/** Deletes an empty workspace (`deleteWorkspace`). */
export async function deleteWorkspace(id: string): Promise<string> {
  const data = await browserClient().request<
    DeleteWorkspaceMutation,
    DeleteWorkspaceMutationVariables
  >(
    /* GraphQL */ `
      mutation DeleteWorkspace($id: ID!) { deleteWorkspace(id: $id) { name } }
    `,
    { id },
  );
  return data.deleteWorkspace.name;
}

/** Adds the person with an account of `email` to a workspace (`addWorkspaceMember`). */
export async function addWorkspaceMember(input: {
  workspaceId: string;
  email: string;
  role: RoleName;
}): Promise<WorkspaceMemberSummary> {
  const data = await browserClient().request<
    AddWorkspaceMemberMutation,
    AddWorkspaceMemberMutationVariables
  >(
    /* GraphQL */ `
      mutation AddWorkspaceMember($workspaceId: ID!, $email: String!, $role: Role!) {
        addWorkspaceMember(workspaceId: $workspaceId, email: $email, role: $role) { userId email role }
      }
    `,
    input,
  );
  return data.addWorkspaceMember;
}

/** Gives a member another role in a workspace (`setWorkspaceRole`). */
export async function setWorkspaceRole(input: {
  workspaceId: string;
  userId: string;
  role: RoleName;
}): Promise<WorkspaceMemberSummary> {
  const data = await browserClient().request<
    SetWorkspaceRoleMutation,
    SetWorkspaceRoleMutationVariables
  >(
    /* GraphQL */ `
      mutation SetWorkspaceRole($workspaceId: ID!, $userId: ID!, $role: Role!) {
        setWorkspaceRole(workspaceId: $workspaceId, userId: $userId, role: $role) { userId email role }
      }
    `,
    input,
  );
  return data.setWorkspaceRole;
}

/** Removes a member from a workspace (`removeWorkspaceMember`). */
export async function removeWorkspaceMember(input: {
  workspaceId: string;
  userId: string;
}): Promise<WorkspaceMemberSummary> {
  const data = await browserClient().request<
    RemoveWorkspaceMemberMutation,
    RemoveWorkspaceMemberMutationVariables
  >(
    /* GraphQL */ `
      mutation RemoveWorkspaceMember($workspaceId: ID!, $userId: ID!) {
        removeWorkspaceMember(workspaceId: $workspaceId, userId: $userId) { userId email role }
      }
    `,
    input,
  );
  return data.removeWorkspaceMember;
}

/** Moves a form to another workspace (`moveForm`); answers the workspace it is in now. */
export async function moveForm(input: {
  formId: string;
  workspaceId: string;
}): Promise<{ id: string; name: string }> {
  const data = await browserClient().request<MoveFormMutation, MoveFormMutationVariables>(
    /* GraphQL */ `
      mutation MoveForm($formId: ID!, $workspaceId: ID!) {
        moveForm(formId: $formId, workspaceId: $workspaceId) { id workspace { id name } }
      }
    `,
    input,
  );
  return data.moveForm.workspace;
}
