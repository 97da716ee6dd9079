export * from "./block";
export * from "./definition";
export * from "./native-post";
