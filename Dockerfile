# syntax=docker/dockerfile:1
# Multi-stage image of the API, serving the built web app. Configured only through env.
# docker-compose.yml runs it three ways: `migrate` (one-shot), `api-1` and `api-2`.
# One Node release, pinned (Renovate proposes the next; decision 0037).
FROM node:24.19.0-bookworm-slim AS base
RUN npm install -g pnpm@10.34.9
WORKDIR /app

FROM base AS build
ENV TURBO_TELEMETRY_DISABLED=1
COPY . .
RUN pnpm install --frozen-lockfile
# The same build as a developer's `pnpm build` (turbo run build), so the image serves exactly
# what was tested; apps/web's dist is what the runtime copies (packages/client's is for other
# apps, published on its own: decision 0050).
RUN pnpm build

FROM base AS runtime
# Two malloc arenas, not one per thread: V8's compiler and collector threads otherwise leave
# tens of MB of freed memory in arenas of their own under load (decision 0017).
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data UPLOAD_DIR=/data/uploads \
    MALLOC_ARENA_MAX=2
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY packages ./packages
COPY apps/api ./apps/api
COPY apps/web/package.json ./apps/web/package.json
COPY --from=build /app/apps/web/dist ./apps/web/dist
# Production dependencies of the API and the workspace packages it uses, nothing else.
RUN pnpm install --frozen-lockfile --prod --filter @app/api... && rm -rf /root/.cache /root/.local/share/pnpm
# The folders the app writes to (DATA_DIR, and UPLOAD_DIR with STORAGE=local) belong to the
# unprivileged user it runs as; a volume mounted there starts with this owner.
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
# pnpm links tsx into apps/api/node_modules only (the root's node_modules stays empty with
# --filter), and `--import tsx` resolves from the working directory: start from apps/api.
# The one-shot migration runs from here too: node --import tsx /app/packages/db/src/cli.ts migrate
WORKDIR /app/apps/api
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--max-semi-space-size=8", "--max-old-space-size=384", "--import", "tsx", "src/server.ts"]
