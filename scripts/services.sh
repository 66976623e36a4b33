#!/usr/bin/env bash
# The five C++ services, run from build/services/<name>/<name>-service with the environment of docs/dev-contract.md,
# each instance under its own supervisor (scripts/supervise.sh) that restarts it when it crashes (1 s, doubling to
# 30 s).
# Usage: scripts/services.sh start|stop|restart|status [name...]   (no names: every service)
#        scripts/services.sh kill9 <name>                          (SIGKILL, for crash tests; the supervisor restarts it)
# Instances (scripts/config.sh, docs/dev-contract.md "Instances"): SCALE_<SERVICE>=N (or SCALE=N for every service)
# runs N instances of a service. A name is a service (auth: each of its instances) or one instance (projects-2;
# projects-1 is the first alone); kill9 takes one instance (auth: the first). start starts the N instances, stop and
# status act on those N and on any other instance still running (so lowering the count and restarting works). When a
# start or stop changes which instances run and the gateway runs, it is reloaded (scripts/gateway.sh reload) so
# nginx balances over exactly those.
# start waits up to 30 s for GET /readyz = 200 and prints the end of the log when a service fails. A running service
# is left alone unless its binary was rebuilt since it started, it runs without a supervisor, or auth's admin
# credentials changed (then it is restarted). A service whose supervisor is bringing it back is only waited for.
# stop stops the supervisor first, then the service (SIGTERM, SIGKILL after 30 s). status shows restarts, the last
# crash and a crash loop, and exits non-zero unless every service is up, ready, supervised and not in a crash loop.
# Files, per instance (<name> = auth, projects-2...): logs in $MARKETPLACE_STATE_DIR/log/<name>.log (the supervisor's
# lines start with ===), a record of every exit with the log lines before it in log/crashes.log; in run/:
# <name>.pid (the service), <name>.supervisor.pid, <name>.exits (the supervisor's exits so far),
# <name>.deliberate-exit (kill9's announcement, consumed), <name>.sock (its Unix socket).
# Extra variables in the caller's environment reach the services; MARKETPLACE_ADMIN_* reach auth only (when unset,
# the generated credentials of $MARKETPLACE_STATE_DIR/admin-credentials: scripts/config.sh load_admin_credentials).
# SERVICES_BIN_DIR (default build/services) points elsewhere, e.g. at stand-ins for testing these scripts.
set -euo pipefail
source "$(dirname "$0")/config.sh"
LOG_TAG=services
READY_TIMEOUT=${READY_TIMEOUT:-30}
# Unexpected exits within this window that make status report a crash loop.
CRASH_LOOP_WINDOW=${CRASH_LOOP_WINDOW:-120}
CRASH_LOOP_CRASHES=${CRASH_LOOP_CRASHES:-3}
fresh='' # the services this start launched (wait_ready stops those that fail)

SERVICES_BIN_DIR=${SERVICES_BIN_DIR:-$REPO_ROOT/build/services}
# Every function below takes an instance name (auth, projects-2); its service is $(service_of name).
binary_of() { local service; service=$(service_of "$1"); echo "$SERVICES_BIN_DIR/$service/$service-service"; }
pid_file() { echo "$RUN_DIR/$1.pid"; }
supervisor_pid_file() { echo "$RUN_DIR/$1.supervisor.pid"; }
exits_file() { echo "$RUN_DIR/$1.exits"; }
deliberate_file() { echo "$RUN_DIR/$1.deliberate-exit"; }
running() { pid_alive "$(pid_file "$1")" "$(service_of "$1")-service"; }
supervised() { pid_alive "$(supervisor_pid_file "$1")" "supervise.sh $1 "; }
ready() { [[ $(curl -s -o /dev/null -m 2 -w '%{http_code}' "http://127.0.0.1:$(service_port "$1")/readyz") == 200 ]]; }

# exit_count <name> [kind]: exits the supervisor recorded so far (of one kind: crash or deliberate).
exit_count() {
  local file
  file=$(exits_file "$1")
  [[ -f $file ]] || { echo 0; return; }
  awk -v kind="${2:-}" 'kind == "" || $3 == kind { n++ } END { print n + 0 }' "$file"
}

