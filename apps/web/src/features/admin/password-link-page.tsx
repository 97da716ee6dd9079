import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { ResetPasswordForm } from "./reset-password-form";
import "./admin.css";

/** A one-time link's token as the server makes them: 32 random bytes, base64url. */
const TOKEN_SHAPE = /^[\w-]{20,100}$/;

/**
 * The page behind a one-time password link (`/reset/<token>`, `/invite/<token>`):
 * a malformed token is a 404; otherwise the form that sets the password.
 */
export async function PasswordLinkPage(props: {
  params: Promise<{ token: string }>;
  searchParams: Promise<{ error?: string }>;
  heading: string;
  intro: ReactNode;
  isInvite?: boolean;
}) {
  const { token } = await props.params;
  if (!TOKEN_SHAPE.test(token)) notFound();
  const { error } = await props.searchParams;
  return (
    <main className="fw-auth-card">
      <h1>{props.heading}</h1>
      <p>{props.intro}</p>
      <ResetPasswordForm
        token={token}
        isInvite={props.isInvite}
        errorCode={typeof error === "string" ? error : null}
      />
    </main>
  );
}
