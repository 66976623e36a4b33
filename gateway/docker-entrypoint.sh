#!/bin/sh
# Container entrypoint of the gateway: render gateway/nginx.conf (an envsubst template) into the nginx prefix, the
# same way scripts/gateway.sh does for a local run, and run nginx in the foreground as PID 1. Only the listed
# variables are substituted, so nginx's own $variables ($host, $request_id, ...) pass through untouched.
set -eu

template=/etc/cabinetworks/nginx.conf.template
variables="MARKETPLACE_PORT WEB_ROOT UPLOADS_ROOT PROJECT_FILES_ROOT NGINX_PREFIX AUTH_UPSTREAM PROJECTS_UPSTREAM MESSAGING_UPSTREAM
MESSAGING_WS_UPSTREAM BILLING_UPSTREAM ANALYTICS_UPSTREAM"

shell_format=""
for name in ${variables}; do
  if [ -z "$(printenv "${name}" || true)" ]; then
    echo "gateway: missing required environment variable ${name}" >&2
    exit 1
  fi
  shell_format="${shell_format} \${${name}}"
done

# An *_UPSTREAM may list several host:port separated by spaces; the template says `server ${X_UPSTREAM};`, so
# "a b" becomes "a; server b".
for name in AUTH_UPSTREAM PROJECTS_UPSTREAM MESSAGING_UPSTREAM MESSAGING_WS_UPSTREAM BILLING_UPSTREAM \
  ANALYTICS_UPSTREAM; do
  export "${name}=$(printenv "${name}" | xargs | sed 's/ /; server /g')"
done

mkdir -p "${NGINX_PREFIX}" "${PROJECT_FILES_ROOT}/incoming" "${PROJECT_FILES_ROOT}/objects"
envsubst "${shell_format}" < "${template}" > "${NGINX_PREFIX}/nginx.conf"
# The template logs into the prefix; in a container the logs belong on stdout and stderr.
ln -sf /dev/stdout "${NGINX_PREFIX}/access.log"
ln -sf /dev/stderr "${NGINX_PREFIX}/error.log"

# -e stderr: Debian's build opens /var/log/nginx/error.log before it reads the configuration, and this user may
# not write there. nginx resolves the *_UPSTREAM host names here, once: see compose.yaml about scaling.
nginx -p "${NGINX_PREFIX}/" -c "${NGINX_PREFIX}/nginx.conf" -e stderr -t -q
exec nginx -p "${NGINX_PREFIX}/" -c "${NGINX_PREFIX}/nginx.conf" -e stderr -g 'daemon off;'
