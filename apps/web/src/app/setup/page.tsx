import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getAdminSession } from "@/features/admin/session";
import "@/features/admin/admin.css";

export const metadata: Metadata = { title: "Set up Formwright" };
export const dynamic = "force-dynamic";

/** First start: creates the owner account. Closed once any user exists. */
export default async function SetupPage({
  searchParams,
}: {
  searchParams: Promise<{ error?: string }>;
}) {
  const { setupRequired } = await getAdminSession();
  if (!setupRequired) redirect("/admin");
  const { error } = await searchParams;
  return (
    <main className="fw-auth-card">
      <h1>Set up Formwright</h1>
      <p>Create the owner account. The owner manages forms, people and API keys.</p>
      {error && (
        <div className="fw-alert fw-alert--error" role="alert">
          <p>{error}</p>
        </div>
      )}
      <form method="post" action="/api/auth/setup">
        <label htmlFor="setup-email">Email</label>
        <input id="setup-email" name="email" type="email" autoComplete="username" required />
        <label htmlFor="setup-password">Password</label>
        <p className="fw-hint" id="setup-password-hint">
          At least 8 characters.
        </p>
        <input
          id="setup-password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={8}
          aria-describedby="setup-password-hint"
          required
        />
        <label htmlFor="setup-confirm">Confirm password</label>
        <input
          id="setup-confirm"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
        />
        <button type="submit" className="fw-button">
          Create owner account
        </button>
      </form>
    </main>
  );
}
