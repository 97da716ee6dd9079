import { AUTH_MESSAGES } from "../../lib/auth-messages";

/** What a one-time link is for. */
export type PasswordLinkKind = "invite" | "reset";

/** Where a link stands that no longer works. */
export type SpentLinkState = "expired" | "used" | "unknown";

/** A page's heading (also its title) and what it says under it. */
export interface LinkPageWords {
  heading: string;
  text: string;
}

/** The page of a link that works: the heading above the password form. */
export const WORKING_LINK_WORDS: Readonly<Record<PasswordLinkKind, LinkPageWords>> = {
  invite: {
    heading: "Set your password",
    text: "You are invited to Formwright. Choose a password to accept: this link works once, and setting the password signs you in.",
  },
  reset: {
    heading: "Choose a new password",
    text: "This link works once. Setting a password signs you in and signs you out everywhere else.",
  },
};

/**
 * The page of a link that no longer works, in its own words: said at once,
 * with no password form that could only fail.
 */
export const SPENT_LINK_WORDS: Readonly<
  Record<PasswordLinkKind, Readonly<Record<SpentLinkState, LinkPageWords>>>
> = {
  invite: {
    used: {
      heading: "Invitation already used",
      text: "This invitation has already been used. Sign in, or ask the owner for a new invitation.",
    },
    expired: {
      heading: "Invitation expired",
      text: "This invitation has expired. Ask the owner for a new one.",
    },
    unknown: {
      heading: "Invitation not valid",
      text: "This invitation link is not valid: it may have been replaced by a newer one. Ask the owner for a new invitation.",
    },
  },
  reset: {
    used: {
      heading: "Reset link already used",
      text: "This reset link has already been used. Sign in, or ask for a new link.",
    },
    expired: {
      heading: "Reset link expired",
      text: "This reset link has expired: a reset link works for one hour. Ask for a new one.",
    },
    unknown: { heading: "Reset link not valid", text: AUTH_MESSAGES["reset-invalid"].text },
  },
};

/**
 * The words of a link's page: a working link's, or a spent link's in its
 * own words. The link's own purpose wins over the page it was opened on (an
 * invitation sent back to `/reset/…` after a refused post is still one).
 *
 * @example linkPageWords({ page: "invite", purpose: "invite", state: "used" }).heading // "Invitation already used"
 */
export function linkPageWords(input: {
  page: PasswordLinkKind;
  purpose: PasswordLinkKind | null;
  state: SpentLinkState | "valid";
}): LinkPageWords {
  const kind = input.purpose ?? input.page;
  return input.state === "valid" ? WORKING_LINK_WORDS[kind] : SPENT_LINK_WORDS[kind][input.state];
}
