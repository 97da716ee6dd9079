// The names of a post without scripts, apart from the state's zod schema so
// that the public form's browser code imports no zod.

/**
 * The header on which the server's form-post handler hands its outcome to the
 * page it renders. The request listener removes it from every incoming
 * request, so only the handler can set it.
 */
export const NATIVE_POST_HEADER = "x-formwright-native-post";

/**
 * Names of the form's own hidden inputs for a post without scripts. Field
 * names are `[A-Za-z_][A-Za-z0-9_]*`, so a `:` never meets a field's name.
 */
export const NATIVE_INPUT = {
  idempotencyKey: "fw:key",
  fillToken: "fw:fill-token",
  version: "fw:version",
  /** The resume link's token of a resumed form: the submission ends that draft. */
  resumeToken: "fw:resume",
  /** The language the form was shown in (BCP 47), stored with the submission. */
  language: "fw:lang",
  honeypot: "website",
} as const;

/**
 * The hidden input of a protected form's solved CAPTCHA, when the page's
 * scripts got to solve one (apart from {@link NATIVE_INPUT}, which every
 * form's first load carries whole; only the CAPTCHA's own chunk names it).
 */
export const CAPTCHA_INPUT = "fw:captcha";

/**
 * A single-use link's query parameter (`/f/<slug>?invite=<token>`, issue 33
 * §3) and the hidden input the page carries its token in, for a post
 * without scripts and for the scripted submit (read where it is built).
 */
export const INVITE_PARAM = "invite";
export const INVITE_INPUT = "fw:invite";

/**
 * The hidden input of a form opened with an edit link (issue 33 §4): its
 * token, so a post without scripts edits the submission instead of adding
 * one. Rendered by the page, outside the form's first-load code.
 */
export const EDIT_INPUT = "fw:edit";
/** An edit link's query parameter: `/f/<slug>?edit=<token>`. */
export const EDIT_PARAM = "edit";
