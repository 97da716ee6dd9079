import { contactDocument } from "./fixtures";

/** The contact form (see fixtures.ts) with its email field verified by a mailed code (issue 33 §2). */
export function verifiedContactDocument(slug: string) {
  const document = contactDocument({ slug });
  return {
    ...document,
    blocks: document.blocks.map((block) =>
      "name" in block && block.name === "email"
        ? { type: "text", name: "email", label: "Email", inputType: "email", verify: true }
        : block,
    ),
  };
}
