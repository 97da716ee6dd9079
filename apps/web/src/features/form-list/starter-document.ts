import type { FormDocumentInput } from "@formwright/core";

/**
 * The document a new form starts from: its title and one text field, so the
 * editor opens on something to change rather than an empty page.
 *
 * @example
 * starterDocument({ title: "Feedback", slug: "feedback" });
 * // { slug: "feedback", title: "Feedback", blocks: [{ type: "text", name: "name", label: "Your name" }] }
 */
export function starterDocument({
  title,
  slug,
}: {
  title: string;
  slug: string;
}): FormDocumentInput {
  return {
    slug,
    title: title.trim(),
    blocks: [{ type: "text", name: "name", label: "Your name" }],
  };
}
