# Board game move service: build with the dev tools, run with production dependencies only.
# scripts/check-dockerfile.sh performs these steps without a Docker engine, on this same Node version.
# Node 26 is the active LTS (from October 2026 to October 2027; end of life April 2029). Both stages
# name one exact version, which .ci/run also runs the test suite on.

FROM node:26.10.0-bookworm-slim AS build
WORKDIR /app
ENV SCARF_ANALYTICS=false
COPY package.json package-lock.json ./
# The typed client's workspace (its manifest is enough for npm ci to know the workspace).
COPY packages/client/package.json ./packages/client/
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json openapi.yaml ./
COPY scripts/ensure-build.mjs scripts/build-wasm.mjs scripts/build-web.mjs scripts/build-client.mjs scripts/newest-mtime.mjs ./scripts/
# The client's package (served at /client.tgz) is built from its manifest, src/client and openapi.yaml.
COPY packages/client ./packages/client
COPY src ./src
COPY web ./web
RUN npm run build

FROM node:26.10.0-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production SCARF_ANALYTICS=false PORT=3000
COPY package.json package-lock.json ./
COPY packages/client/package.json ./packages/client/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# The image's unprivileged user; the service writes nothing to disk.
USER node
EXPOSE 3000
# node, not curl: the slim image has no curl, and fetch is built into Node.
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself as PID 1 receives SIGTERM and drains (see src/service/server.ts); npm would not forward it.
# The heap flags are npm start's (docs/operations.md, "Memory"); test/code/start-command.test.ts keeps the two equal.
CMD ["node", "--max-semi-space-size=8", "--max-old-space-size=1024", "dist/service/server.js"]
