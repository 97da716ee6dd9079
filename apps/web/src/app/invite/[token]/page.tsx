import type { Metadata } from "next";
import { PasswordLinkPage } from "@/features/admin/password-link-page";

export const metadata: Metadata = { title: "Set your password" };
export const dynamic = "force-dynamic";

/** `/invite/<token>`: the page of a one-time invitation link (valid 72 hours). */
export default function InvitePage(props: {
  params: Promise<{ token: string }>;
  searchParams: Promise<{ error?: string }>;
}) {
  return (
    <PasswordLinkPage
      {...props}
      heading="Set your password"
      intro="You are invited to Formwright. Choose a password to accept: this link works once, and setting the password signs you in."
      isInvite
    />
  );
}
