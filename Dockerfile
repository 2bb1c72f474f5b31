# syntax=docker/dockerfile:1
# Skylark as a container (docs/deploy.md): built in one stage, run from the built app only, as the
# non-root `node` user, on Node.js 22 LTS.
ARG NODE_VERSION=22

# The full image has the compilers that fs-ext's native module needs at install.
FROM node:${NODE_VERSION}-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The server's own dependencies, without the build and test tools.
FROM node:${NODE_VERSION}-bookworm AS deps
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/packages/contract packages/contract
COPY --from=build /app/apps/api/package.json apps/api/
RUN npm ci --omit=dev --workspace @skylark/api --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/package.json ./
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /app/packages/contract packages/contract
COPY --from=deps /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/src/db/migrations apps/api/src/db/migrations
COPY --from=build /app/apps/api/src/db/functions apps/api/src/db/functions
COPY --from=build /app/apps/api/assets apps/api/assets
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/.prerender apps/web/.prerender
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/dist/server.js"]
