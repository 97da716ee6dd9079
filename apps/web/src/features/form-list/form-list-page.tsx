"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { can } from "../../lib/permissions";
import { AnnouncerRegion } from "../admin-ui/announcer-region";
import { ConfirmDialog } from "../admin-ui/confirm-dialog";
import { errorMessage } from "../admin-ui/error-message";
import { useAnnouncer } from "../admin-ui/use-announcer";
import { MoveFormDialog } from "../workspaces/move-form-dialog";
import { fetchWorkspaces, moveForm, workspacesKeys } from "../workspaces/workspaces-api";
import { FormListEmpty } from "./form-list-empty";
import { type FormSort, FormSortPicker } from "./form-sort";
import { submissionsPhrase } from "./form-status";
import type { FormSummary } from "./forms-api";
import { FormsTable } from "./forms-table";
import { NewFormDialog, useFormTemplates } from "./new-form-dialog";
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from "./use-debounced-value";
import { useFormActions } from "./use-form-actions";
import { formListKeys, useFormList } from "./use-form-list";
import "./form-list.css";

/** Props of {@link FormListPage}. */
export interface FormListPageProps {
  /** Editors and owners may create, duplicate, publish and delete; viewers only look. */
  canEdit: boolean;
}

/**
 * The admin's home at `/admin`: every form with its status and submission
 * count, a search by title or slug, "New form", and per-form actions.
 *
 * @example
 * <FormListPage canEdit={can(viewer.permissions, "updateForm")} />
 */