# last_exit <name> [kind]: "<epoch> <pid> <kind> <restart> <delay> <ran> <how...>" of the last recorded exit.
last_exit() {
  local file
  file=$(exits_file "$1")
  [[ -f $file ]] || return 0
  awk -v kind="${2:-}" 'kind == "" || $3 == kind { line = $0 } END { if (line != "") print line }' "$file"
}

# The admin credentials auth runs with differ from the current ones (read from its supervisor's environment, which
# the service inherits and gets again at every restart).
admin_credentials_changed() {
  local pid environment
  pid=$(<"$(supervisor_pid_file "$1")")
  environment=$(tr '\0' '\n' <"/proc/$pid/environ" 2>/dev/null) || return 1
  ! grep -qxF "MARKETPLACE_ADMIN_USERNAME=$MARKETPLACE_ADMIN_USERNAME" <<<"$environment" ||
    ! grep -qxF "MARKETPLACE_ADMIN_PASSWORD=$MARKETPLACE_ADMIN_PASSWORD" <<<"$environment"
}

# The environment of one process of a service, one NAME=VALUE a line: what every process of it gets, whoever starts
# it (launch below; the bench's and the tests' own extra instances call `services.sh env`), so a variable a service
# comes to need is added here once. ws_port is messaging's WebSocket port; socket the Unix socket to listen on too.
# The secrets are in service_secrets: launch passes those in the environment, never on a command line.
service_env() {
  local service=$1 port=$2 ws_port=${3:-} socket=${4:-}
  echo "HTTP_PORT=$port"
  echo "HTTP_HOST=127.0.0.1"
  [[ -z $socket ]] || echo "HTTP_UNIX_SOCKET=$socket"
  echo "DATABASE_URL=$(database_url "$service")"
  echo "REDIS_URL=$REDIS_URL"
  echo "KAFKA_BROKERS=$KAFKA_BROKERS"
  case $service in
    auth) echo "UPLOADS_DIR=$STATE/uploads" ;;
    projects) echo "PROJECT_FILES_DIR=$PROJECT_FILES_DIR" ;;
    messaging)
      # SMTP_URL: the local mail catcher (scripts/infra.sh), so no e-mail leaves the machine.
      echo "WS_PORT=$ws_port"
      echo "SMTP_URL=$SMTP_URL"
      echo "PUBLIC_URL=${PUBLIC_URL:-$MARKETPLACE_URL}"
      ;;
  esac
}
service_secrets() {
  load_gateway_secret
  echo "GATEWAY_SECRET=$GATEWAY_SECRET"
  if [[ $1 == messaging ]]; then
    load_mail_token_secret
    echo "MAIL_TOKEN_SECRET=$MAIL_TOKEN_SECRET"
  fi
}

# Launch one instance under its supervisor, in its own session so both outlive this shell. The supervisor records
# the service's pid; its own goes to run/<name>.supervisor.pid. Every instance of a service gets the same
# environment but for its ports and socket.
launch() {
  local name=$1 service port ws_port=
  service=$(service_of "$name")
  port=$(service_port "$name")
  port_in_use "$port" && die "$name: port $port is taken by another process: $(describe_port "$port")"
  mkdir -p "$STATE/uploads"
  case $service in
    projects) mkdir -p "$PROJECT_FILES_DIR/incoming" "$PROJECT_FILES_DIR/objects" ;;
    messaging)
      ws_port=$(messaging_ws_port "$name")
      port_in_use "$ws_port" && die "$name: port $ws_port is taken by another process: $(describe_port "$ws_port")"
      ;;
  esac
  local env_args
  mapfile -t env_args < <(service_env "$service" "$port" "$ws_port" "$(service_socket "$name")")
  # The admin's password travels in the environment (not on a command line anyone can read), and only to auth.
  # So does the key of the unsubscribe links, only to messaging.
  local unset_args=()
  [[ $service == auth ]] || unset_args=(-u MARKETPLACE_ADMIN_USERNAME -u MARKETPLACE_ADMIN_PASSWORD)
  [[ $service == messaging ]] || unset_args+=(-u MAIL_TOKEN_SECRET)
  rm -f "$(pid_file "$name")" "$(deliberate_file "$name")"
  setsid env "${unset_args[@]}" "$REPO_ROOT/scripts/supervise.sh" "$name" \
    env "${env_args[@]}" "$(binary_of "$name")" </dev/null >>"$LOG_DIR/$name.log" 2>&1 &
  local supervisor=$!
  echo "$supervisor" >"$(supervisor_pid_file "$name")"
  # Until setsid has exec'd, the new pid still shows this shell's command line, and `supervised` (which checks it
  # against pid reuse) says no: wait_ready took that moment for a supervisor that had exited, on a busy machine.
  wait_for 5 "$name's supervisor to start" supervised_or_gone "$name" "$supervisor" || true
}

