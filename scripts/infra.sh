#!/usr/bin/env bash
# PostgreSQL 15, Redis, a single-node Kafka (KRaft) and the mail catcher in the state folder, on the ports of
# docs/dev-contract.md.
# Usage: scripts/infra.sh start|stop|status
# start is idempotent: components already running are left alone. stop: SIGTERM, SIGKILL after 30 s.
set -euo pipefail
source "$(dirname "$0")/config.sh"
LOG_TAG=infra

# --- PostgreSQL ----------------------------------------------------------------------------------------------------
# The server refuses to run as root: it runs as the postgres user, which must own its folder and be able to reach
# it. When the state folder sits below a folder postgres cannot traverse (e.g. /root, mode 0700), the cluster lives
# in /var/tmp/cabinetworks-<hash of the state path>/pg and $STATE/pg is a symlink to it.

pg_home() {
  if [[ -e $STATE/pg || -L $STATE/pg ]]; then
    readlink -f "$STATE/pg"
  elif runuser -u postgres -- test -x "$STATE"; then
    echo "$STATE/pg"
  else
    echo "/var/tmp/cabinetworks-$(printf '%s' "$STATE" | sha256sum | cut -c1-12)/pg"
  fi
}

PG_HOME=$(pg_home)
PGDATA=$PG_HOME/data
PG_SOCKET_DIR=$PG_HOME/socket
PG_LOG=$PG_HOME/postgres.log
# A Unix socket path is limited to 107 bytes.
if ((${#PG_SOCKET_DIR} > 90)); then
  PG_SOCKET_DIR=/var/tmp/cabinetworks-$(printf '%s' "$STATE" | sha256sum | cut -c1-12)/pg-socket
fi

# From / so the tools do not complain about a working directory postgres cannot enter.
as_postgres() { (cd / && runuser -u postgres -- "$@"); }
pg_running() { [[ -f $PGDATA/PG_VERSION ]] && as_postgres "$PG_BIN/pg_ctl" status -D "$PGDATA" >/dev/null 2>&1; }
psql_admin() { "$PG_BIN/psql" -h "$PG_SOCKET_DIR" -p "$PG_PORT" -U postgres -X -q -v ON_ERROR_STOP=1 "$@"; }

pg_prepare_folders() {
  if [[ ! -e $STATE/pg && ! -L $STATE/pg && $PG_HOME != "$STATE/pg" ]]; then
    log "postgres cannot traverse $STATE: keeping the cluster in $PG_HOME ($STATE/pg links to it)"
    mkdir -p "$PG_HOME"
    ln -s "$PG_HOME" "$STATE/pg"
  fi
  mkdir -p "$PG_HOME" "$PG_SOCKET_DIR"
  touch "$PG_LOG"
  chown postgres:postgres "$PG_HOME" "$PG_SOCKET_DIR" "$PG_LOG"
  chmod 0700 "$PG_HOME" "$PG_SOCKET_DIR"
  ln -sfn "$PG_LOG" "$LOG_DIR/postgres.log"
}

pg_init() {
  [[ -f $PGDATA/PG_VERSION ]] && return
  log "postgres: initdb in $PGDATA"
  as_postgres "$PG_BIN/initdb" -D "$PGDATA" -U postgres -E UTF8 --locale=C.UTF-8 \
    --auth-local=trust --auth-host=scram-sha-256 >>"$PG_LOG" 2>&1 || { show_log "$PG_LOG"; die "initdb failed"; }
}

# Database, one login role per service (password = name), CREATE on the database for each, nothing for PUBLIC.
# Each service creates and owns the schema named after it, which the other roles cannot use. The superuser gets the
# password "postgres" so tests can inspect the database over TCP (PG_ADMIN_URL in scripts/run-tests.sh); the
# server listens on 127.0.0.1 only.
pg_bootstrap() {
  local roles
  roles=$(IFS=,; echo "${SERVICES[*]}")
  psql_admin -d postgres <<SQL
SELECT 'CREATE DATABASE marketplace' WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = 'marketplace')\gexec
ALTER ROLE postgres PASSWORD 'postgres';
DO \$\$
DECLARE r text;
BEGIN
  FOREACH r IN ARRAY string_to_array('$roles', ',') LOOP
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = r) THEN
      EXECUTE format('CREATE ROLE %I LOGIN PASSWORD %L', r, r);
    END IF;
  END LOOP;
END \$\$;
SQL
  psql_admin -d marketplace <<SQL
REVOKE ALL ON DATABASE marketplace FROM PUBLIC;
GRANT CONNECT, CREATE, TEMPORARY ON DATABASE marketplace TO $roles;
REVOKE ALL ON SCHEMA public FROM PUBLIC;
SQL
}

pg_start() {
  pg_prepare_folders
  pg_init
  if pg_running; then
    log "postgres: already running on 127.0.0.1:$PG_PORT"
  else
    port_in_use "$PG_PORT" && die "postgres: port $PG_PORT is taken by another process: $(describe_port "$PG_PORT")"
    local t0
    t0=$(now)
    as_postgres "$PG_BIN/pg_ctl" start -D "$PGDATA" -l "$PG_LOG" -w -t 60 -s \
      -o "-p $PG_PORT -k $PG_SOCKET_DIR -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=200" ||
      { show_log "$PG_LOG"; die "postgres did not start"; }
    log "postgres: started on 127.0.0.1:$PG_PORT in $(elapsed_since "$t0")s"
  fi
  pg_bootstrap
}

pg_stop() {
  pg_running || { log "postgres: not running"; return 0; }
  log "postgres: stopping"
  if ! as_postgres "$PG_BIN/pg_ctl" stop -D "$PGDATA" -m fast -w -t 30 -s; then
    local pid
    pid=$(head -n 1 "$PGDATA/postmaster.pid")
    log "postgres did not stop in 30s: SIGKILL $pid"
    kill -KILL "$pid" 2>/dev/null || true
  fi
}

pg_status() {
  if pg_running && "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$PG_PORT"; then
    echo "postgres   running  127.0.0.1:$PG_PORT  data $PGDATA"
  else
    echo "postgres   stopped"
    return 1
  fi
}

# --- Redis ---------------------------------------------------------------------------------------------------------

REDIS_PID=$RUN_DIR/redis.pid
redis_running() { pid_alive "$REDIS_PID" redis-server; }
redis_ping() { [[ $(redis-cli -h 127.0.0.1 -p "$REDIS_PORT" ping 2>/dev/null) == PONG ]]; }

redis_start() {
  if redis_running; then
    log "redis: already running on 127.0.0.1:$REDIS_PORT"
    return
  fi
  port_in_use "$REDIS_PORT" && die "redis: port $REDIS_PORT is taken by another process: $(describe_port "$REDIS_PORT")"
  mkdir -p "$STATE/redis"
  local t0
  t0=$(now)
  # Sessions live only here: an append-only file, written before each answer and fsync'd every second, keeps them
  # through a crash of Redis (tests/chaos SIGKILLs it), which the snapshots alone (every few minutes at best) did not.
  # A data folder from before the file existed is loaded from its snapshot, then switched on while running: started
  # with the file on, Redis would ignore the snapshot and begin empty.
  local appendonly=no
  [[ -d $STATE/redis/appendonlydir || ! -e $STATE/redis/dump.rdb ]] && appendonly=yes
  redis-server --bind 127.0.0.1 --port "$REDIS_PORT" --daemonize yes --pidfile "$REDIS_PID" \
    --logfile "$LOG_DIR/redis.log" --dir "$STATE/redis" --appendonly "$appendonly" --appendfsync everysec ||
    { show_log "$LOG_DIR/redis.log"; die "redis did not start"; }
  wait_for 20 "redis PING" redis_ping || { show_log "$LOG_DIR/redis.log"; die "redis did not answer PING"; }
  if [[ $appendonly == no ]]; then
    redis-cli -h 127.0.0.1 -p "$REDIS_PORT" config set appendonly yes >/dev/null ||
      die "redis: cannot switch the append-only file on"
    log "redis: append-only file switched on (loaded from the snapshot)"
  fi
  log "redis: started on 127.0.0.1:$REDIS_PORT in $(elapsed_since "$t0")s"
}

redis_stop() {
  redis_running || { log "redis: not running"; rm -f "$REDIS_PID"; return 0; }
  stop_pid redis "$REDIS_PID"
}

redis_status() {
  if redis_running && redis_ping; then
    echo "redis      running  127.0.0.1:$REDIS_PORT  pid $(<"$REDIS_PID")"
  else
    echo "redis      stopped"
    return 1
  fi
}

# --- Kafka (KRaft, one node acting as broker and controller; see shared/infra/kafka.md) ------------------------------

KAFKA_HOME=$STATE/kafka
KAFKA_DATA=$KAFKA_HOME/data
KAFKA_PROPS=$KAFKA_HOME/server.properties
KAFKA_PID=$RUN_DIR/kafka.pid
# The CPU priority (nice) of the components that do background work on this machine: the Kafka broker and the mail
# catcher. The services' own background threads use the same value (cw::kBackgroundNice, libs/common).
BACKGROUND_NICE=${BACKGROUND_NICE:-5}
KAFKA_LOG=$LOG_DIR/kafka.log
KAFKA_LOG4J=$REPO_ROOT/scripts/kafka/log4j2.properties

kafka_running() { pid_alive "$KAFKA_PID" kafka.Kafka; }
kafka_metadata() { kcat -b "127.0.0.1:$KAFKA_PORT" -L -m 2 2>/dev/null; }
kafka_ready() { [[ $(kafka_metadata) == *$'\n 1 brokers:'* ]]; }

# A Kafka command-line tool in a small, quick-starting JVM.
kafka_tool() {
  java -Xmx128m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Djava.awt.headless=true \
    -Dlog4j2.configurationFile="$KAFKA_LOG4J" -Dcw.log.level=warn -cp "$KAFKA_LIB/*" "$@"
}

kafka_write_properties() {
  mkdir -p "$KAFKA_DATA" "$STATE/tmp"
  cat >"$KAFKA_PROPS" <<EOF
# Written by scripts/infra.sh on every start; edit the script, not this file.
process.roles=broker,controller
node.id=1
controller.quorum.bootstrap.servers=127.0.0.1:$KAFKA_CONTROLLER_PORT
listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT,CONTROLLER://127.0.0.1:$KAFKA_CONTROLLER_PORT
advertised.listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT,CONTROLLER://127.0.0.1:$KAFKA_CONTROLLER_PORT
inter.broker.listener.name=PLAINTEXT
controller.listener.names=CONTROLLER
listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT
log.dirs=$KAFKA_DATA
num.partitions=3
default.replication.factor=1
min.insync.replicas=1
auto.create.topics.enable=true
offsets.topic.replication.factor=1
offsets.topic.num.partitions=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
transaction.state.log.num.partitions=1
share.coordinator.state.topic.replication.factor=1
share.coordinator.state.topic.min.isr=1
group.initial.rebalance.delay.ms=0
num.network.threads=2
num.io.threads=2
EOF
}

# Format the storage once, with a cluster id kept in the state folder. The controller's address is written into the
# metadata log at format time, so a changed KAFKA_CONTROLLER_PORT needs a fresh data folder.
kafka_format() {
  local formatted_port=$KAFKA_HOME/formatted-controller-port
  if [[ -f $KAFKA_DATA/meta.properties ]]; then
    if [[ -f $formatted_port && $(<"$formatted_port") != "$KAFKA_CONTROLLER_PORT" ]]; then
      die "kafka: data was formatted for controller port $(<"$formatted_port"), now $KAFKA_CONTROLLER_PORT;" \
        "remove $KAFKA_HOME to start afresh"
    fi
    return
  fi
  [[ -s $KAFKA_HOME/cluster.id ]] || kafka_tool kafka.tools.StorageTool random-uuid >"$KAFKA_HOME/cluster.id"
  log "kafka: formatting $KAFKA_DATA (cluster $(<"$KAFKA_HOME/cluster.id"))"
  kafka_tool kafka.tools.StorageTool format --standalone -t "$(<"$KAFKA_HOME/cluster.id")" -c "$KAFKA_PROPS" \
    >>"$KAFKA_LOG" 2>&1 || { show_log "$KAFKA_LOG"; die "kafka storage format failed"; }
  echo "$KAFKA_CONTROLLER_PORT" >"$formatted_port"
}

kafka_create_topics() {
  local existing missing=() topic pids=() failed=0 pid
  existing=$(kafka_metadata | sed -n 's/^  topic "\([^"]*\)".*/\1/p')
  for topic in "${KAFKA_TOPICS[@]}"; do
    grep -qx -- "$topic" <<<"$existing" || missing+=("$topic")
  done
  if ((${#missing[@]} == 0)); then
    log "kafka: topics present (${KAFKA_TOPICS[*]})"
    return
  fi
  log "kafka: creating topics ${missing[*]}"
  for topic in "${missing[@]}"; do
    kafka_tool org.apache.kafka.tools.TopicCommand --bootstrap-server "127.0.0.1:$KAFKA_PORT" --create \
      --if-not-exists --topic "$topic" --partitions 3 --replication-factor 1 >>"$KAFKA_LOG" 2>&1 &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
  ((failed == 0)) || { show_log "$KAFKA_LOG" 30; die "kafka: topic creation failed"; }
}

# Class data sharing: the first broker run writes the classes it loaded to an archive when it exits; later runs map
# it and start with about a third less CPU. The archive is rebuilt when the jars or the JVM change.
kafka_class_archive_option() {
  local archive=$KAFKA_HOME/broker.jsa stamp=$KAFKA_HOME/broker.jsa.for java_bin want
  java_bin=$(readlink -f "$(command -v java)")
  want="$(<"$KAFKA_LIB/.pom.sha256") $java_bin $(stat -c %Y "$java_bin")"
  if [[ -f $archive && -f $stamp && $(<"$stamp") == "$want" ]]; then
    echo "-XX:SharedArchiveFile=$archive"
  else
    rm -f "$archive"
    echo "$want" >"$stamp"
    echo "-XX:ArchiveClassesAtExit=$archive"
  fi
}

kafka_start() {
  [[ -f $KAFKA_LIB/.pom.sha256 ]] || die "kafka: no broker jars in $KAFKA_LIB; run scripts/install-deps.sh"
  if kafka_running; then
    log "kafka: already running on 127.0.0.1:$KAFKA_PORT"
  else
    local port
    for port in "$KAFKA_PORT" "$KAFKA_CONTROLLER_PORT"; do
      port_in_use "$port" && die "kafka: port $port is taken by another process: $(describe_port "$port")"
    done
    kafka_write_properties
    kafka_format
    local t0
    t0=$(now)
    echo "=== $(date -Is) starting kafka" >>"$KAFKA_LOG"
    # setsid: the broker outlives the shell (and the terminal's Ctrl-C) that started it. nice: on one machine the
    # broker shares the cores with what answers users, and nothing a user waits on goes through it (events are
    # asynchronous: the outbox before it, the consumers after it), so it yields to them (BACKGROUND_NICE).
    setsid nice -n "$BACKGROUND_NICE" java -Xms256m -Xmx512m -XX:+UseG1GC -XX:MaxGCPauseMillis=20 "$(kafka_class_archive_option)" \
      -Djava.awt.headless=true \
      -Dlog4j2.configurationFile="$KAFKA_LOG4J" -Dkafka.logs.dir="$LOG_DIR" \
      -Djava.io.tmpdir="$STATE/tmp" -DZstdTempFolder="$STATE/tmp" -Dorg.xerial.snappy.tempdir="$STATE/tmp" \
      -cp "$KAFKA_LIB/*" kafka.Kafka "$KAFKA_PROPS" </dev/null >>"$KAFKA_LOG" 2>&1 &
    echo $! >"$KAFKA_PID"
    local deadline=$((SECONDS + 120))
    until kafka_ready; do
      if ! kafka_running; then
        show_log "$KAFKA_LOG" 80
        die "kafka exited during start"
      fi
      if ((SECONDS >= deadline)); then
        show_log "$KAFKA_LOG" 80
        die "kafka did not list its broker within 120s"
      fi
      sleep 0.2
    done
    log "kafka: started on 127.0.0.1:$KAFKA_PORT in $(elapsed_since "$t0")s"
  fi
  kafka_create_topics
}

kafka_stop() {
  kafka_running || { log "kafka: not running"; rm -f "$KAFKA_PID"; return 0; }
  stop_pid kafka "$KAFKA_PID" 30
}

kafka_status() {
  if kafka_running && kafka_ready; then
    local topics
    topics=$(kafka_metadata | sed -n 's/^  topic "\([^"]*\)" with \([0-9]*\) partitions.*/\1(\2)/p' | grep -v '^__' | tr '\n' ' ')
    echo "kafka      running  127.0.0.1:$KAFKA_PORT  pid $(<"$KAFKA_PID")  topics: ${topics:-none}"
  else
    echo "kafka      stopped"
    return 1
  fi
}

# --- Mail catcher (scripts/mailcatcher.py): e-mail sent to SMTP_URL lands in $MAIL_DIR, none leaves the machine ------

MAIL_PID=$RUN_DIR/mail.pid
MAIL_LOG=$LOG_DIR/mail.log
MAIL_PYTHON=/usr/bin/python3 # Debian's python3-aiosmtpd is installed for the system python, not for a venv

mail_running() { pid_alive "$MAIL_PID" mailcatcher.py; }

# The catcher answers a connection with its 220 greeting (a subshell, so the socket closes with it).
mail_greets() (
  local greeting fd
  exec {fd}<>"/dev/tcp/127.0.0.1/$MAIL_SMTP_PORT"
  read -r -t 2 greeting <&"$fd" || return 1
  printf 'QUIT\r\n' >&"$fd"
  [[ $greeting == 220* ]]
) 2>/dev/null

mail_start() {
  if mail_running; then
    log "mail: already running on 127.0.0.1:$MAIL_SMTP_PORT"
    return
  fi
  "$MAIL_PYTHON" -c 'import aiosmtpd' 2>/dev/null ||
    die "mail: $MAIL_PYTHON lacks aiosmtpd; run scripts/install-deps.sh"
  port_in_use "$MAIL_SMTP_PORT" &&
    die "mail: port $MAIL_SMTP_PORT is taken by another process: $(describe_port "$MAIL_SMTP_PORT")"
  mkdir -p "$MAIL_DIR"
  local t0
  t0=$(now)
  echo "=== $(date -Is) starting the mail catcher" >>"$MAIL_LOG"
  # setsid: the catcher outlives the shell (and the terminal's Ctrl-C) that started it. nice: it stands in for a mail
  # provider on another machine, so it takes only what the system leaves (BACKGROUND_NICE).
  setsid nice -n "$BACKGROUND_NICE" "$MAIL_PYTHON" "$REPO_ROOT/scripts/mailcatcher.py" --host 127.0.0.1 --port "$MAIL_SMTP_PORT" \
    --dir "$MAIL_DIR" </dev/null >>"$MAIL_LOG" 2>&1 &
  echo $! >"$MAIL_PID"
  local deadline=$((SECONDS + 20))
  until mail_greets; do
    # The process itself, not its command line: until setsid has exec'd python the line is still this script's.
    if ! proc_alive "$(<"$MAIL_PID")"; then
      show_log "$MAIL_LOG" 30
      die "the mail catcher exited during start"
    fi
    if ((SECONDS >= deadline)); then
      show_log "$MAIL_LOG" 30
      die "the mail catcher did not greet on 127.0.0.1:$MAIL_SMTP_PORT within 20s"
    fi
    sleep 0.1
  done
  log "mail: started on 127.0.0.1:$MAIL_SMTP_PORT in $(elapsed_since "$t0")s (mail kept in $MAIL_DIR)"
}

mail_stop() {
  mail_running || { log "mail: not running"; rm -f "$MAIL_PID"; return 0; }
  stop_pid mail "$MAIL_PID" 10
}

mail_status() {
  if mail_running && mail_greets; then
    local stored
    stored=$(find "$MAIL_DIR/mailbox" -maxdepth 1 -name '*.eml' 2>/dev/null | wc -l)
    echo "mail       running  127.0.0.1:$MAIL_SMTP_PORT  pid $(<"$MAIL_PID")  $stored messages in $MAIL_DIR/mailbox"
  else
    echo "mail       stopped"
    return 1
  fi
}

# --- main ----------------------------------------------------------------------------------------------------------

case ${1:-} in
  start)
    t0=$(now)
    pg_start
    redis_start
    kafka_start
    mail_start
    log "infrastructure ready in $(elapsed_since "$t0")s"
    ;;
  stop)
    # Kafka takes the longest to stop: let it shut down while the others do.
    kafka_stop &
    kafka_job=$!
    redis_stop
    pg_stop
    mail_stop
    wait "$kafka_job"
    ;;
  status)
    rc=0
    pg_status || rc=1
    redis_status || rc=1
    kafka_status || rc=1
    mail_status || rc=1
    exit $rc
    ;;
  *)
    echo "usage: $0 start|stop|status" >&2
    exit 2
    ;;
esac
