export * from "./answer-text";
export * from "./block";
export * from "./compile";
export * from "./definition";
export * from "./document";
export * from "./item-names";
export * from "./limits";
export * from "./messages";
