import { builder } from "./builder";
import { enforcePermissions } from "./permissions";
import "./accounts";
import "./forms";
import "./submissions";
import "./submission-edits";
import "./spam";
import "./uploads";
import "./submission-stats";
import "./distribution-stats";
import "./variable-stats";
import "./cross-tab-stats";
import "./mean-rank-stats";
import "./webhooks";
import "./email";
import "./account-mail";
import "./drafts";
import "./partial-responses";
import "./form-availability";
import "./form-funnel";
import "./respondent-data";
import "./retention";
import "./email-verification";
import "./respondent-links";
import "./workspaces";
import "./audit";

/** The whole GraphQL schema, every operation behind the permission table. */
export const schema = enforcePermissions(builder.toSchema({ sortSchema: true }));
