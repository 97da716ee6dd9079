import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ResetPasswordForm } from "@/features/admin/reset-password-form";
import "@/features/admin/admin.css";

export const metadata: Metadata = { title: "Choose a new password" };
export const dynamic = "force-dynamic";

/** A reset token as the server makes them: 32 random bytes, base64url. */
const TOKEN_SHAPE = /^[\w-]{20,100}$/;

/** `/reset/<token>`: the page of a one-time password reset link. */
export default async function ResetPasswordPage({
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
      <h1>Choose a new password</h1>
      <p>
        This link works once. Setting a password signs you in and signs you out everywhere else.
      </p>
      <ResetPasswordForm token={token} errorCode={typeof error === "string" ? error : null} />
    </main>
  );
}
