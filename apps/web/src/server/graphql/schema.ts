import { builder } from "./builder";
import "./accounts";
import "./forms";
import "./submissions";
import "./spam";
import "./uploads";
import "./submission-stats";
import "./webhooks";
import "./email";

/** The whole GraphQL schema. */
export const schema = builder.toSchema({ sortSchema: true });
