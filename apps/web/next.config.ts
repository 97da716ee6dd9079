import type { NextConfig } from "next";

const config: NextConfig = {
  // Workspace packages are used from their TypeScript source.
  transpilePackages: ["@formwright/core", "@formwright/fields", "@formwright/query-client"],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default config;
