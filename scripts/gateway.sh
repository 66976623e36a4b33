#!/usr/bin/env bash
# nginx in front of everything, on 127.0.0.1:$MARKETPLACE_PORT. Renders gateway/nginx.conf into
# $MARKETPLACE_STATE_DIR/nginx/nginx.conf (envsubst with an explicit variable list), checks it, then runs nginx with
# that folder as its prefix (pid, error.log, access.log, temp files).
# Usage: scripts/gateway.sh start|stop|reload|status      (start on a running gateway reloads it)
# Overridable: WEB_ROOT (web/dist), UPLOADS_ROOT ($STATE/uploads), NGINX_PREFIX ($STATE/nginx), *_UPSTREAM (one
# host:port or unix:path, or several separated by spaces: one upstream server each, e.g. two messaging instances;
# by default every running instance of the service, below). A gateway with another NGINX_PREFIX is left out of the
# state folder's run/ and log/ links (a test's own gateway).
set -euo pipefail
source "$(dirname "$0")/config.sh"
LOG_TAG=gateway

# The instances each upstream balances over (round-robin; docs/dev-contract.md "Instances"): instance 1 always, and
# every other instance of the service that runs, found in the run folder (its supervisor or its process alive), not
# read from the SCALE variables. A `scripts/gateway.sh reload` run by hand, without them, then still lists every
# instance that runs and never one that was stopped; scripts/services.sh reloads the gateway whenever a start or a
# stop changed which instances run.
upstream_instances() {
  local service=$1 name
  echo "$service"
  for name in $(started_instances "$service"); do
    if [[ $name != "$service" ]] && instance_alive "$name"; then echo "$name"; fi
  done
}
# Each instance's Unix socket (config.sh service_upstream), and for messaging's WebSocket upstream each WS port.
instance_upstreams() {
  local name
  for name in $(upstream_instances "$1"); do service_upstream "$name"; done | xargs
}
ws_upstreams() {
  local name
  for name in $(upstream_instances messaging); do echo "127.0.0.1:$(messaging_ws_port "$name")"; done | xargs
}

export WEB_ROOT=${WEB_ROOT:-$REPO_ROOT/web/dist}
export UPLOADS_ROOT=${UPLOADS_ROOT:-$STATE/uploads}
export PROJECT_FILES_ROOT=${PROJECT_FILES_ROOT:-$PROJECT_FILES_DIR}
export NGINX_PREFIX=${NGINX_PREFIX:-$STATE/nginx}
export AUTH_UPSTREAM=${AUTH_UPSTREAM:-$(instance_upstreams auth)}
export PROJECTS_UPSTREAM=${PROJECTS_UPSTREAM:-$(instance_upstreams projects)}
export MESSAGING_UPSTREAM=${MESSAGING_UPSTREAM:-$(instance_upstreams messaging)}
export MESSAGING_WS_UPSTREAM=${MESSAGING_WS_UPSTREAM:-$(ws_upstreams)}
export BILLING_UPSTREAM=${BILLING_UPSTREAM:-$(instance_upstreams billing)}
export ANALYTICS_UPSTREAM=${ANALYTICS_UPSTREAM:-$(instance_upstreams analytics)}

TEMPLATE=$REPO_ROOT/gateway/nginx.conf
CONF=$NGINX_PREFIX/nginx.conf
PID=$NGINX_PREFIX/nginx.pid
# shellcheck disable=SC2016  # envsubst's list of the variables to replace, not an expansion
TEMPLATE_VARS='${MARKETPLACE_PORT} ${WEB_ROOT} ${UPLOADS_ROOT} ${PROJECT_FILES_ROOT} ${NGINX_PREFIX} ${AUTH_UPSTREAM} ${PROJECTS_UPSTREAM}
${MESSAGING_UPSTREAM} ${MESSAGING_WS_UPSTREAM} ${BILLING_UPSTREAM} ${ANALYTICS_UPSTREAM} ${GATEWAY_SECRET}'

NGINX_ARGS=(-p "$NGINX_PREFIX/" -e "$NGINX_PREFIX/error.log" -c "$CONF")
# Workers run as nobody when nginx starts as root. If nobody cannot reach the web app or the uploads (a checkout
# under /root, mode 0700), run them as root instead: this is a local development server.
worker_user_args() {
  if runuser -u nobody -- test -x "$WEB_ROOT" -a -x "$UPLOADS_ROOT" -a -w "$PROJECT_FILES_ROOT/incoming" 2>/dev/null; then
    return
  fi
  log "user nobody cannot reach $WEB_ROOT or $UPLOADS_ROOT, or write $PROJECT_FILES_ROOT/incoming: nginx workers run as root"
  echo "user root root;"
}

