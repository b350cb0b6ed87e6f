# syntax=docker/dockerfile:1
# Multi-stage image of the API, serving the built web app. Configured only through env.
FROM node:24-bookworm-slim AS base
RUN npm install -g pnpm@10.34.9
WORKDIR /app

FROM base AS build
COPY . .
RUN pnpm install --frozen-lockfile
RUN pnpm --filter @app/web build

FROM base AS runtime
# Two malloc arenas, not one per thread: V8's compiler and collector threads otherwise leave
# tens of MB of freed memory in arenas of their own under load (decision 0017).
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 MALLOC_ARENA_MAX=2
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY packages ./packages
COPY apps/api ./apps/api
COPY apps/web/package.json ./apps/web/package.json
COPY --from=build /app/apps/web/dist ./apps/web/dist
# Production dependencies of the API and the workspace packages it uses, nothing else.
RUN pnpm install --frozen-lockfile --prod --filter @app/api... && rm -rf /root/.cache /root/.local/share/pnpm
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--max-semi-space-size=8", "--max-old-space-size=384", "--import", "tsx", "apps/api/src/server.ts"]
