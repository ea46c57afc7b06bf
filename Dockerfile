# syntax=docker/dockerfile:1
# The shop as one container image (docs/deploy.md). Build stage: every dependency, `npm run build` makes dist/ (the
# front end) and build/server/ (the server bundled to plain JavaScript). Runtime stage: production dependencies, the
# build, the migrations and the few files the server reads; no TypeScript loader, no esbuild, no Vite in use.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# `npm run build` below makes the front end; the install's own build would only be thrown away.
ENV SKIP_FRONTEND_BUILD=1
COPY package.json package-lock.json ./
COPY server/cli/postinstall.mjs server/cli/postinstall.mjs
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/cli/postinstall.mjs server/cli/postinstall.mjs
# NODE_ENV=production: postinstall skips its build. sharp and argon2 take their prebuilt linux binaries.
# npm keeps dev packages that a production package names as an optional peer (better-auth: vitest, so Vite, tsx,
# esbuild…); the lock marks them "devOptional" and nothing here loads them: removing them saves ~90 MB.
RUN npm ci --omit=dev --no-audit --no-fund \
 && node -e "const fs = require('node:fs'); for (const [dir, pkg] of Object.entries(require('./package-lock.json').packages)) if (pkg.devOptional) fs.rmSync(dir, { recursive: true, force: true });" \
 && npm cache clean --force
COPY drizzle ./drizzle
COPY server/cli/run.mjs server/cli/run.mjs
COPY server/auth/common-passwords.txt server/auth/common-passwords.txt
COPY --from=build /app/dist ./dist
COPY --from=build /app/build/server ./build/server
# DATA_DIR holds the embedded database and local uploads when DATABASE_URL / S3_BUCKET are not set (one instance).
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node is PID 1 and handles SIGTERM itself (graceful shutdown); `npm start` would put npm in between.
CMD ["node", "server/cli/run.mjs", "start"]
