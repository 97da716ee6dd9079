export * from "./block";
export * from "./definition";
