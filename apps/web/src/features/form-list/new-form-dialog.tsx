"use client";

import { type FormDocumentInput, slugSchema } from "@formwright/core";
import { ErrorSummary, RadioGroup, TextInput } from "@formwright/fields";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { errorCode, errorMessage } from "../admin-ui/error-message";
import { ModalDialog } from "../admin-ui/modal-dialog";
import {
  createForm,
  type FormSummary,
  type FormTemplateSummary,
  fetchFormTemplates,
} from "./forms-api";
import { slugify } from "./slugify";
import { starterDocument } from "./starter-document";
import { uniqueSlug } from "./unique-slug";
import { useTakenSlugs } from "./use-form-list";

/** Props of {@link NewFormDialog}. */
export interface NewFormDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The workspace the new form goes into first (the list's); absent: the caller's only one. */
  workspaceId?: string | null;
  /** The workspaces where the caller may create forms: with several, the dialog asks which. */
  workspaces?: ReadonlyArray<{ id: string; name: string }>;
  /** Called with the new form; the caller goes on to its editor. */
  onCreated: (form: FormSummary) => void;
}

interface NewFormValues {
  newFormTemplate: string;
  newFormTitle: string;
  newFormSlug: string;
}

/** The "Start from" choice of a blank form. */
const BLANK = "blank";

const TITLE_MAX_LENGTH = 200;

/** The document schema's own slug check; its message ("must be ...") gets the field's name. */
function checkSlug(value: string): true | string {
  const result = slugSchema.safeParse(value);
  return result.success || `Slug ${result.error.issues[0]?.message ?? "is not valid"}`;
}

/** Props of {@link NewFormFields}. */
export interface NewFormFieldsProps extends Omit<NewFormDialogProps, "isOpen"> {
  /** Slugs in use: the proposed slug avoids them. */
  taken: ReadonlySet<string>;
  /** Stores the new form; default `createForm` of the API. */
  create?: (document: FormDocumentInput) => Promise<FormSummary>;
  /** Documents to start from besides a blank form (`formTemplates`). */
  templates?: readonly FormTemplateSummary[];
}

/**
 * The form inside {@link NewFormDialog}: "Title", and "Slug" proposed from it
 * until the slug is typed into.
 *
 * @example
 * <NewFormFields taken={new Set(["contact"])} onClose={close} onCreated={open} />
 */
