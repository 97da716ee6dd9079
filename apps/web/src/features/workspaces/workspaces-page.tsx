"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type Ref, useId, useRef, useState } from "react";
import { can } from "../../lib/permissions";
import { AnnouncerRegion } from "../admin-ui/announcer-region";
import { ConfirmDialog } from "../admin-ui/confirm-dialog";
import { errorMessage } from "../admin-ui/error-message";
import { TableScroll } from "../admin-ui/table-scroll";
import { type Announcer, useAnnouncer } from "../admin-ui/use-announcer";
import { ROLE_OPTIONS, type RoleName, roleLabel } from "../users/roles";
import {
  addWorkspaceMember,
  createWorkspace,
  deleteWorkspace,
  fetchWorkspaces,
  removeWorkspaceMember,
  renameWorkspace,
  setWorkspaceRole,
  type WorkspaceMemberSummary,
  type WorkspaceSummary,
  workspacesKeys,
} from "./workspaces-api";
import "../users/users.css";
import "./workspaces.css";
import { ApiKeysSection } from "../users/api-keys-section";

type Announce = Announcer["announce"];

/**
 * `/admin/workspaces`: each workspace the viewer belongs to (every one for an
 * instance administrator) with its members and their roles there. Owners of a
 * workspace rename it, add, change and remove members, and delete it once it
 * is empty; instance administrators also make new ones.
 *
 * @example
 * <WorkspacesPage canCreate={can(viewer.permissions, "createWorkspace")} />
 */
export function WorkspacesPage({
  canCreate,
  showApiKeys = false,
}: {
  canCreate: boolean;
  /** The workspaces' API keys here (for owners of a workspace who cannot open Users and API keys). */
  showApiKeys?: boolean;
}) {
  const announcer = useAnnouncer();
  const { data: workspaces, error } = useQuery({
    queryKey: workspacesKeys.workspaces,
    queryFn: fetchWorkspaces,
  });
  return (
    <div className="fw-users-page fw-workspaces-page" {...announcer.actionScope}>
      <h1>Workspaces</h1>
      <AnnouncerRegion announcement={announcer.announcement} />
      <p className="fw-muted">
        Forms belong to a workspace. Its members see its forms, submissions, webhooks and files with
        the role they have there: viewers read, editors also change forms, owners also manage the
        workspace and its members.
      </p>
      {canCreate ? <CreateWorkspaceForm announce={announcer.announce} /> : null}
      {error && !workspaces ? (
        <div className="fw-alert fw-alert--error" role="alert">
          <p>The workspaces could not be loaded: {errorMessage(error)}</p>
        </div>
      ) : null}
      {workspaces ? (
        workspaces.length === 0 ? (
          <p>You are not a member of any workspace yet. Ask a workspace owner to add you.</p>
        ) : (
          workspaces.map((workspace) => (
            <WorkspaceSection
              key={workspace.id}
              workspace={workspace}
              announce={announcer.announce}
            />
          ))
        )
      ) : error ? null : (
        <p>Loading workspaces…</p>
      )}
      {showApiKeys ? <ApiKeysSection announce={announcer.announce} /> : null}
    </div>
  );
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: workspacesKeys.workspaces });
}

/** A workspace's name in a one-line form, its error under it (new and rename). */
function WorkspaceNameForm({
  label,
  name,
  failure,
  inputRef,
  submitLabel,
  submitClassName,
  onName,
  onSubmit,
}: {
  label: string;
  name: string;
  failure: string | null;
  inputRef?: Ref<HTMLInputElement>;
  submitLabel: string;
  submitClassName: string;
  onName: (name: string) => void;
  onSubmit: (event: FormEvent) => void;
}) {
  const inputId = useId();
  const errorId = useId();
  return (
    <form onSubmit={onSubmit} noValidate className="fw-inline-form">
      <div className="fw-field">
        <label htmlFor={inputId} className="fw-field__label">
          {label}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="fw-input"
          value={name}
          maxLength={100}
          required
          autoComplete="off"
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? errorId : undefined}
          onChange={(event) => onName(event.target.value)}
        />
        {failure ? (
          <p id={errorId} className="fw-field__error">
            {failure}
          </p>
        ) : null}
      </div>
      <button type="submit" className={submitClassName}>
        {submitLabel}
      </button>
    </form>
  );
}

