# syntax=docker/dockerfile:1
# Formwright: one process serving the API and the pages on port 3000.
#   docker build -t formwright .
#   docker run -p 3000:3000 -v formwright-data:/data formwright
# The embedded database (PGlite) and uploads live under /data; set
# DATABASE_URL to use PostgreSQL instead (see compose.yaml).

ARG NODE_IMAGE=node:24-bookworm-slim

# Every dependency, to build.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/web/package.json apps/web/
COPY packages/core/package.json packages/core/
COPY packages/fields/package.json packages/fields/
COPY packages/query-client/package.json packages/query-client/
RUN npm ci --no-audit --no-fund

# The pages (Next.js) and the server (compiled to apps/web/dist/server.mjs).
FROM deps AS build
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
RUN npm run build

# Production dependencies only.
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/web/package.json apps/web/
COPY packages/core/package.json packages/core/
COPY packages/fields/package.json packages/fields/
COPY packages/query-client/package.json packages/query-client/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    FORMWRIGHT_FORMS_DIR=/app/forms
WORKDIR /app
COPY --from=prod-deps /app ./
# Workspace packages are linked from node_modules and read by Next at run time.
COPY --from=build /app/packages ./packages
COPY --from=build /app/apps/web/next.config.ts ./apps/web/
COPY --from=build /app/apps/web/public ./apps/web/public
COPY --from=build /app/apps/web/drizzle ./apps/web/drizzle
COPY --from=build /app/apps/web/.next ./apps/web/.next
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/forms ./forms
# The MCP server serves the form document's reference as a resource (docs/mcp.md).
COPY --from=build /app/docs/form-document.md ./docs/form-document.md
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/web/dist/server.mjs"]
