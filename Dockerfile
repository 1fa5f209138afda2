# Exitgame Studio: the production server (API + player + editor on one port) for
# DATABASE_URL (a managed PostgreSQL), REDIS_URL and an S3-compatible bucket.
# See README "Running several instances" and compose.yaml.

# --- build: all dependencies, the apps and the server bundle --------------------------
FROM node:22-bookworm-slim AS build
RUN npm install -g pnpm@12.21.0
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build

# --- production dependencies only (no dev dependencies, no install scripts: the Prisma
# --- client is bundled into api/dist, sharp and argon2 come as prebuilt packages) --------
FROM node:22-bookworm-slim AS deps
RUN npm install -g pnpm@12.21.0
WORKDIR /app
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY api/package.json api/
COPY engine/package.json engine/
COPY element-plugins/package.json element-plugins/
COPY editor/package.json editor/
COPY player/package.json player/
COPY schema/package.json schema/
RUN pnpm install --frozen-lockfile --prod --ignore-scripts

# --- runtime: the built apps, the migrations, production dependencies; not root ---------
FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=deps /app ./
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/api/prisma api/prisma
COPY --from=build /app/player/build player/build
COPY --from=build /app/editor/build editor/build
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Migrations run at start, under a PostgreSQL advisory lock: several replicas may start at once.
CMD ["node", "api/dist/prod.js"]