/** "New workspace": a name; its maker becomes its owner. */
function CreateWorkspaceForm({ announce }: { announce: Announce }) {
  const headingId = useId();
  const refresh = useRefresh();
  const [name, setName] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const created = await createWorkspace(name);
      setName("");
      await refresh();
      announce("success", `Created the workspace “${created.name}”.`);
    } catch (caught) {
      setFailure(errorMessage(caught));
      input.current?.focus();
    }
  };
  return (
    <section className="fw-admin-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="fw-workspace-panel-heading">
        New workspace
      </h2>
      <WorkspaceNameForm
        label="Name"
        name={name}
        failure={failure}
        inputRef={input}
        submitLabel="Create workspace"
        submitClassName="fw-button"
        onName={setName}
        onSubmit={submit}
      />
    </section>
  );
}

/** One workspace: its name, members and roles, and what its owners may do to it. */
function WorkspaceSection({
  workspace,
  announce,
}: {
  workspace: WorkspaceSummary;
  announce: Announce;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const refresh = useRefresh();
  const [isDeleting, setDeleting] = useState(false);
  const [toRemove, setToRemove] = useState<WorkspaceMemberSummary | null>(null);
  const mayRename = can(workspace.permissions, "renameWorkspace");
  const mayDelete = can(workspace.permissions, "deleteWorkspace");
  const mayManage = can(workspace.permissions, "setWorkspaceRole");
  const emptyHintId = `${headingId}-empty`;
  return (
    <section aria-labelledby={headingId} className="fw-admin-section fw-workspace">
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {workspace.name}
      </h2>
      <p>
        {workspace.formCount === 1 ? "1 form" : `${workspace.formCount} forms`}.{" "}
        {workspace.role ? `Your role here: ${roleLabel(workspace.role).toLowerCase()}.` : null}
      </p>
      {mayRename ? <RenameForm workspace={workspace} announce={announce} /> : null}
      <h3>Members</h3>
      <MembersTable
        workspace={workspace}
        mayManage={mayManage}
        announce={announce}
        onRemove={setToRemove}
      />
      {mayManage ? <AddMemberForm workspace={workspace} announce={announce} /> : null}
      {mayDelete ? (
        <div className="fw-workspace-delete">
          <button
            type="button"
            className="fw-button fw-button--secondary fw-button--danger-outline"
            aria-disabled={!workspace.isEmpty || undefined}
            aria-describedby={workspace.isEmpty ? undefined : emptyHintId}
            onClick={() => {
              if (workspace.isEmpty) setDeleting(true);
            }}
          >
            Delete workspace
          </button>
          {workspace.isEmpty ? null : (
            <p id={emptyHintId} className="fw-muted">
              Only an empty workspace can be deleted: move its forms to another workspace or delete
              them, and revoke its API keys and delete its images first.
            </p>
          )}
        </div>
      ) : null}
      <ConfirmDialog
        isOpen={isDeleting}
        message={`Delete the workspace “${workspace.name}”? Its members keep their accounts.`}
        confirmLabel="Delete workspace"
        onConfirm={async () => {
          const name = await deleteWorkspace(workspace.id);
          setDeleting(false);
          await refresh();
          announce("success", `Deleted the workspace “${name}”.`);
        }}
        onCancel={() => setDeleting(false)}
        fallbackFocus={() => document.querySelector<HTMLElement>("#admin-main")}
      />
      <ConfirmDialog
        isOpen={toRemove !== null}
        message={
          toRemove
            ? `Remove ${toRemove.email} from “${workspace.name}”? They no longer see its forms; their account stays.`
            : ""
        }
        confirmLabel="Remove"
        onConfirm={async () => {
          if (!toRemove) return;
          await removeWorkspaceMember({ workspaceId: workspace.id, userId: toRemove.userId });
          setToRemove(null);
          await refresh();
          announce("success", `Removed ${toRemove.email} from “${workspace.name}”.`);
        }}
        onCancel={() => setToRemove(null)}
        fallbackFocus={() => heading.current}
      />
    </section>
  );
}

function RenameForm({ workspace, announce }: { workspace: WorkspaceSummary; announce: Announce }) {
  const refresh = useRefresh();
  const [name, setName] = useState(workspace.name);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const renamed = await renameWorkspace(workspace.id, name);
      await refresh();
      announce("success", `Renamed the workspace to “${renamed.name}”.`);
    } catch (caught) {
      setFailure(errorMessage(caught));
    }
  };
  return (
    <WorkspaceNameForm
      label="Name of the workspace"
      name={name}
      failure={failure}
      submitLabel="Rename"
      submitClassName="fw-button fw-button--secondary"
      onName={setName}
      onSubmit={submit}
    />
  );
}

