# The console as a container: build dist/ with Node, then serve it with nginx and the headers the
# build generated (deploy/nginx/default.conf.template). docs/deploy.md walks through it.
#   docker build -t petstore-console --build-arg BASE_PATH=/tools/petstore/ .
#   docker run -p 8080:8080 -e PRODUCTION_BASE_URL=https://api.example.com/v1 petstore-console
#     → http://localhost:8080/tools/petstore/
# One image for every environment: PRODUCTION_BASE_URL, STAGING_BASE_URL, DEFAULT_ENVIRONMENT,
# PRODUCTION_CONTRACT_URL and STAGING_CONTRACT_URL are read at start (deploy/nginx/petstore-config.sh
# writes config.json and allows their origins in the CSP). The VITE_ build arguments are only the
# defaults without them; BASE_PATH alone needs a build of its own.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY public ./public
RUN npm ci --no-audit --no-fund
COPY . .
# BASE_PATH starts and ends with a slash here: the nginx stage uses it as a directory too.
ARG BASE_PATH=/
ARG VITE_PRODUCTION_BASE_URL=
ARG VITE_STAGING_BASE_URL=
ARG VITE_DEFAULT_ENVIRONMENT=
ARG VITE_CSP_CONNECT_SRC=
RUN npm run build

FROM nginx:stable-alpine
ARG BASE_PATH=/
# Read by the image's entrypoint, which fills them into the template below at start.
ENV PORT=8080 SITE_ROOT=/usr/share/nginx/html BASE_PATH=${BASE_PATH}
RUN rm -rf /usr/share/nginx/html/*
COPY deploy/nginx/default.conf.template /etc/nginx/templates/default.conf.template
COPY --chmod=755 deploy/nginx/petstore-config.sh /docker-entrypoint.d/40-petstore-config.sh
COPY --from=build /app/dist /usr/share/nginx/html${BASE_PATH}
EXPOSE 8080
