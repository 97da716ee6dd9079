export * from "./block";
export * from "./compile";
export * from "./definition";
