import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getAdminSession } from "@/features/admin/session";
import { SetupForm } from "@/features/admin/setup-form";
import "@/features/admin/admin.css";

// The product name is the title: no "· Formwright" after it.
export const metadata: Metadata = { title: { absolute: "Set up Formwright" } };
export const dynamic = "force-dynamic";

/** A setup code as the server makes them (or an operator's FORMWRIGHT_SETUP_CODE). */
const CODE_SHAPE = /^[\x21-\x7e]{1,200}$/;

/** An email address typed before a refused post, given back to its field (never shown as text). */
const EMAIL_SHAPE = /^[\x21-\x7e\u00a1-\uffff]{1,320}$/;

/** First start: creates the owner account with the printed setup code. Closed once any user exists. */
export default async function SetupPage({
  searchParams,
}: {
  searchParams: Promise<{ error?: string; code?: string; email?: string }>;
}) {
  const { setupRequired } = await getAdminSession();
  if (!setupRequired) redirect("/admin");
  const { error, code, email } = await searchParams;
  return (
    <main className="fw-auth-card">
      <h1>Set up Formwright</h1>
      <p>Create the owner account. The owner manages forms, people and API keys.</p>
      <SetupForm
        code={typeof code === "string" && CODE_SHAPE.test(code) ? code : ""}
        email={typeof email === "string" && EMAIL_SHAPE.test(email) ? email : ""}
        errorCode={typeof error === "string" ? error : null}
      />
    </main>
  );
}
