import Link from "next/link";
import type { ReactNode } from "react";
import { can } from "../../lib/permissions";
import { AdminMenu } from "./admin-menu";
import type { AdminViewer } from "./session";
import "./admin.css";

/**
 * The admin frame: a header with navigation (only to pages the viewer may
 * open), who is signed in, and sign-out, behind a "Menu" button on a phone
 * ({@link AdminMenu}).
 */
export function AdminShell({ viewer, children }: { viewer: AdminViewer; children: ReactNode }) {
  return (
    <>
      <a className="fw-skip-link" href="#admin-main">
        Skip to content
      </a>
      <header className="fw-admin-header">
        <Link href="/admin" className="fw-admin-brand">
          Formwright
        </Link>
        <AdminMenu>
          <nav aria-label="Admin" className="fw-admin-nav">
            <Link href="/admin">Forms</Link>
            {can(viewer.permissions, "/admin/users") && (
              <Link href="/admin/users">Users and API keys</Link>
            )}
            {can(viewer.permissions, "/admin/workspaces") && (
              <Link href="/admin/workspaces">Workspaces</Link>
            )}
            {can(viewer.permissions, "/admin/audit") && <Link href="/admin/audit">Audit log</Link>}
            {viewer.kind === "user" && <Link href="/admin/account">Your account</Link>}
          </nav>
          <div className="fw-admin-account">
            <span className="fw-admin-account__who">
              {viewer.email ?? "API key"}{" "}
              <span className="fw-role-badge">{viewer.role.toLowerCase()}</span>
            </span>
            <form method="post" action="/api/auth/sign-out">
              <button type="submit" className="fw-button fw-button--secondary fw-button--small">
                Sign out
              </button>
            </form>
          </div>
        </AdminMenu>
      </header>
      <main id="admin-main" className="fw-admin-main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
