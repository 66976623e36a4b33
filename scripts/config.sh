# shellcheck shell=bash disable=SC2034  # sourced: the scripts that source it use these variables
# Shared settings and helpers for every script in scripts/. Source it; do not run it.
# Every value can be overridden from the environment (see docs/dev-contract.md).

REPO_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
export REPO_ROOT

MARKETPLACE_STATE_DIR=${MARKETPLACE_STATE_DIR:-$REPO_ROOT/.local}
mkdir -p "$MARKETPLACE_STATE_DIR"
MARKETPLACE_STATE_DIR=$(cd "$MARKETPLACE_STATE_DIR" && pwd)
export MARKETPLACE_STATE_DIR
STATE=$MARKETPLACE_STATE_DIR
LOG_DIR=$STATE/log
# Project files (the projects service's PROJECT_FILES_DIR; nginx writes upload bodies into its incoming/).
PROJECT_FILES_DIR=${PROJECT_FILES_DIR:-$STATE/project-files}
RUN_DIR=$STATE/run
mkdir -p "$LOG_DIR" "$RUN_DIR"

# Ports (docs/dev-contract.md). Exported so tests and child processes see the same values.
export MARKETPLACE_PORT=${MARKETPLACE_PORT:-8080}
export PG_PORT=${PG_PORT:-55432}
export REDIS_PORT=${REDIS_PORT:-56379}
export KAFKA_PORT=${KAFKA_PORT:-59092}
export KAFKA_CONTROLLER_PORT=${KAFKA_CONTROLLER_PORT:-59093}
export AUTH_PORT=${AUTH_PORT:-8101}
export PROJECTS_PORT=${PROJECTS_PORT:-8102}
export MESSAGING_PORT=${MESSAGING_PORT:-8103}
export MESSAGING_WS_PORT=${MESSAGING_WS_PORT:-8113}
export BILLING_PORT=${BILLING_PORT:-8104}
export ANALYTICS_PORT=${ANALYTICS_PORT:-8105}
export MAIL_SMTP_PORT=${MAIL_SMTP_PORT:-51025}

export MARKETPLACE_URL=${MARKETPLACE_URL:-http://127.0.0.1:$MARKETPLACE_PORT}
export REDIS_URL=${REDIS_URL:-redis://127.0.0.1:$REDIS_PORT}
export KAFKA_BROKERS=${KAFKA_BROKERS:-127.0.0.1:$KAFKA_PORT}
# Outgoing e-mail goes to the local mail catcher (scripts/mailcatcher.py, started by infra.sh), never off the machine.
export SMTP_URL=${SMTP_URL:-smtp://127.0.0.1:$MAIL_SMTP_PORT}
export MAIL_DIR=${MAIL_DIR:-$STATE/mail}

SERVICES=(auth projects messaging billing analytics)
KAFKA_TOPICS=(auth.events projects.events messaging.events billing.events analytics.events)
KAFKA_LIB=$STATE/kafka-lib
PG_BIN=/usr/lib/postgresql/15/bin

# Each service logs in to PostgreSQL as the role of the same name (password = name in local dev).
database_url() { printf 'postgresql://%s:%s@127.0.0.1:%s/marketplace' "$1" "$1" "$PG_PORT"; }

# --- instances ------------------------------------------------------------------------------------------------------
# A service can run as several instances on this machine (docs/dev-contract.md "Instances"): SCALE_<SERVICE>
# (SCALE_AUTH, SCALE_PROJECTS, SCALE_MESSAGING, SCALE_BILLING, SCALE_ANALYTICS), else SCALE, else 1. Instance 1 is
# named like the service (auth: its port, socket, pid files and log as ever); instance k > 1 is <service>-k
# (projects-2), listening on the service's ports plus INSTANCE_PORT_STEP * (k - 1) (8202, 8302; messaging's WS port
# likewise: 8213), with files of its own name in run/ and log/.
INSTANCE_PORT_STEP=100
MAX_INSTANCES=9

# instance_count <service>: how many instances SCALE_<SERVICE> / SCALE ask for (1 to MAX_INSTANCES).
instance_count() {
  local variable="SCALE_${1^^}" count
  count=${!variable:-${SCALE:-1}}
  if [[ ! $count =~ ^[1-9][0-9]*$ ]] || ((count > MAX_INSTANCES)); then
    die "$variable / SCALE must be a number of instances from 1 to $MAX_INSTANCES, not '$count'"
  fi
  echo "$count"
}

# instance_name <service> <k>: auth 1 -> auth, projects 2 -> projects-2.
instance_name() { if (($2 == 1)); then echo "$1"; else echo "$1-$2"; fi; }
# service_of <instance> / instance_index <instance>: projects-2 -> projects / 2; auth -> auth / 1.
service_of() { if [[ $1 =~ ^(.+)-[0-9]+$ ]]; then echo "${BASH_REMATCH[1]}"; else echo "$1"; fi; }
instance_index() { if [[ $1 =~ -([0-9]+)$ ]]; then echo "${BASH_REMATCH[1]}"; else echo 1; fi; }

# configured_instances <service>: the instances SCALE asks for, one name a line.
configured_instances() {
  local count k
  count=$(instance_count "$1") || return 1
  for ((k = 1; k <= count; k++)); do instance_name "$1" "$k"; done
}

# started_instances <service>: the instances with a supervisor or a process recorded in run/ (started and not
# stopped since, whatever the SCALE variables say now), one name a line, in order.
started_instances() {
  local file name
  for file in "$RUN_DIR/$1".pid "$RUN_DIR/$1".supervisor.pid "$RUN_DIR/$1"-[0-9]*.pid; do
    [[ -e $file ]] || continue
    name=${file##*/}
    name=${name%.pid}
    echo "${name%.supervisor}"
  done | sort -t- -k2,2n -u
}

# instances_of <service>: what stop and status act on: every configured instance and every started one.
instances_of() {
  { configured_instances "$1" && started_instances "$1"; } | awk '!seen[$0]++' | sort -t- -k2,2n
}

# HTTP port of a service instance, by name (auth, projects-2).
service_port() {
  local base
  case $(service_of "$1") in
    auth) base=$AUTH_PORT ;;
    projects) base=$PROJECTS_PORT ;;
    messaging) base=$MESSAGING_PORT ;;
    billing) base=$BILLING_PORT ;;
    analytics) base=$ANALYTICS_PORT ;;
    *) return 1 ;;
  esac
  instance_port "$base" "$1"
}

