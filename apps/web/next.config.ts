import {
  IMAGE_DEVICE_WIDTHS,
  IMAGE_LOCAL_PATH_PREFIXES,
  IMAGE_MAX_PIXELS,
  IMAGE_MINIMUM_CACHE_TTL_S,
  IMAGE_QUALITY,
} from "@formwright/core";
import type { NextConfig } from "next";

const config: NextConfig = {
  // Workspace packages are used from their TypeScript source.
  transpilePackages: ["@formwright/core", "@formwright/fields", "@formwright/query-client"],
  // The S3 storage backend runs in the uploads route too: loaded from
  // node_modules at run time, not bundled.
  serverExternalPackages: ["@aws-sdk/client-s3", "@aws-sdk/lib-storage"],
  poweredByHeader: false,
  // Only for a profile of the editor (scripts/bench/editor-profile.ts), never the shipped build.
  productionBrowserSourceMaps: process.env.FORMWRIGHT_BROWSER_SOURCE_MAPS === "1",
  reactStrictMode: true,
  // The build checks the code it ships; tests are checked by `npm run typecheck`.
  typescript: { tsconfigPath: "tsconfig.build.json" },
  // The image optimizer, set explicitly: Next 16 changed several defaults, and
  // every value here is a seed constant of SPEC §9 read from @formwright/core.
  experimental: {
    // sharp refuses to decode more than this: the same limit uploads are held to.
    imgOptMaxInputPixels: IMAGE_MAX_PIXELS,
  },
  images: {
    qualities: [IMAGE_QUALITY],
    deviceSizes: [...IMAGE_DEVICE_WIDTHS],
    // No extra widths below the smallest device width: form images are never
    // icons, and every width added is one more variant the optimizer can be
    // asked to make. The srcset is then exactly the device widths.
    imageSizes: [],
    minimumCacheTTL: IMAGE_MINIMUM_CACHE_TTL_S,
    formats: ["image/avif", "image/webp"],
    // Only uploads and the bundled samples, and never with a query string
    // (`search: ""`): the document schema accepts no other local path.
    localPatterns: IMAGE_LOCAL_PATH_PREFIXES.map((prefix) => ({
      pathname: `${prefix}**`,
      search: "",
    })),
    // No remote host is fetched by the server; an https image is shown
    // unoptimized, straight from its host (see content-blocks/image-src.ts).
    remotePatterns: [],
  },
};

export default config;
