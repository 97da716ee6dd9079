import {
  type FieldBlock,
  type FormDocument,
  fieldDocumentOf,
  getFieldBlocks,
} from "@formwright/core";

function givesEmail(block: FieldBlock): boolean {
  try {
    return fieldDocumentOf(block.type).givesEmailAddress?.(block) === true;
  } catch {
    // A type this build does not know (a version stored by a newer build) gives none.
    return false;
  }
}

/** A key as a SQL/JSON path member: quoted, so any field name is read as itself. */
const member = (name: string) => `.${JSON.stringify(name)}`;

/**
 * The SQL/JSON paths (PostgreSQL `jsonpath`, lax mode) of every answer of a
 * document whose field gives an email address, as the field's type says
 * (core's `givesEmailAddress`: a text field with `inputType: "email"` or
 * `rules.email`): `$."email"` for a field of the form, `$."attendees"[*]."email"`
 * for one inside a block that holds field blocks (a group; lax mode reads a
 * single item as a list of one).
 *
 * @example
 * emailPathsOf(document); // ['$."email"', '$."attendees"[*]."email"']
 */
export function emailPathsOf(document: Pick<FormDocument, "blocks">): string[] {
  const paths: string[] = [];
  for (const block of getFieldBlocks(document)) {
    if (givesEmail(block)) paths.push(`$${member(block.name)}`);
    if (!("blocks" in block) || !Array.isArray(block.blocks)) continue;
    for (const inner of block.blocks as FieldBlock[]) {
      if (givesEmail(inner)) paths.push(`$${member(block.name)}[*]${member(inner.name)}`);
    }
  }
  return paths;
}
