import "./users.css";

/**
 * What `/admin/users` shows to editors and viewers instead of the page.
 *
 * @example
 * <OwnersOnly role="EDITOR" />
 */
export function OwnersOnly({ role }: { role: string }) {
  return (
    <div className="fw-users-page">
      <h1>Users and API keys</h1>
      <div className="fw-owners-only">
        <p>
          <strong>Only owners can manage users</strong>
        </p>
        <p>
          You are signed in as {role === "EDITOR" ? "an editor" : `a ${role.toLowerCase()}`}. Ask an
          owner if you need another role or an API key.
        </p>
        <p>
          <a href="/admin">Back to the forms</a>
        </p>
      </div>
    </div>
  );
}
