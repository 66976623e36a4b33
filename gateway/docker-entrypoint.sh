#!/bin/sh
# Container entrypoint of the gateway: render gateway/nginx.conf (an envsubst template) into the nginx prefix, the
# same way scripts/gateway.sh does for a local run, and run nginx in the foreground as PID 1. Only the listed
# variables are substituted, so nginx's own $variables ($host, $request_id, ...) pass through untouched.
set -eu

template=/etc/cabinetworks/nginx.conf.template
variables="MARKETPLACE_PORT WEB_ROOT UPLOADS_ROOT PROJECT_FILES_ROOT NGINX_PREFIX AUTH_UPSTREAM PROJECTS_UPSTREAM MESSAGING_UPSTREAM
MESSAGING_WS_UPSTREAM BILLING_UPSTREAM ANALYTICS_UPSTREAM GATEWAY_SECRET"

shell_format=""
for name in ${variables}; do
  if [ -z "$(printenv "${name}" || true)" ]; then
    echo "gateway: missing required environment variable ${name}" >&2
    exit 1
  fi
  shell_format="${shell_format} \${${name}}"
done

# GATEWAY_SECRET: nginx sends it to every service with each request (X-Gateway-Secret), the proof that the request
# came through the gateway; the services require the same value, at least 32 characters. It lands inside a quoted
# nginx string, so only characters with no meaning there are accepted (hex, base64, base64url): a `$` would be read
# as an nginx variable, a `"` would end the string. Never echo the value.
if [ "${#GATEWAY_SECRET}" -lt 32 ]; then
  echo "gateway: GATEWAY_SECRET must be at least 32 characters (it has ${#GATEWAY_SECRET}); the services require" \
    "the same value" >&2
  exit 1
fi
case "${GATEWAY_SECRET}" in
  CHANGE-ME*)
    echo "gateway: GATEWAY_SECRET is still the placeholder of deploy/k8s/secrets.example.yaml: set a random one" >&2
    exit 1
    ;;
  *[!A-Za-z0-9._~+/=-]*)
    # printf, not echo: dash's echo would turn the \n below into a line break.
    printf '%s\n' "gateway: GATEWAY_SECRET may hold only letters, digits and . _ ~ + / = - (hex or base64), e.g." \
      "  head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \\n'" >&2
    exit 1
    ;;
esac

# An *_UPSTREAM may list several host:port separated by spaces; the template says `server ${X_UPSTREAM};`, so
# "a b" becomes "a; server b".
for name in AUTH_UPSTREAM PROJECTS_UPSTREAM MESSAGING_UPSTREAM MESSAGING_WS_UPSTREAM BILLING_UPSTREAM \
  ANALYTICS_UPSTREAM; do
  export "${name}=$(printenv "${name}" | xargs | sed 's/ /; server /g')"
done

mkdir -p "${NGINX_PREFIX}" "${PROJECT_FILES_ROOT}/incoming" "${PROJECT_FILES_ROOT}/objects"
# The rendered file holds GATEWAY_SECRET: readable by its owner only. nginx runs as this same unprivileged user
# (gateway/Dockerfile: no master running as root), so the master still reads it at start and on reload; the workers
# never read it. umask first, so the file is never readable by others, not even for a moment; chmod too, since a file
# left from an earlier start of this container keeps its mode through the redirection.
(umask 077 && envsubst "${shell_format}" < "${template}" > "${NGINX_PREFIX}/nginx.conf")
chmod 0600 "${NGINX_PREFIX}/nginx.conf"
# The template logs into the prefix; in a container the logs belong on stdout and stderr.
ln -sf /dev/stdout "${NGINX_PREFIX}/access.log"
ln -sf /dev/stderr "${NGINX_PREFIX}/error.log"

# -e stderr: Debian's build opens /var/log/nginx/error.log before it reads the configuration, and this user may
# not write there. nginx resolves the *_UPSTREAM host names here, once: see compose.yaml about scaling.
nginx -p "${NGINX_PREFIX}/" -c "${NGINX_PREFIX}/nginx.conf" -e stderr -t -q
exec nginx -p "${NGINX_PREFIX}/" -c "${NGINX_PREFIX}/nginx.conf" -e stderr -g 'daemon off;'
