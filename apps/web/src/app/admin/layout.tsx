import type { Metadata } from "next";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { Suspense } from "react";
import { AdminShell } from "@/features/admin/admin-shell";
import { AdminQueryProvider } from "@/features/admin/query-provider";
import { getAdminSession } from "@/features/admin/session";
import { SignInForm } from "@/features/admin/sign-in-form";
import { signInMethodsFromEnvironment } from "@/server/services/auth/sign-in-methods";

export const metadata: Metadata = { title: "Admin" };
export const dynamic = "force-dynamic";

/** Every admin page needs a signed-in user; otherwise this shows the sign-in form. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const { viewer, setupRequired } = await getAdminSession();
  if (setupRequired) redirect("/setup");
  if (!viewer) {
    return (
      <Suspense>
        <SignInForm {...signInMethodsFromEnvironment(process.env)} />
      </Suspense>
    );
  }
  return (
    <AdminShell viewer={viewer}>
      <AdminQueryProvider>{children}</AdminQueryProvider>
    </AdminShell>
  );
}