export function FormListPage({ canEdit }: FormListPageProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState("");
  const search = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS).trim();
  const [sort, setSort] = useState<FormSort>("created");
  const { forms: allForms, error, isFetching, isPlaceholderData } = useFormList(search, sort);
  // The workspace switcher (issue 34 §1): shown to members of several workspaces.
  const { data: workspaces } = useQuery({
    queryKey: workspacesKeys.workspaces,
    queryFn: fetchWorkspaces,
  });
  const [workspaceId, setWorkspaceId] = useState("");
  const forms = workspaceId
    ? allForms?.filter((form) => form.workspace.id === workspaceId)
    : allForms;
  const announcer = useAnnouncer();
  const actions = useFormActions(announcer.announce);
  // Loaded before "New form" is pressed, so its dialog opens complete.
  useFormTemplates(canEdit);
  const [isCreating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<FormSummary | null>(null);
  const [toUnpublish, setToUnpublish] = useState<FormSummary | null>(null);
  const [toMove, setToMove] = useState<FormSummary | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  // Text typed into the server-rendered box before hydration is in the DOM only: keep it.
  useEffect(() => {
    const early = searchBox.current?.value;
    if (early) setTyped(early);
  }, []);

  const created = (form: FormSummary) => {
    void queryClient.invalidateQueries({ queryKey: formListKeys.all });
    announcer.announce("success", `Created “${form.title}”. Opening the editor…`);
    setCreating(false);
    router.push(`/admin/forms/${form.id}`);
  };

  const duplicate = (form: FormSummary) => void actions.duplicate(form);

  const togglePublished = (form: FormSummary) => {
    if (form.isPublished) setToUnpublish(form);
    else void actions.togglePublished(form);
  };

  const confirmUnpublish = async () => {
    if (!toUnpublish) return;
    await actions.togglePublished(toUnpublish);
    setToUnpublish(null);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    await actions.remove(toDelete);
    setToDelete(null);
  };

  const hasSeveral = (workspaces?.length ?? 0) > 1;
  const moveTargets = (workspaces ?? []).filter((w) => can(w.permissions, "moveForm"));

  const isSearching = typed.trim() !== search || (isFetching && isPlaceholderData);

  return (
    // Each action the person starts clears the last one's message.
    <div className="fw-form-list" {...announcer.actionScope}>
      <div className="fw-page-head">
        <h1 ref={heading} tabIndex={-1}>
          Forms
        </h1>
        {canEdit ? (
          <button type="button" className="fw-button" onClick={() => setCreating(true)}>
            New form
          </button>
        ) : null}
      </div>
      <AnnouncerRegion announcement={announcer.announcement} />
      {hasSeveral && workspaces ? (
        <div className="fw-form-search fw-workspace-switcher">
          <label htmlFor="workspace-switcher">Workspace</label>
          <select
            id="workspace-switcher"
            className="fw-role-select"
            value={workspaceId}
            aria-describedby="workspace-switcher-hint"
            onChange={(event) => setWorkspaceId(event.target.value)}
          >
            <option value="">All workspaces</option>
            {workspaces.map((workspace) => (
              <option key={workspace.id} value={workspace.id}>
                {workspace.name}
              </option>
            ))}
          </select>
          <p id="workspace-switcher-hint" className="fw-muted">
            Shows the forms of one workspace, and is where "New form" puts a form first.
          </p>
        </div>
      ) : null}
      <search className="fw-form-search">
        <label htmlFor="form-search">Search forms</label>
        <input
          ref={searchBox}
          id="form-search"
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          aria-describedby="form-search-hint"
        />
        <p id="form-search-hint" className="fw-muted">
          Matches a form's title or slug.
        </p>
      </search>
      {error && !forms ? (
        <div className="fw-alert fw-alert--error" role="alert">
          <p>The forms could not be loaded: {errorMessage(error)}</p>
        </div>
      ) : null}
      {!forms && !error ? <p>Loading forms…</p> : null}
      {forms ? (
        <>
          <p className="fw-muted" role="status" aria-live="polite">
            {isSearching ? "Searching…" : resultSummary(forms.length, search)}
          </p>
          {forms.length > 0 ? <FormSortPicker value={sort} onChange={setSort} /> : null}
          {forms.length > 0 ? (
            <FormsTable
              forms={forms}
              sort={sort}
              busyId={actions.busyId}
              isUpdating={isSearching}
              canEdit={canEdit}
              onDuplicate={duplicate}
              onTogglePublished={togglePublished}
              onDelete={setToDelete}
              showWorkspace={hasSeveral}
              onMove={hasSeveral && moveTargets.length > 0 ? setToMove : undefined}
            />
          ) : (
            <FormListEmpty
              search={search}
              canEdit={canEdit}
              onCreate={() => setCreating(true)}
              onClearSearch={() => setTyped("")}
            />
          )}
        </>
      ) : null}
      <MoveFormDialog
        form={toMove}
        workspaces={moveTargets}
        onClose={() => setToMove(null)}
        fallbackFocus={() => heading.current}
        onMove={async (workspace) => {
          if (!toMove) return;
          await moveForm({ formId: toMove.id, workspaceId: workspace.id });
          await queryClient.invalidateQueries({ queryKey: formListKeys.all });
          await queryClient.invalidateQueries({ queryKey: workspacesKeys.workspaces });
          announcer.announce("success", `Moved “${toMove.title}” to “${workspace.name}”.`);
          setToMove(null);
        }}
      />
      {canEdit ? (
        <>
          <NewFormDialog
            isOpen={isCreating}
            onClose={() => setCreating(false)}
            onCreated={created}
            workspaceId={workspaceId || null}
            workspaces={(workspaces ?? []).filter((w) => can(w.permissions, "createForm"))}
          />
          <ConfirmDialog
            isOpen={toUnpublish !== null}
            message={toUnpublish ? unpublishQuestion(toUnpublish) : ""}
            confirmLabel="Unpublish"
            onConfirm={confirmUnpublish}
            onCancel={() => setToUnpublish(null)}
            fallbackFocus={() => heading.current}
          />
          <ConfirmDialog
            isOpen={toDelete !== null}
            message={
              toDelete
                ? `Delete form “${toDelete.title}”? This also deletes its ${submissionsPhrase(toDelete.submissionCount)}.`
                : ""
            }
            confirmLabel="Delete"
            onConfirm={confirmDelete}
            onCancel={() => setToDelete(null)}
            fallbackFocus={() => heading.current}
          />
        </>
      ) : null}
    </div>
  );
}

/**
 * The unpublish question, saying what respondents get: the public page of an
 * unpublished form is the site's "Page not found".
 */
export function unpublishQuestion(form: Pick<FormSummary, "title" | "slug" | "submissionCount">) {
  return `Unpublish “${form.title}”? Respondents who open /f/${form.slug} will see “Page not found: There is no published form or page at this address.” Its versions and ${submissionsPhrase(form.submissionCount)} are kept; publish again to bring it back.`;
}

function resultSummary(count: number, search: string): string {
  const forms = count === 1 ? "1 form" : `${count} forms`;
  return search ? `${forms} matching “${search}”` : forms;
}
