#!/usr/bin/env bash
# The five C++ services, run from build/services/<name>/<name>-service with the environment of docs/dev-contract.md.
# Usage: scripts/services.sh start|stop|restart|status [name...]   (no names: every service)
#        scripts/services.sh kill9 <name>                          (SIGKILL, for crash tests)
# start waits up to 30 s for GET /readyz = 200 and prints the end of the log when a service fails. A running service
# is left alone unless its binary was rebuilt since it started (then it is restarted). Logs go to
# $MARKETPLACE_STATE_DIR/log/<name>.log, pids to $MARKETPLACE_STATE_DIR/run/<name>.pid.
# Extra variables in the caller's environment reach the services; MARKETPLACE_ADMIN_* reach auth only.
# SERVICES_BIN_DIR (default build/services) points elsewhere, e.g. at stand-ins for testing these scripts.
set -euo pipefail
source "$(dirname "$0")/config.sh"
LOG_TAG=services
READY_TIMEOUT=${READY_TIMEOUT:-30}

SERVICES_BIN_DIR=${SERVICES_BIN_DIR:-$REPO_ROOT/build/services}
binary_of() { echo "$SERVICES_BIN_DIR/$1/$1-service"; }
pid_file() { echo "$RUN_DIR/$1.pid"; }
running() { pid_alive "$(pid_file "$1")" "$1-service"; }
ready() { [[ $(curl -s -o /dev/null -m 2 -w '%{http_code}' "http://127.0.0.1:$(service_port "$1")/readyz") == 200 ]]; }

# Launch one service in the background (own session, so it outlives this shell) and record its pid.
launch() {
  local name=$1 port
  port=$(service_port "$name")
  port_in_use "$port" && die "$name: port $port is taken by another process: $(describe_port "$port")"
  mkdir -p "$STATE/uploads"
  local env_args=(
    HTTP_PORT="$port"
    HTTP_HOST=127.0.0.1
    HTTP_UNIX_SOCKET="$(service_socket "$name")"
    DATABASE_URL="$(database_url "$name")"
    REDIS_URL="$REDIS_URL"
    KAFKA_BROKERS="$KAFKA_BROKERS"
  )
  case $name in
    auth) env_args+=(UPLOADS_DIR="$STATE/uploads") ;;
    messaging)
      port_in_use "$MESSAGING_WS_PORT" &&
        die "messaging: port $MESSAGING_WS_PORT is taken by another process: $(describe_port "$MESSAGING_WS_PORT")"
      env_args+=(WS_PORT="$MESSAGING_WS_PORT")
      ;;
  esac
  local unset_args=()
  [[ $name == auth ]] || unset_args=(-u MARKETPLACE_ADMIN_USERNAME -u MARKETPLACE_ADMIN_PASSWORD)
  echo "=== $(date -Is) starting $name-service" >>"$LOG_DIR/$name.log"
  setsid env "${unset_args[@]}" "${env_args[@]}" "$(binary_of "$name")" </dev/null >>"$LOG_DIR/$name.log" 2>&1 &
  echo $! >"$(pid_file "$name")"
}

stop_one() {
  local name=$1
  if running "$name"; then
    stop_pid "$name" "$(pid_file "$name")" 30
  else
    rm -f "$(pid_file "$name")"
  fi
}

# Wait for every named service to answer /readyz 200, all against one deadline. Returns 1 if any failed.
wait_ready() {
  local deadline=$((SECONDS + READY_TIMEOUT)) pending=("$@") still failed=0 name
  local t0
  t0=$(now)
  while ((${#pending[@]} > 0)); do
    still=()
    for name in "${pending[@]}"; do
      if ready "$name"; then
        log "$name: ready on 127.0.0.1:$(service_port "$name") after $(elapsed_since "$t0")s"
      elif ! running "$name"; then
        log "$name: exited during start"
        show_log "$LOG_DIR/$name.log" 40
        rm -f "$(pid_file "$name")"
        failed=1
      elif ((SECONDS >= deadline)); then
        log "$name: /readyz not 200 within ${READY_TIMEOUT}s"
        show_log "$LOG_DIR/$name.log" 40
        stop_one "$name"
        failed=1
      else
        still+=("$name")
      fi
    done
    pending=("${still[@]}")
    ((${#pending[@]} == 0)) || sleep 0.2
  done
  return $failed
}

start() {
  local name launched=() bin
  for name in "$@"; do
    bin=$(binary_of "$name")
    if [[ ! -x $bin ]]; then
      if ((explicit)); then die "$name: no binary at ${bin#"$REPO_ROOT"/} (run make build)"; fi
      log "$name: not built yet (${bin#"$REPO_ROOT"/}), skipped"
      continue
    fi
    if running "$name"; then
      if [[ $bin -nt $(pid_file "$name") ]]; then
        log "$name: binary rebuilt since start, restarting"
        stop_one "$name"
      else
        log "$name: already running (pid $(<"$(pid_file "$name")"))"
        continue
      fi
    fi
    launch "$name"
    launched+=("$name")
  done
  ((${#launched[@]} == 0)) || wait_ready "${launched[@]}"
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

status() {
  local name rc=0 port
  for name in "$@"; do
    port=$(service_port "$name")
    if running "$name"; then
      if ready "$name"; then
        printf '%-10s running  127.0.0.1:%s  pid %s  ready\n' "$name" "$port" "$(<"$(pid_file "$name")")"
      else
        printf '%-10s running  127.0.0.1:%s  pid %s  NOT READY\n' "$name" "$port" "$(<"$(pid_file "$name")")"
        rc=1
      fi
    else
      printf '%-10s stopped\n' "$name"
      rc=1
    fi
  done
  return $rc
}

kill9() {
  (($# == 1)) || die "usage: $0 kill9 <name>"
  local file
  file=$(pid_file "$1")
  running "$1" || die "$1: not running"
  log "$1: SIGKILL pid $(<"$file")"
  kill -KILL "$(<"$file")"
  wait_for 5 "$1 to die" proc_gone "$(<"$file")"
  rm -f "$file"
}

command=${1:-}
shift || true
explicit=$(($# > 0))
names=("$@")
((${#names[@]} > 0)) || names=("${SERVICES[@]}")
for name in "${names[@]}"; do
  service_port "$name" >/dev/null || die "unknown service '$name' (one of: ${SERVICES[*]})"
done

case $command in
  start) start "${names[@]}" ;;
  stop) stop "${names[@]}" ;;
  restart) stop "${names[@]}" && start "${names[@]}" ;;
  status) status "${names[@]}" ;;
  kill9) kill9 "$@" ;;
  *)
    echo "usage: $0 start|stop|restart|status [name...] | kill9 <name>" >&2
    exit 2
    ;;
esac
