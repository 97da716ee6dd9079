import type { Metadata } from "next";
import { adminPageTitle } from "@/features/admin/admin-page-title";
import { checkPage } from "@/features/admin/page-access";
import { WorkspacesPage } from "@/features/workspaces/workspaces-page";
import { can } from "@/lib/permissions";

export const generateMetadata = (): Promise<Metadata> => adminPageTitle("Workspaces");

/** `/admin/workspaces`: workspaces, their members and roles, for their owners. */
export default async function AdminWorkspacesPage() {
  const page = await checkPage("/admin/workspaces");
  if (page.status === "signed-out") return null;
  if (page.status === "forbidden") {
    return (
      <div className="fw-users-page">
        <h1>Workspaces</h1>
        <p>
          Only owners of a workspace manage it and its members.{" "}
          <a href="/admin">Back to the forms</a>
        </p>
      </div>
    );
  }
  const { permissions } = page.viewer;
  return (
    <WorkspacesPage
      canCreate={can(permissions, "createWorkspace")}
      // Owners of a workspace who are no instance administrator manage its keys here.
      showApiKeys={!can(permissions, "/admin/users") && can(permissions, "createApiKey")}
    />
  );
}
