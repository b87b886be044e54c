# syntax=docker/dockerfile:1
# The back-office as one image: the app and the API on port 3000, run with the production
# dependencies only. The build stage runs scripts/release.sh, the same steps as CI's release check
# (scripts/release-check.ts). See docs/operations/deploy.md.
#   docker build --build-arg APP_COMMIT=$(git rev-parse --short HEAD) -t collecte-huile .

FROM node:24-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN bash scripts/release.sh /release

FROM node:24-slim
ARG APP_COMMIT=""
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    APP_COMMIT=${APP_COMMIT}
WORKDIR /app
# Owned by root, run by the unprivileged `node` user: the code cannot be changed by the process.
COPY --from=build /release ./
# PGlite's folder, when no DATABASE_URL is given (compose.yaml uses PostgreSQL).
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# No curl in the slim image: node asks for readiness (database up, migrations applied, not
# draining; docs/operations/observability.md).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node as PID 1, no npm in between: SIGTERM reaches the server, which drains (server/README.md).
CMD ["node", "build/server/main.js"]
