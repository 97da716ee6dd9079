import { builder } from "./builder";
import "./accounts";
import "./forms";
import "./submissions";

/** The whole GraphQL schema. */
export const schema = builder.toSchema({ sortSchema: true });
