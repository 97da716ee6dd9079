export * from "./block";
export * from "./definition";
export * from "./end-labels";
