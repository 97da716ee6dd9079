"use client";

import type { EditorUploadsQuery } from "../../../graphql/operation-types";
import { browserClient } from "../../api/browser-client";

/** One upload as the "Choose from uploads" list shows it. */
export type UploadListItem = EditorUploadsQuery["uploads"][number];

const UPLOADS_QUERY = /* GraphQL */ `
  query EditorUploads { uploads { id url width height originalName } }
`;

/** react-query key of the uploads list; invalidated after each upload. */
export const UPLOADS_QUERY_KEY = ["editor", "uploads"] as const;

/** Every uploaded image, newest first. */
export async function fetchUploads(): Promise<UploadListItem[]> {
  const data = await browserClient().request<EditorUploadsQuery>(UPLOADS_QUERY);
  return data.uploads;
}
