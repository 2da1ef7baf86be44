# syntax=docker/dockerfile:1
# Job Intake: one image that serves the API (/api/v1) and the built frontend on port 3000.
#   docker build -t job-intake .
#   docker compose up            (with EventStoreDB, PostgreSQL and Mailpit; see docker-compose.yml)

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- deps: package manifests only, so the install layers stay cached until they change ----------
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY scripts/package.json scripts/

# ---- build: all dependencies, then contracts, backend and frontend ----------------------------
FROM manifests AS build
# `npm ci || npm install`: npm ci rejects a lockfile that lacks optional platform packages the
# registry it was made against did not serve (npm cli#9846); npm install keeps the locked versions.
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
# Sources (see .dockerignore: no node_modules, dist or build info from the host).
COPY . .
RUN npm run build

# ---- runtime: production dependencies and the dist folders -------------------------------------
FROM manifests AS runtime
ENV NODE_ENV=production
RUN (npm ci --omit=dev --no-audit --no-fund || npm install --omit=dev --no-audit --no-fund) \
 && npm cache clean --force
COPY --from=build /app/contracts/dist contracts/dist
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/dist frontend/dist
# The embedded PostgreSQL default (no DATABASE_URL) keeps its files under DATA_DIR.
ENV PORT=3000 DATA_DIR=/app/data
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME ["/app/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/v1/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "backend/dist/main.js"]
