import type { Metadata } from "next";
import { adminPageTitle } from "@/features/admin/admin-page-title";
import { getAdminSession } from "@/features/admin/session";
import { AccountPage } from "@/features/users/account-page";

export const generateMetadata = (): Promise<Metadata> => adminPageTitle("Your account");

/** `/admin/account`: change your own password (every signed-in user). */
export default async function AdminAccountPage() {
  const { viewer } = await getAdminSession();
  if (!viewer) return null;
  if (viewer.kind !== "user" || !viewer.email) {
    return (
      <>
        <h1>Your account</h1>
        <p>You are using an API key: it has no password to change.</p>
      </>
    );
  }
  return <AccountPage email={viewer.email} />;
}