running() { pid_alive "$PID" nginx; }
# "auth 1, projects 3, ..." : the servers of each service's upstream in the rendered configuration.
upstream_summary() {
  awk '/^ *upstream [a-z_]+ *[{]/ { name = $2; order[++count] = name }
       /^ *server / && name != "" { n[name] += gsub(/server /, "") }
       /^ *[}]/ { name = "" }
       END { printf "upstream servers:"
             for (i = 1; i <= count; i++) printf "%s %s %d", (i > 1 ? "," : ""), order[i], n[order[i]] }' \
    "$CONF"
}
healthy() { [[ $(curl -s -o /dev/null -m 2 -w '%{http_code}' "http://127.0.0.1:$MARKETPLACE_PORT/healthz") == 200 ]]; }

# The template says `server ${X_UPSTREAM};`: a list "a b" becomes "a; server b" (on one line: the template's opening
# comment quotes the variables too).
upstream_servers() { printf '%s' "$1" | xargs | sed 's/ /; server /g'; }

# Render the template (listening on loopback only) and let nginx check the result before it replaces the old one.
render() {
  mkdir -p "$NGINX_PREFIX" "$UPLOADS_ROOT" "$PROJECT_FILES_ROOT/incoming" "$PROJECT_FILES_ROOT/objects"
  local name
  for name in AUTH_UPSTREAM PROJECTS_UPSTREAM MESSAGING_UPSTREAM MESSAGING_WS_UPSTREAM BILLING_UPSTREAM \
    ANALYTICS_UPSTREAM; do
    export "$name=$(upstream_servers "${!name}")"
  done
  load_gateway_secret
  # The rendered file holds the gateway's secret: readable by its owner only (nginx's master reads it as root).
  (umask 077 && MARKETPLACE_PORT=127.0.0.1:$MARKETPLACE_PORT envsubst "$TEMPLATE_VARS" <"$TEMPLATE" >"$CONF.new")
  GLOBAL_ARGS=()
  local user_directive
  user_directive=$(worker_user_args)
  [[ -z $user_directive ]] || GLOBAL_ARGS=(-g "$user_directive")
  if ! nginx -q -t -p "$NGINX_PREFIX/" -e "$NGINX_PREFIX/error.log" -c "$CONF.new" "${GLOBAL_ARGS[@]}"; then
    die "the rendered configuration ($CONF.new) does not pass nginx -t"
  fi
  mv "$CONF.new" "$CONF"
  [[ -f $WEB_ROOT/index.html ]] || log "warning: $WEB_ROOT/index.html does not exist yet (build the web app)"
}

link_into_layout() {
  [[ $NGINX_PREFIX == "$STATE/nginx" ]] || return 0
  ln -sfn "$PID" "$RUN_DIR/nginx.pid"
  ln -sfn "$NGINX_PREFIX/error.log" "$LOG_DIR/nginx.log"
  ln -sfn "$NGINX_PREFIX/access.log" "$LOG_DIR/nginx-access.log"
}

start() {
  if running; then
    reload
    return
  fi
  port_in_use "$MARKETPLACE_PORT" &&
    die "port $MARKETPLACE_PORT is taken by another process: $(describe_port "$MARKETPLACE_PORT")"
  render
  local t0
  t0=$(now)
  nginx "${NGINX_ARGS[@]}" "${GLOBAL_ARGS[@]}" || { show_log "$NGINX_PREFIX/error.log" 20; die "nginx did not start"; }
  wait_for 10 "nginx /healthz" healthy || { show_log "$NGINX_PREFIX/error.log" 20; die "nginx does not answer"; }
  link_into_layout
  log "nginx: started on 127.0.0.1:$MARKETPLACE_PORT in $(elapsed_since "$t0")s; $(upstream_summary)"
}

reload() {
  if ! running; then
    start
    return
  fi
  render
  kill -HUP "$(<"$PID")"
  log "nginx: configuration reloaded (pid $(<"$PID")); $(upstream_summary)"
}

stop() {
  if running; then
    stop_pid nginx "$PID" 30
  else
    log "nginx: not running"
  fi
}

status() {
  if running && healthy; then
    echo "gateway    running  127.0.0.1:$MARKETPLACE_PORT  pid $(<"$PID")"
  else
    echo "gateway    stopped"
    return 1
  fi
}

case ${1:-} in
  start) start ;;
  stop) stop ;;
  reload) reload ;;
  status) status ;;
  *)
    echo "usage: $0 start|stop|reload|status" >&2
    exit 2
    ;;
esac
