import { notFound } from "next/navigation";
import { cache } from "react";
import type { PasswordLinkOfPageQuery } from "../../graphql/operation-types";
import { internalClient } from "../api/internal-client";
import { type LinkPageWords, linkPageWords, type PasswordLinkKind } from "./password-link-words";
import { ResetPasswordForm } from "./reset-password-form";
import "./admin.css";

/** A one-time link's token as the server makes them: 32 random bytes, base64url. */
const TOKEN_SHAPE = /^[\w-]{20,100}$/;

/** The link's state and purpose, asked once per request (the title and the page share it). */
const linkOf = cache(async (token: string) => {
  const { data } = await internalClient().request<PasswordLinkOfPageQuery>(
    /* GraphQL */ `query PasswordLinkOfPage($token: String!) { passwordLink(token: $token) { state purpose } }`,
    { token },
  );
  const link = data?.passwordLink;
  // When the API cannot say, the form is offered: posting it still checks the link.
  return {
    state: link ? (link.state.toLowerCase() as "valid" | "expired" | "used" | "unknown") : "valid",
    purpose: link?.purpose ? (link.purpose.toLowerCase() as PasswordLinkKind) : null,
  };
});

/**
 * The words of a link's page (its title too): the password form's for a
 * link that works, otherwise that it was used, expired or is not valid.
 */
export async function passwordLinkPageWords(props: {
  params: Promise<{ token: string }>;
  page: PasswordLinkKind;
}): Promise<LinkPageWords> {
  const { token } = await props.params;
  if (!TOKEN_SHAPE.test(token)) return linkPageWords({ ...props, purpose: null, state: "unknown" });
  return linkPageWords({ page: props.page, ...(await linkOf(token)) });
}

/**
 * The page behind a one-time password link (`/reset/<token>`, `/invite/<token>`):
 * a malformed token is a 404; a link that works gets the form that sets the
 * password; a used, expired or unknown one says so at once, with no form.
 */
export async function PasswordLinkPage(props: {
  params: Promise<{ token: string }>;
  searchParams: Promise<{ error?: string }>;
  page: PasswordLinkKind;
}) {
  const { token } = await props.params;
  if (!TOKEN_SHAPE.test(token)) notFound();
  const link = await linkOf(token);
  const words = linkPageWords({ page: props.page, ...link });
  const kind = link.purpose ?? props.page;
  if (link.state !== "valid") {
    return (
      <main className="fw-auth-card">
        <h1>{words.heading}</h1>
        <p>{words.text}</p>
        <p>
          <a href="/admin">Sign in</a>
          {kind === "reset" ? (
            <>
              {" · "}
              <a href="/forgot">Forgot your password?</a>
            </>
          ) : null}
        </p>
      </main>
    );
  }
  const { error } = await props.searchParams;
  return (
    <main className="fw-auth-card">
      <h1>{words.heading}</h1>
      <p>{words.text}</p>
      <ResetPasswordForm
        token={token}
        isInvite={kind === "invite"}
        errorCode={typeof error === "string" ? error : null}
      />
    </main>
  );
}
