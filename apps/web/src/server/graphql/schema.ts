import { builder } from "./builder";
import "./forms";
import "./submissions";

/** The whole GraphQL schema. */
export const schema = builder.toSchema({ sortSchema: true });
