/**
 * Every seed constant of Formwright (SPEC §9), one module per thing they
 * belong to. Code imports the module it needs (`../constants/select`); this
 * index is the package's public face of them.
 *
 * @example
 * import { SELECT_PAGE_SIZE, formatRequiredMessage } from "@formwright/core";
 * formatRequiredMessage("Email"); // "Email is required"
 */
export * from "./answer-limits";
export * from "./api";
export * from "./content-blocks";
export * from "./document-limits";
export * from "./form-texts";
export * from "./images";
export * from "./layout";
export * from "./query-string";
export * from "./rule-limits";
export * from "./select";
