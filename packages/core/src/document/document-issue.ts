/**
 * One problem found in a form document: where (a JSON path such as
 * `blocks[2].options[0].value`, or `""` for the document itself) and what.
 */
export type DocumentIssue = { path: string; message: string };
