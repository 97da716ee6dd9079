// The public types, gathered from the files that define them.
export type * from "./document-types";
export type * from "./query-client";
export type * from "./request-types";
export type * from "./result-types";
