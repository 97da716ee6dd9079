import type { Metadata } from "next";
import { PasswordLinkPage, passwordLinkPageWords } from "@/features/admin/password-link-page";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ token: string }>; searchParams: Promise<{ error?: string }> };

export async function generateMetadata(props: Props): Promise<Metadata> {
  return { title: (await passwordLinkPageWords({ ...props, page: "invite" })).heading };
}

/** `/invite/<token>`: the page of a one-time invitation link (valid 72 hours). */
export default function InvitePage(props: Props) {
  return <PasswordLinkPage {...props} page="invite" />;
}
