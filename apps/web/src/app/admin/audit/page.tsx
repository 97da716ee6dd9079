import type { Metadata } from "next";
import { adminPageTitle } from "@/features/admin/admin-page-title";
import { checkPage } from "@/features/admin/page-access";
import { AuditPage } from "@/features/audit/audit-page";

export const generateMetadata = (): Promise<Metadata> => adminPageTitle("Audit log");

/** `/admin/audit`: the audit log, for owners (instance administrators) only. */
export default async function AdminAuditPage() {
  const page = await checkPage("/admin/audit");
  if (page.status === "signed-out") return null;
  if (page.status === "forbidden") {
    return (
      <div>
        <h1>Audit log</h1>
        <p>
          <strong>Only owners can read the audit log.</strong>
        </p>
        <p>
          <a href="/admin">Back to the forms</a>
        </p>
      </div>
    );
  }
  return <AuditPage />;
}
