import type { Metadata } from "next";
import { PasswordLinkPage } from "@/features/admin/password-link-page";

export const metadata: Metadata = { title: "Choose a new password" };
export const dynamic = "force-dynamic";

/** `/reset/<token>`: the page of a one-time password reset link. */
export default function ResetPasswordPage(props: {
  params: Promise<{ token: string }>;
  searchParams: Promise<{ error?: string }>;
}) {
  return (
    <PasswordLinkPage
      {...props}
      heading="Choose a new password"
      intro="This link works once. Setting a password signs you in and signs you out everywhere else."
    />
  );
}
