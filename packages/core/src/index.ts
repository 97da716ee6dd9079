export * from "./constants";
export * from "./messages";
