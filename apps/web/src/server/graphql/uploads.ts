import { deleteUpload, listUploads, type UploadRecord } from "../services/uploads";
import { auditedAct } from "./audit-act";
import { builder } from "./builder";
import { withServiceErrors } from "./errors";
import { listedWorkspaces } from "./permissions";

const UploadType = builder.objectRef<UploadRecord>("Upload").implement({
  description:
    "An uploaded image. `url` is served by the app and goes through the image optimizer.",
  fields: (t) => ({
    id: t.exposeID("id"),
    url: t.exposeString("url"),
    originalName: t.exposeString("originalName"),
    contentType: t.exposeString("contentType"),
    byteSize: t.exposeInt("byteSize"),
    width: t.exposeInt("width"),
    height: t.exposeInt("height"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    workspaceId: t.exposeID("workspaceId", { description: "The workspace it belongs to." }),
  }),
});

builder.queryFields((t) => ({
  uploads: t.field({
    type: [UploadType],
    description:
      "Every uploaded image of the caller's workspaces, newest first (viewer). Upload with `POST /api/uploads`.",
    resolve: (_root, _args, ctx) =>
      withServiceErrors(async () => listUploads(ctx.db, await listedWorkspaces(ctx, "uploads"))),
  }),
}));

builder.mutationFields((t) => ({
  deleteUpload: t.field({
    type: "Boolean",
    description: "Deletes an uploaded image and its file (editor).",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) =>
      withServiceErrors(async () => {
        await auditedAct(
          ctx,
          (tx) => deleteUpload(tx, ctx.storage, String(id)),
          () => ({ action: "upload.deleted", target: { kind: "upload", id: String(id) } }),
        );
        return true;
      }),
  }),
}));
