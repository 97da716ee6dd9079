"use client";

import { ErrorSummary, RadioGroup, TextInput } from "@formwright/fields";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { errorCode, errorMessage } from "../admin-ui/error-message";
import { ROLE_OPTIONS, ROLES_SUMMARY, type RoleName } from "./roles";
import { type Invite, inviteUser, usersKeys } from "./users-api";

interface InviteValues {
  inviteEmail: string;
  inviteRole: RoleName | null;
}

const EMPTY: InviteValues = { inviteEmail: "", inviteRole: "VIEWER" };

/** Props of {@link InviteUserForm}. */
export interface InviteUserFormProps {
  /** Whether the server can send mail: the link is emailed, or shown once to copy. */
  isEmailConfigured: boolean | undefined;
  /** Called with each invitation made (its `url` is set when it was not emailed). */
  onInvited: (invite: Invite) => void;
}

/**
 * "Invite user": an email and a role. The account is created without a
 * password and a one-time link (valid 72 hours) lets the invitee set one:
 * emailed to them when email is configured, else shown once to pass on.
 *
 * @example
 * <InviteUserForm isEmailConfigured={true} onInvited={show} />
 */
export function InviteUserForm({ isEmailConfigured, onInvited }: InviteUserFormProps) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const form = useForm<InviteValues>({ defaultValues: EMPTY, shouldFocusError: false });
  const [failure, setFailure] = useState<string | null>(null);
  const isSaving = useRef(false);

  const submit = form.handleSubmit(async ({ inviteEmail, inviteRole }) => {
    if (isSaving.current) return;
    isSaving.current = true;
    setFailure(null);
    try {
      const invite = await inviteUser({ email: inviteEmail, role: inviteRole ?? "VIEWER" });
      await queryClient.invalidateQueries({ queryKey: usersKeys.users });
      form.reset(EMPTY);
      onInvited(invite);
    } catch (error) {
      const code = errorCode(error);
      if (code === "CONFLICT" || code === "BAD_USER_INPUT") {
        form.setError("inviteEmail", { message: errorMessage(error) }, { shouldFocus: true });
      } else {
        setFailure(errorMessage(error));
      }
    } finally {
      isSaving.current = false;
    }
  });

  return (
    <section className="fw-admin-panel" aria-labelledby={headingId}>
      <h3 id={headingId}>Invite user</h3>
      <p>
        {isEmailConfigured === false
          ? "Email is not configured (FORMWRIGHT_SMTP_URL and FORMWRIGHT_MAIL_FROM): the invitation link is shown here once, for you to give them privately."
          : "They get an email with a link to set their password. The link works once, for 72 hours; until then they cannot sign in."}
      </p>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate>
          <ErrorSummary />
          {failure ? (
            <div className="fw-alert fw-alert--error" role="alert">
              <p>{failure}</p>
            </div>
          ) : null}
          <TextInput name="inviteEmail" label="Email" type="email" required autoComplete="off" />
          <RadioGroup
            name="inviteRole"
            label="Role"
            description={ROLES_SUMMARY}
            required
            options={ROLE_OPTIONS}
          />
          <button
            type="submit"
            className="fw-button"
            aria-disabled={form.formState.isSubmitting || undefined}
          >
            Invite user
          </button>
        </form>
      </FormProvider>
    </section>
  );
}
