import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { adminPageTitle } from "@/features/admin/admin-page-title";
import { checkPage } from "@/features/admin/page-access";
import { AccountPage } from "@/features/users/account-page";

export const generateMetadata = (): Promise<Metadata> => adminPageTitle("Your account");

/** `/admin/account`: change your own password, set up two-factor sign-in (every signed-in user). */
export default async function AdminAccountPage() {
  const page = await checkPage("/admin/account");
  if (page.status === "signed-out") return null;
  if (page.status === "forbidden") notFound();
  const { viewer } = page;
  if (viewer.kind !== "user" || !viewer.email) {
    return (
      <>
        <h1>Your account</h1>
        <p>You are using an API key: it has no password to change.</p>
      </>
    );
  }
  const twoFactor = viewer.twoFactor ?? { enabled: false, required: false, recoveryCodesLeft: 0 };
  return <AccountPage email={viewer.email} twoFactor={twoFactor} />;
}
