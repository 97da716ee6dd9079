import { Readable } from "node:stream";
import { storageFromEnvironment } from "@/server/storage/create-storage";

// Uploaded images are served by Next, not the Node listener, because Next's
// image optimizer reads local images through Next's own router. They are read
// through the file storage (whichever backend the server configured), by key.
const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
};

export const dynamic = "force-dynamic";

export async function GET(_request: Request, context: { params: Promise<{ file: string }> }) {
  const { file } = await context.params;
  const extension = file.split(".").pop() ?? "";
  const contentType = CONTENT_TYPES[extension];
  const storage = storageFromEnvironment();
  if (!contentType || !storage) return new Response("Not found", { status: 404 });
  const stored = await storage.open(file);
  if (!stored) return new Response("Not found", { status: 404 });
  return new Response(Readable.toWeb(stored.stream) as ReadableStream, {
    headers: {
      "content-type": contentType,
      "content-length": String(stored.size),
      // Keys are fresh ids: a file never changes once stored.
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    },
  });
}