# True once the supervisor runs, or when its process is gone (wait_ready then reports that).
supervised_or_gone() { supervised "$1" || ! proc_alive "$2"; }

# The supervisor first, so nothing restarts the service, then the service: SIGTERM, SIGKILL after 30 s. A supervisor
# that is already gone (even SIGKILLed) leaves the service's pid file, so the service is stopped all the same.
stop_one() {
  local name=$1
  if supervised "$name"; then
    stop_pid "$name supervisor" "$(supervisor_pid_file "$name")" 10
  fi
  rm -f "$(supervisor_pid_file "$name")" "$(exits_file "$name")" "$(deliberate_file "$name")"
  if running "$name"; then
    stop_pid "$name" "$(pid_file "$name")" 30
  else
    rm -f "$(pid_file "$name")"
  fi
}

# how_it_ended <exits line>: "killed by SIGKILL after 3.2s" from "<epoch> <pid> <kind> <restart> <delay> <ran> <how...>".
how_it_ended() {
  local _epoch _pid _kind _restart _delay ran how
  read -r _epoch _pid _kind _restart _delay ran how <<<"$1"
  echo "$how after ${ran}s"
}

# Wait for every named service to answer /readyz 200, all against one deadline. Returns 1 if any failed. A service
# this call launched (listed in $fresh) that crashes or does not get ready is stopped; one whose supervisor was
# already bringing it back is left to that supervisor.
wait_ready() {
  local deadline=$((SECONDS + READY_TIMEOUT)) pending=("$@") still failed=0 name t0
  local -A crashes_before
  for name in "$@"; do crashes_before[$name]=$(exit_count "$name" crash); done
  t0=$(now)
  while ((${#pending[@]} > 0)); do
    still=()
    for name in "${pending[@]}"; do
      if ready "$name"; then
        log "$name: ready on 127.0.0.1:$(service_port "$name") after $(elapsed_since "$t0")s"
        continue
      fi
      if ! supervised "$name"; then
        log "$name: its supervisor exited during start"
      elif (($(exit_count "$name" crash) > crashes_before[$name])); then
        log "$name: exited during start ($(how_it_ended "$(last_exit "$name" crash)"))"
      elif ((SECONDS >= deadline)); then
        log "$name: /readyz not 200 within ${READY_TIMEOUT}s"
      else
        still+=("$name")
        continue
      fi
      show_log "$LOG_DIR/$name.log" 40
      if [[ " $fresh " == *" $name "* ]] || ! supervised "$name"; then
        stop_one "$name"
      else
        log "$name: left to its supervisor (scripts/services.sh stop $name stops it)"
      fi
      failed=1
    done
    pending=("${still[@]}")
    ((${#pending[@]} == 0)) || sleep 0.2
  done
  return $failed
}

start() {
  local name waiting=() bin
  for name in "$@"; do
    bin=$(binary_of "$name")
    if [[ ! -x $bin ]]; then
      if ((explicit)); then die "$name: no binary at ${bin#"$REPO_ROOT"/} (run make build)"; fi
      log "$name: not built yet (${bin#"$REPO_ROOT"/}), skipped"
      continue
    fi
    [[ $(service_of "$name") != auth ]] || load_admin_credentials
    [[ $(service_of "$name") != messaging ]] || load_mail_token_secret
    load_gateway_secret
    if supervised "$name"; then
      # The pid file is rewritten at every (re)start, so a service restarted after the build already runs it.
      if running "$name" && [[ $bin -nt $(pid_file "$name") ]]; then
        log "$name: binary rebuilt since start, restarting"
        stop_one "$name"
      elif [[ $(service_of "$name") == auth ]] && admin_credentials_changed "$name"; then
        log "$name: the admin credentials changed since start, restarting"
        stop_one "$name"
      elif ready "$name"; then
        log "$name: already running (pid $(<"$(pid_file "$name")"))"
        continue
      else
        log "$name: not ready; its supervisor is bringing it back, waiting for it"
        waiting+=("$name")
        continue
      fi
    elif running "$name"; then
      log "$name: running without a supervisor (pid $(<"$(pid_file "$name")")), restarting it under one"
      stop_one "$name"
    fi
    launch "$name"
    fresh+=" $name"
    waiting+=("$name")
  done
  ((${#waiting[@]} == 0)) || wait_ready "${waiting[@]}"
}

stop() {
  local name pids=() failed=0 pid
  for name in "$@"; do
    stop_one "$name" &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
  return $failed
}

# One line per service, then (indented) its last crash and a crash loop when there are any. Restarts and crashes
# count since the supervisor started (make run); every exit ever recorded is in log/crashes.log.
status() {
  local name rc=0 port restarts deliberate counts recent last now_epoch epoch pid restart delay ran how
  now_epoch=${EPOCHREALTIME%.*}
  for name in "$@"; do
    port=$(service_port "$name")
    restarts=$(exit_count "$name")
    deliberate=$(exit_count "$name" deliberate)
    counts="restarts $restarts"
    ((deliberate == 0)) || counts+=" ($deliberate deliberate)"
    if running "$name"; then
      if ready "$name"; then
        printf '%-10s running  127.0.0.1:%s  pid %s  ready  %s\n' "$name" "$port" "$(<"$(pid_file "$name")")" "$counts"
      else
        printf '%-10s running  127.0.0.1:%s  pid %s  NOT READY  %s\n' "$name" "$port" "$(<"$(pid_file "$name")")" \
          "$counts"
        rc=1
      fi
      if ! supervised "$name"; then
        echo "           NO SUPERVISOR: a crash would not be restarted (scripts/services.sh start $name fixes that)"
        rc=1
      fi
    elif supervised "$name"; then
      read -r epoch pid _ restart delay ran how <<<"$(last_exit "$name")"
      if [[ -n ${epoch:-} ]]; then
        printf '%-10s DOWN, RESTARTING  127.0.0.1:%s  pid %s %s at %s; restart %s due %s  %s\n' "$name" "$port" \
          "$pid" "$how" "$(date -d "@$epoch" +%H:%M:%S)" "$restart" "$(date -d "@$((epoch + delay))" +%H:%M:%S)" \
          "$counts"
      else
        printf '%-10s STARTING  127.0.0.1:%s\n' "$name" "$port"
      fi
      rc=1
    else
      printf '%-10s stopped\n' "$name"
      rc=1
      continue
    fi
    last=$(last_exit "$name" crash)
    if [[ -n $last ]]; then
      read -r epoch pid _ _ _ ran how <<<"$last"
      echo "           last crash $(date -d "@$epoch" '+%F %T'): pid $pid $how after ${ran}s (log/crashes.log)"
    fi
    recent=$(awk -v since=$((now_epoch - CRASH_LOOP_WINDOW)) '$3 == "crash" && $1 >= since { n++ } END { print n + 0 }' \
      "$(exits_file "$name")" 2>/dev/null || echo 0)
    if ((recent >= CRASH_LOOP_CRASHES)); then
      echo "           CRASH LOOP: $recent crashes in the last $((CRASH_LOOP_WINDOW / 60)) min"
      rc=1
    fi
  done
  return $rc
}

# SIGKILL the service (not its supervisor), announced as deliberate first so the supervisor records the exit as
# such (not as a crash) and starts the service again.
kill9() {
  (($# == 1)) || die "usage: $0 kill9 <name>"
  set -- "$(expand echo "$1")" # auth-1 -> auth
  local file pid
  file=$(pid_file "$1")
  running "$1" || die "$1: not running"
  pid=$(<"$file")
  echo "$pid scripts/services.sh kill9" >"$(deliberate_file "$1")"
  if supervised "$1"; then
    log "$1: SIGKILL pid $pid (its supervisor starts it again)"
  else
    log "$1: SIGKILL pid $pid"
  fi
  kill -KILL "$pid"
  wait_for 5 "$1 to die" proc_gone "$pid"
  supervised "$1" || rm -f "$file" "$(deliberate_file "$1")"
}

# The instances a command acts on, one a line: a service's configured ones (start) or every one of it that is
# configured or started (stop, status); an instance name stands for itself (<service>-1 for instance 1 alone, whose
# files and messages say <service>).
expand() {
  local which=$1 name
  shift
  for name in "$@"; do
    if [[ $name == "$(service_of "$name")" ]]; then
      "$which" "$name"
    else
      instance_name "$(service_of "$name")" "$(instance_index "$name")"
    fi
  done
}

# The gateway's upstreams list the instances that run (scripts/gateway.sh): when a command changed which ones do,
# a running gateway is reloaded. One line per service with its running instances.
running_instances() {
  local service name
  for service in "${SERVICES[@]}"; do
    for name in $(started_instances "$service"); do instance_alive "$name" && printf '%s ' "$name"; done
    echo
  done
}
reload_gateway_if_changed() {
  [[ $(running_instances) != "$1" ]] || return 0
  pid_alive "$RUN_DIR/nginx.pid" nginx || return 0
  log "the running instances changed: reloading the gateway"
  "$REPO_ROOT/scripts/gateway.sh" reload
}

command=${1:-}
shift || true
# env SERVICE HTTP-PORT [WS-PORT]: the environment a process of the service gets (service_env, then its secrets), for
# a process of the bench's or a test's own beside the running system.
if [[ $command == env ]]; then
  [[ $# -ge 2 && " ${SERVICES[*]} " == *" $1 "* ]] || die "usage: $0 env <service> <http-port> [ws-port]"
  [[ $1 != projects ]] || mkdir -p "$PROJECT_FILES_DIR/incoming" "$PROJECT_FILES_DIR/objects"
  service_env "$1" "$2" "${3:-}"
  service_secrets "$1"
  exit 0
fi
explicit=$(($# > 0))
names=("$@")
((${#names[@]} > 0)) || names=("${SERVICES[@]}")
for name in "${names[@]}"; do
  if [[ " ${SERVICES[*]} " != *" $(service_of "$name") "* ]] || ! service_port "$name" >/dev/null; then
    die "unknown service or instance '$name' (one of: ${SERVICES[*]}, or <service>-<2..$MAX_INSTANCES>)"
  fi
done
for name in "${SERVICES[@]}"; do instance_count "$name" >/dev/null; done # a wrong SCALE_* stops here
mapfile -t to_start < <(expand configured_instances "${names[@]}")
mapfile -t present < <(expand instances_of "${names[@]}")
before=$(running_instances)
# Also when a start fails half-way: the instances that did start are balanced over.
[[ $command == status || $command == kill9 ]] || trap 'reload_gateway_if_changed "$before"' EXIT

case $command in
  start) start "${to_start[@]}" ;;
  stop) stop "${present[@]}" ;;
  restart) stop "${present[@]}" && start "${to_start[@]}" ;;
  status) status "${present[@]}" ;;
  kill9) kill9 "$@" ;;
  *)
    echo "usage: $0 start|stop|restart|status [name...] | kill9 <name> | env <service> <http-port> [ws-port]" >&2
    exit 2
    ;;
esac
