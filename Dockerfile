# Hero Road: one image with the built server serving the built client.
#   docker build -t heroroad .
#   docker run -p 8080:8080 -e SESSION_SECRET=... -e DATABASE_URL=postgres://... heroroad
# Node's version is the one .node-version pins.
ARG NODE_VERSION=24.21.0

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# Native addons (better-sqlite3) compile here when no prebuilt binary fits.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
COPY packages/rules/package.json packages/rules/
COPY packages/protocol/package.json packages/protocol/
COPY packages/server/package.json packages/server/
COPY packages/bot/package.json packages/bot/
COPY packages/client/package.json packages/client/
COPY tests/e2e/package.json tests/e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0
WORKDIR /app
# pg_dump and pg_restore for npm run backup / restore against PostgreSQL.
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client \
    && rm -rf /var/lib/apt/lists/*
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:8080/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM drains the instance before it exits (OPERATIONS.md, "Stopping and rolling restarts").
STOPSIGNAL SIGTERM
CMD ["node", "packages/server/dist/main.js"]