function MembersTable({
  workspace,
  mayManage,
  announce,
  onRemove,
}: {
  workspace: WorkspaceSummary;
  mayManage: boolean;
  announce: Announce;
  onRemove: (member: WorkspaceMemberSummary) => void;
}) {
  const refresh = useRefresh();
  if (workspace.members.length === 0) {
    return <p>No members yet: instance administrators see it all the same.</p>;
  }
  const changeRole = async (member: WorkspaceMemberSummary, role: RoleName) => {
    try {
      const changed = await setWorkspaceRole({
        workspaceId: workspace.id,
        userId: member.userId,
        role,
      });
      announce(
        "success",
        `${changed.email} is now ${roleLabel(changed.role).toLowerCase()} in “${workspace.name}”.`,
      );
    } catch (caught) {
      announce("error", errorMessage(caught));
    }
    await refresh();
  };
  return (
    <TableScroll label={`Members of ${workspace.name}`}>
      <table className="fw-table fw-table--cards">
        <caption className="fw-sr-only">Members of {workspace.name}, by email</caption>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            {mayManage ? <th scope="col">Actions</th> : null}
          </tr>
        </thead>
        <tbody>
          {workspace.members.map((member) => {
            const emailId = `member-${workspace.id}-${member.userId}`;
            const selectId = `${emailId}-role`;
            return (
              <tr key={member.userId}>
                <th scope="row" id={emailId}>
                  {member.email}
                </th>
                <td data-label="Role">
                  {mayManage ? (
                    <>
                      <label htmlFor={selectId} className="fw-sr-only">
                        Role of {member.email} in {workspace.name}
                      </label>
                      <select
                        id={selectId}
                        className="fw-role-select"
                        value={member.role}
                        onChange={(event) => changeRole(member, event.target.value as RoleName)}
                      >
                        {ROLE_OPTIONS.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </select>
                    </>
                  ) : (
                    roleLabel(member.role)
                  )}
                </td>
                {mayManage ? (
                  <td data-label="Actions">
                    <button
                      type="button"
                      className="fw-button fw-button--secondary fw-button--small fw-button--danger-outline"
                      aria-describedby={emailId}
                      onClick={() => onRemove(member)}
                    >
                      Remove
                    </button>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}

function AddMemberForm({
  workspace,
  announce,
}: {
  workspace: WorkspaceSummary;
  announce: Announce;
}) {
  const headingId = useId();
  const emailId = useId();
  const roleId = useId();
  const errorId = useId();
  const refresh = useRefresh();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<RoleName>("EDITOR");
  const [failure, setFailure] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const added = await addWorkspaceMember({ workspaceId: workspace.id, email, role });
      setEmail("");
      await refresh();
      announce(
        "success",
        `Added ${added.email} to “${workspace.name}” as ${roleLabel(added.role).toLowerCase()}.`,
      );
    } catch (caught) {
      setFailure(errorMessage(caught));
      input.current?.focus();
    }
  };
  return (
    <section className="fw-admin-panel" aria-labelledby={headingId}>
      <h3 id={headingId}>Add a member to {workspace.name}</h3>
      <form onSubmit={submit} noValidate>
        <div className="fw-field">
          <label htmlFor={emailId} className="fw-field__label">
            Email
          </label>
          <p className="fw-field__description" id={`${emailId}-hint`}>
            Of someone with an account: invite new people on the Users page first.
          </p>
          <input
            ref={input}
            id={emailId}
            className="fw-input"
            type="email"
            value={email}
            required
            autoComplete="off"
            aria-invalid={failure ? true : undefined}
            aria-describedby={failure ? `${emailId}-hint ${errorId}` : `${emailId}-hint`}
            onChange={(event) => setEmail(event.target.value)}
          />
          {failure ? (
            <p id={errorId} className="fw-field__error">
              {failure}
            </p>
          ) : null}
        </div>
        <div className="fw-field">
          <label htmlFor={roleId} className="fw-field__label">
            Role in this workspace
          </label>
          <select
            id={roleId}
            className="fw-role-select"
            value={role}
            onChange={(event) => setRole(event.target.value as RoleName)}
          >
            {ROLE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="fw-button">
          Add member
        </button>
      </form>
    </section>
  );
}
