import type { Metadata } from "next";
import { ForgotPasswordForm } from "@/features/admin/forgot-password-form";
import { internalClient } from "@/features/api/internal-client";
import type { CanEmailPasswordResetQuery } from "@/graphql/operation-types";
import { RESET_PASSWORD_COMMAND } from "@/lib/auth-messages";
import "@/features/admin/admin.css";

export const metadata: Metadata = { title: "Forgot your password?" };
export const dynamic = "force-dynamic";

/**
 * `/forgot`: asks for a reset link by email. Only a server that can send
 * mail offers it; otherwise the page says to ask an owner.
 */
export default async function ForgotPasswordPage() {
  const { data } = await internalClient().request<CanEmailPasswordResetQuery>(
    /* GraphQL */ `query CanEmailPasswordReset { isEmailConfigured }`,
  );
  const isEmailConfigured = data?.isEmailConfigured === true;
  return (
    <main className="fw-auth-card">
      <h1>Forgot your password?</h1>
      {isEmailConfigured ? (
        <>
          <p>
            Enter the email address you sign in with. We will email you a link to choose a new
            password.
          </p>
          <ForgotPasswordForm />
        </>
      ) : (
        <>
          <p>
            This server cannot send email, so it cannot send you a reset link. Ask an owner of this
            Formwright to make you one from the Users page.
          </p>
          <p>
            If you are the owner, run this in Formwright's folder on the server, with your email
            address, and open the link it prints:
          </p>
          <pre className="fw-auth-command">
            <code>{RESET_PASSWORD_COMMAND}</code>
          </pre>
        </>
      )}
      <p>
        <a href="/admin">Back to sign in</a>
      </p>
    </main>
  );
}