# WebSocket port of a messaging instance (messaging, messaging-2).
messaging_ws_port() { instance_port "$MESSAGING_WS_PORT" "$1"; }

# instance_port <base port> <instance>: the instance's port, INSTANCE_PORT_STEP apart from the previous one's.
instance_port() {
  local k
  k=$(instance_index "$2")
  ((k >= 1 && k <= MAX_INSTANCES)) || return 1
  echo $(($1 + INSTANCE_PORT_STEP * (k - 1)))
}

# instance_alive <instance>: its supervisor or the service process itself runs (the pid files of run/).
instance_alive() {
  pid_alive "$RUN_DIR/$1.supervisor.pid" "supervise.sh $1 " || pid_alive "$RUN_DIR/$1.pid" "$(service_of "$1")-service"
}

# The Unix socket a service instance listens on besides its port, for nginx on the same host: that hop then skips
# the TCP stack on both sides (auth's CPU per proxied request fell by about a tenth; docs/benchmarks). Empty when the
# path would not fit in a socket address (108 bytes, a deep MARKETPLACE_STATE_DIR): then nginx uses the port.
service_socket() {
  local path=$RUN_DIR/$1.sock
  if ((${#path} < 108)); then echo "$path"; fi
}

# A service instance as nginx's upstream names it: its Unix socket, else 127.0.0.1:port.
service_upstream() {
  local socket
  socket=$(service_socket "$1")
  if [[ -n $socket ]]; then echo "unix:$socket"; else echo "127.0.0.1:$(service_port "$1")"; fi
}

# --- the local admin account ---------------------------------------------------------------------------------------

# auth ensures an admin account at start from MARKETPLACE_ADMIN_USERNAME / MARKETPLACE_ADMIN_PASSWORD. When the
# caller sets the password (the username defaults to admin), those win and nothing is written. Otherwise the admin
# is "admin" with a random password generated once into this file (mode 0600, in the git-ignored state folder) and
# reused on every later run, so there is never a fixed default password. The file holds two KEY=value lines; the
# tests read it too (tests/lib/config.py, tests/e2e/support/admin.ts).
ADMIN_CREDENTIALS_FILE=$STATE/admin-credentials

# load_admin_credentials: export both variables and set ADMIN_CREDENTIALS_FROM to "environment" or "file".
load_admin_credentials() {
  if [[ -n ${MARKETPLACE_ADMIN_PASSWORD:-} ]]; then
    export MARKETPLACE_ADMIN_USERNAME=${MARKETPLACE_ADMIN_USERNAME:-admin}
    export MARKETPLACE_ADMIN_PASSWORD
    ADMIN_CREDENTIALS_FROM=environment
    return
  fi
  [[ -z ${MARKETPLACE_ADMIN_USERNAME:-} ]] ||
    die "MARKETPLACE_ADMIN_USERNAME is set but MARKETPLACE_ADMIN_PASSWORD is not: set both, or neither" \
      "(then the admin's credentials are kept in $ADMIN_CREDENTIALS_FILE)"
  if [[ ! -s $ADMIN_CREDENTIALS_FILE ]]; then
    local tmp
    tmp=$(mktemp "$ADMIN_CREDENTIALS_FILE.XXXXXX") # mode 0600 from the start
    # 18 random bytes are 24 base64 characters, without padding; - and _ instead of + and / keep them URL-safe.
    printf 'MARKETPLACE_ADMIN_USERNAME=admin\nMARKETPLACE_ADMIN_PASSWORD=%s\n' \
      "$(head -c 18 /dev/urandom | base64 | tr '+/' '-_')" >"$tmp"
    # A hard link fails if the file appeared meanwhile (two scripts at once): the first one written wins.
    ln "$tmp" "$ADMIN_CREDENTIALS_FILE" 2>/dev/null && log "admin credentials: generated into $ADMIN_CREDENTIALS_FILE"
    rm -f "$tmp"
  fi
  local key value username='' password=''
  while IFS='=' read -r key value; do
    case $key in
      MARKETPLACE_ADMIN_USERNAME) username=$value ;;
      MARKETPLACE_ADMIN_PASSWORD) password=$value ;;
    esac
  done <"$ADMIN_CREDENTIALS_FILE"
  [[ -n $username && -n $password ]] ||
    die "$ADMIN_CREDENTIALS_FILE lacks MARKETPLACE_ADMIN_USERNAME= or MARKETPLACE_ADMIN_PASSWORD=" \
      "(delete it and the next start generates a new password)"
  export MARKETPLACE_ADMIN_USERNAME=$username MARKETPLACE_ADMIN_PASSWORD=$password
  ADMIN_CREDENTIALS_FROM="file"
}

# load_mail_token_secret: export MAIL_TOKEN_SECRET, the key messaging signs unsubscribe links with: from the
# environment, else generated once into $STATE/mail-token-secret (mode 0600) so links in mails already sent keep working.
MAIL_TOKEN_SECRET_FILE=$STATE/mail-token-secret
load_mail_token_secret() {
  [[ -z ${MAIL_TOKEN_SECRET:-} ]] || { export MAIL_TOKEN_SECRET; return; }
  if [[ ! -s $MAIL_TOKEN_SECRET_FILE ]]; then
    local tmp
    tmp=$(mktemp "$MAIL_TOKEN_SECRET_FILE.XXXXXX")
    head -c 32 /dev/urandom | base64 | tr -d '\n' >"$tmp"
    ln "$tmp" "$MAIL_TOKEN_SECRET_FILE" 2>/dev/null && log "mail token secret: generated into $MAIL_TOKEN_SECRET_FILE"
    rm -f "$tmp"
  fi
  MAIL_TOKEN_SECRET=$(<"$MAIL_TOKEN_SECRET_FILE")
  export MAIL_TOKEN_SECRET
}

# load_gateway_secret: export GATEWAY_SECRET, which nginx sends with every request it proxies (X-Gateway-Secret) and
# every service requires before it trusts a header only nginx sets (the upload hand-off X-Upload-File, X-Forwarded-*):
# from the environment, else generated once into $STATE/gateway-secret (mode 0600). The services' ports and Unix
# sockets are reachable by anything on the host; this secret is what tells the gateway's requests apart.
GATEWAY_SECRET_FILE=$STATE/gateway-secret
load_gateway_secret() {
  [[ -z ${GATEWAY_SECRET:-} ]] || { export GATEWAY_SECRET; return; }
  if [[ ! -s $GATEWAY_SECRET_FILE ]]; then
    local tmp
    tmp=$(mktemp "$GATEWAY_SECRET_FILE.XXXXXX")
    # 32 random bytes, hex: a plain header value.
    head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n' >"$tmp"
    ln "$tmp" "$GATEWAY_SECRET_FILE" 2>/dev/null && log "gateway secret: generated into $GATEWAY_SECRET_FILE"
    rm -f "$tmp"
  fi
  GATEWAY_SECRET=$(<"$GATEWAY_SECRET_FILE")
  export GATEWAY_SECRET
}

# admin_sign_in: the sentence that tells a person how to sign in as the admin (after load_admin_credentials).
admin_sign_in() {
  if [[ $ADMIN_CREDENTIALS_FROM == file ]]; then
    echo "Sign in as the admin: username $MARKETPLACE_ADMIN_USERNAME, password $MARKETPLACE_ADMIN_PASSWORD" \
      "(kept in ${ADMIN_CREDENTIALS_FILE#"$REPO_ROOT"/})"
  else
    echo "Sign in as the admin: username $MARKETPLACE_ADMIN_USERNAME, with the password in MARKETPLACE_ADMIN_PASSWORD"
  fi
}

# --- helpers -------------------------------------------------------------------------------------------------------

log() { printf '%s [%s] %s\n' "$(date +%H:%M:%S)" "${LOG_TAG:-cw}" "$*" >&2; }
die() { log "ERROR: $*"; exit 1; }

# Seconds since the epoch with microseconds, and the time elapsed since such a stamp ("1.23").
now() { echo "$EPOCHREALTIME"; }
elapsed_since() { awk -v a="$1" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.2f", b - a }'; }

# wait_for <seconds> <description> <command...>: run the command every 0.2 s until it succeeds or the deadline
# passes. Returns 1 (after logging) on timeout. The command's output is discarded.
wait_for() {
  local seconds=$1 what=$2
  shift 2
  local deadline=$((SECONDS + seconds))
  until "$@" >/dev/null 2>&1; do
    if ((SECONDS >= deadline)); then
      log "timed out after ${seconds}s waiting for $what"
      return 1
    fi
    sleep 0.2
  done
}

# proc_alive <pid>: the process exists and is not a zombie. Daemons here are reparented to PID 1, which may reap
# them late, and kill -0 succeeds on a zombie.
proc_alive() {
  local stat
  kill -0 "$1" 2>/dev/null || return 1
  { stat=$(<"/proc/$1/stat"); } 2>/dev/null || return 1
  stat=${stat##*) }
  [[ ${stat%% *} != Z ]]
}
proc_gone() { ! proc_alive "$1"; }

# pid_alive <pidfile> [cmdline-substring]: true when the file names a live process (whose command line contains
# the substring, to survive pid reuse after a reboot).
pid_alive() {
  local file=$1 expect=${2:-} pid
  [[ -s $file ]] || return 1
  pid=$(<"$file")
  [[ $pid =~ ^[0-9]+$ ]] || return 1
  proc_alive "$pid" || return 1
  [[ -z $expect ]] || [[ $(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null) == *"$expect"* ]]
}

# stop_pid <name> <pidfile> [timeout]: SIGTERM, wait up to timeout seconds (30), then SIGKILL. Removes the pid file.
stop_pid() {
  local name=$1 file=$2 timeout=${3:-30} pid
  if ! pid_alive "$file"; then
    rm -f "$file"
    return 0
  fi
  pid=$(<"$file")
  log "stopping $name (pid $pid)"
  kill -TERM "$pid" 2>/dev/null || true
  if ! wait_for "$timeout" "$name to exit" proc_gone "$pid"; then
    log "$name did not stop in ${timeout}s: SIGKILL"
    kill -KILL "$pid" 2>/dev/null || true
    wait_for 5 "$name to die" proc_gone "$pid" || true
  fi
  rm -f "$file"
}

# port_in_use <port>: true when something listens on 127.0.0.1:<port> (or on all addresses).
port_in_use() { [[ -n $(ss -Hltn "( sport = :$1 )" 2>/dev/null) ]]; }

# describe_port <port>: the ss line of whoever listens there, for error messages.
describe_port() { ss -Hltnp "( sport = :$1 )" 2>/dev/null | head -n 3; }

# show_log <file> [lines]: print the end of a log file to stderr, framed.
show_log() {
  local file=$1 lines=${2:-60}
  [[ -f $file ]] || { log "(no log at $file)"; return 0; }
  log "--- last $lines lines of $file ---"
  tail -n "$lines" "$file" >&2
  log "--- end of $file ---"
}