export function NewFormFields({
  taken,
  onClose,
  onCreated,
  create = createForm,
  templates = [],
}: NewFormFieldsProps) {
  const form = useForm<NewFormValues>({
    defaultValues: { newFormTemplate: BLANK, newFormTitle: "", newFormSlug: "" },
    shouldFocusError: false,
  });
  // Once the slug is typed into, it is the editor's: the title stops proposing one.
  const isSlugEdited = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const isCreating = useRef(false);
  // The title is what people type first, even where "Start from" comes before it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the fields appear
  useEffect(() => form.setFocus("newFormTitle"), []);

  const proposeSlug = (title: string) => {
    if (isSlugEdited.current) return;
    const slug = title.trim() ? uniqueSlug({ base: slugify(title), taken }) : "";
    form.setValue("newFormSlug", slug, { shouldValidate: form.formState.isSubmitted });
  };
  // The slugs in use may arrive after the title was typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-propose only when the taken slugs change
  useEffect(() => proposeSlug(form.getValues("newFormTitle")), [taken]);

  // A template's title fills an empty title (or the previous template's), and proposes a slug.
  const chooseTemplate = (id: unknown) => {
    const title = form.getValues("newFormTitle");
    const isOwnTitle = title.trim() !== "" && !templates.some((t) => t.title === title);
    const template = templates.find((t) => t.id === id);
    if (isOwnTitle) return;
    const next = template?.title ?? "";
    form.setValue("newFormTitle", next);
    proposeSlug(next);
  };

  const submit = form.handleSubmit(async ({ newFormTemplate, newFormTitle, newFormSlug }) => {
    if (isCreating.current) return;
    isCreating.current = true;
    setFailure(null);
    const template = templates.find((t) => t.id === newFormTemplate);
    const document = template
      ? { ...template.document, title: newFormTitle.trim(), slug: newFormSlug }
      : starterDocument({ title: newFormTitle, slug: newFormSlug });
    try {
      onCreated(await create(document));
    } catch (error) {
      if (errorCode(error) === "CONFLICT") {
        form.setError("newFormSlug", { message: errorMessage(error) }, { shouldFocus: true });
      } else {
        setFailure(errorMessage(error));
      }
    } finally {
      isCreating.current = false;
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <ErrorSummary />
        {failure ? (
          <div className="fw-alert fw-alert--error" role="alert">
            <p>{failure}</p>
          </div>
        ) : null}
        {templates.length > 0 ? (
          <RadioGroup
            name="newFormTemplate"
            label="Start from"
            options={[
              { label: "A blank form", value: BLANK },
              ...templates.map((t) => ({ label: `Template: ${t.title}`, value: t.id })),
            ]}
            onChange={chooseTemplate}
          />
        ) : null}
        <TextInput
          name="newFormTitle"
          label="Title"
          required
          rules={{ maxLength: TITLE_MAX_LENGTH }}
          onChange={proposeSlug}
        />
        <TextInput
          name="newFormSlug"
          label="Slug"
          description="The form's address: /f/<slug>. Lowercase letters, digits and hyphens."
          required
          rules={{ validate: checkSlug }}
          onChange={() => {
            isSlugEdited.current = true;
          }}
        />
        <div className="fw-dialog__actions">
          <button
            type="submit"
            className="fw-button"
            aria-disabled={form.formState.isSubmitting || undefined}
          >
            {form.formState.isSubmitting ? "Creating…" : "Create form"}
          </button>
          <button type="button" className="fw-button fw-button--secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

/**
 * The templates a new form may start from (the server's own documents, fixed
 * while it runs). The form list loads them on arrival, so the dialog rarely waits.
 */
export function useFormTemplates(isEnabled: boolean) {
  return useQuery({
    queryKey: ["formTemplates"],
    queryFn: fetchFormTemplates,
    enabled: isEnabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The "New form" dialog: what to start from (a blank form or a template),
 * a title, and a slug proposed from it (free, and editable). It creates an
 * unpublished draft from the starter document or the template.
 *
 * @example
 * <NewFormDialog isOpen={isOpen} onClose={() => setOpen(false)} onCreated={(f) => router.push(`/admin/forms/${f.id}`)} />
 */
export function NewFormDialog({
  isOpen,
  onClose,
  onCreated,
  workspaceId,
  workspaces = [],
}: NewFormDialogProps) {
  const titleId = useId();
  const workspaceSelectId = useId();
  // With several workspaces the form's is chosen here, starting from the list's.
  const [chosenWorkspace, setChosenWorkspace] = useState<string | null>(null);
  const targetWorkspace =
    chosenWorkspace ?? (workspaceId || (workspaces.length > 1 ? workspaces[0]?.id : null) || null);
  const taken = useTakenSlugs(isOpen);
  const { data: templates, isError } = useFormTemplates(isOpen);
  // Opening focuses the title, not the first "Start from" choice.
  const titleInput = useRef<HTMLElement | null>(null);
  return (
    <ModalDialog
      isOpen={isOpen}
      onDismiss={onClose}
      labelledBy={titleId}
      initialFocus={titleInput}
      className="fw-dialog--form"
    >
      <h2 id={titleId}>New form</h2>
      {workspaces.length > 1 ? (
        <div className="fw-field">
          <label htmlFor={workspaceSelectId} className="fw-field__label">
            Workspace
          </label>
          <select
            id={workspaceSelectId}
            className="fw-role-select"
            value={targetWorkspace ?? ""}
            onChange={(event) => setChosenWorkspace(event.target.value)}
          >
            {workspaces.map((workspace) => (
              <option key={workspace.id} value={workspace.id}>
                {workspace.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {templates || isError ? (
        <div
          ref={(element) => {
            titleInput.current = element?.querySelector("input[name='newFormTitle']") ?? null;
          }}
        >
          <NewFormFields
            taken={taken}
            templates={templates}
            onClose={onClose}
            onCreated={onCreated}
            create={(document) => createForm(document, targetWorkspace)}
          />
        </div>
      ) : (
        // "Start from" comes above the title: the fields wait for it rather than move down
        // under the pointer when it arrives (the list page loads the templates beforehand).
        <p role="status">Loading…</p>
      )}
    </ModalDialog>
  );
}
