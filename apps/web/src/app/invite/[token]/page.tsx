import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ResetPasswordForm } from "@/features/admin/reset-password-form";
import "@/features/admin/admin.css";

export const metadata: Metadata = { title: "Set your password" };
export const dynamic = "force-dynamic";

/** An invitation token as the server makes them: 32 random bytes, base64url. */
const TOKEN_SHAPE = /^[\w-]{20,100}$/;

/** `/invite/<token>`: the page of a one-time invitation link (valid 72 hours). */
export default async function InvitePage({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>;
  searchParams: Promise<{ error?: string }>;
}) {
  const { token } = await params;
  if (!TOKEN_SHAPE.test(token)) notFound();
  const { error } = await searchParams;
  return (
    <main className="fw-auth-card">
      <h1>Set your password</h1>
      <p>
        You are invited to Formwright. Choose a password to accept: this link works once, and
        setting the password signs you in.
      </p>
      <ResetPasswordForm
        token={token}
        isInvite
        errorCode={typeof error === "string" ? error : null}
      />
    </main>
  );
}
