#!/usr/bin/env bash
# Keeps one service alive, the way a process supervisor would. scripts/services.sh starts it (with setsid, output
# appended to the service's log) as:
#   scripts/supervise.sh <name> <command...>
# It runs the command, records the service's pid in $RUN_DIR/<name>.pid, and when the service exits without being
# asked to (a signal such as SIGSEGV or SIGKILL, or any exit code, 0 included) it starts it again after a delay:
# 1 s, then doubling up to 30 s; the delay starts over at 1 s once the service had run for 60 s
# (SUPERVISE_FIRST_DELAY, SUPERVISE_MAX_DELAY, SUPERVISE_STABLE_SECONDS).
#
# Each exit is written:
#   - as one line to the service's log (stdout here): when, pid, how it ended, how long it ran, restart number, delay;
#   - as a record in $LOG_DIR/crashes.log: that line plus the last 20 lines of the service's log before the exit;
#   - as one line in $RUN_DIR/<name>.exits (for `services.sh status` and `start`; it lives as long as this supervisor).
# An exit announced in $RUN_DIR/<name>.deliberate-exit ("<pid> <why>", written by `services.sh kill9` or a test that
# kills the service on purpose) is recorded as deliberate, not as a crash; the supervisor consumes the file.
#
# SIGTERM (or SIGINT, SIGHUP) stops the supervisor alone: it leaves the service running, so `services.sh stop` stops
# the supervisor first (nothing restarts the service behind its back) and then the service itself, by its pid file.
# A supervisor killed with SIGKILL leaves the same state behind: a service that `services.sh stop` still finds.
set -euo pipefail
source "$(dirname "$0")/config.sh"
LOG_TAG=supervise

(($# >= 2)) || { echo "usage: $0 <name> <command...>" >&2; exit 2; }
NAME=$1
shift

FIRST_DELAY=${SUPERVISE_FIRST_DELAY:-1}
MAX_DELAY=${SUPERVISE_MAX_DELAY:-30}
STABLE_SECONDS=${SUPERVISE_STABLE_SECONDS:-60}
TAIL_LINES=20

SERVICE_LOG=$LOG_DIR/$NAME.log
PID_FILE=$RUN_DIR/$NAME.pid
EXITS_FILE=$RUN_DIR/$NAME.exits
DELIBERATE_FILE=$RUN_DIR/$NAME.deliberate-exit
CRASH_LOG=$LOG_DIR/crashes.log

stopping=0
sleeper=
# Only a flag: the loop notices it after `wait` returns. Exiting from the trap itself could leave a service that was
# just started with no pid file, which nobody could stop.
trap 'stopping=1' TERM INT HUP

# The service's log is this script's output too: a line the service left unfinished (killed mid-write) is ended first.
end_unfinished_line() {
  [[ -s $SERVICE_LOG && $(tail -c 1 "$SERVICE_LOG") != "" ]] && echo
  return 0
}
note() {
  end_unfinished_line
  echo "=== $(date -Is) supervisor: $*"
}

# How a `wait` status reads: bash reports death by signal N as 128 + N (so an exit code above 128 reads the same;
# the services never use one).
describe_status() {
  local status=$1 signal
  if ((status > 128)) && signal=$(kill -l $((status - 128)) 2>/dev/null); then
    echo "killed by SIG$signal"
  else
    echo "exited with code $status"
  fi
}

# The exit was deliberate when the announcement names this pid. The file is consumed either way: one that names
# another pid is stale (its process is long gone).
deliberate_reason() {
  local pid=$1 announced why
  [[ -f $DELIBERATE_FILE ]] || return 1
  read -r announced why <"$DELIBERATE_FILE" || true
  rm -f "$DELIBERATE_FILE"
  [[ $announced == "$pid" ]] || return 1
  echo "${why:-announced}"
}

# One record per exit, appended under a lock (five supervisors share the file): a header line starting with "=== ",
# then the service's last log lines, indented so that only headers start a line with "=== ".
write_record() {
  local kind=$1 line=$2 fd
  exec {fd}>>"$CRASH_LOG"
  flock "$fd"
  {
    echo "=== $kind $line"
    echo "    --- the last $TAIL_LINES lines of log/$NAME.log before the exit:"
    # awk ends every line, the last one too: a process killed in the middle of a line leaves it unfinished, and the
    # next header must start a line of its own.
    tail -n "$TAIL_LINES" "$SERVICE_LOG" 2>/dev/null | awk '{ print "    " $0 }' || true
  } >&"$fd"
  exec {fd}>&-
}

# Sleep in the background so a SIGTERM ends the wait at once (a foreground sleep would hold the trap back); not at
# all when the stop request came while the exit was being recorded.
pause() {
  ((!stopping)) || return 0
  sleep "$1" &
  sleeper=$!
  wait "$sleeper" || true
  kill "$sleeper" 2>/dev/null || true
  sleeper=
}

# The whole loop is one function, called by the file's last line: bash has then read everything it will run, so a
# supervisor that runs for days is not confused when scripts/supervise.sh is edited or checked out meanwhile.
supervise() {
  local delay restarts started child status ran how why kind line
  : >"$EXITS_FILE"
  delay=$FIRST_DELAY
  restarts=0
  while :; do
    end_unfinished_line
    if ((restarts == 0)); then
      echo "=== $(date -Is) starting $NAME-service"
    else
      echo "=== $(date -Is) starting $NAME-service (restart $restarts)"
    fi
    started=$EPOCHREALTIME
    "$@" &
    child=$!
    echo "$child" >"$PID_FILE"

    status=0
    if ((!stopping)); then
      # stderr away: bash would add its own "Segmentation fault"-style line for a child killed by a signal.
      { wait "$child" || status=$?; } 2>/dev/null
    fi
    # A stop request interrupts the wait (status > 128 while the service still runs): leave the service to services.sh.
    ((stopping)) && break

    ran=$(awk -v a="$started" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }')
    how=$(describe_status "$status")
    # A service that ran stably before this exit starts over at the first delay.
    if awk -v ran="$ran" -v stable="$STABLE_SECONDS" 'BEGIN { exit !(ran >= stable) }'; then
      delay=$FIRST_DELAY
    fi
    restarts=$((restarts + 1))
    if why=$(deliberate_reason "$child"); then
      kind=deliberate
      line="$(date -Is) $NAME-service pid $child $how after ${ran}s (deliberate: $why); restart $restarts in ${delay}s"
      # The record first: its tail is what the service wrote, before the line below.
      write_record "DELIBERATE EXIT (not a crash)" "$line"
      note "$NAME-service pid $child $how after ${ran}s, deliberately ($why); restart $restarts in ${delay}s"
    else
      kind=crash
      line="$(date -Is) $NAME-service pid $child $how after ${ran}s; restart $restarts in ${delay}s"
      write_record CRASH "$line"
      note "UNEXPECTED EXIT: $NAME-service pid $child $how after ${ran}s; restart $restarts in ${delay}s" \
        "(its last log lines: log/crashes.log)"
    fi
    # <epoch> <pid> <kind> <restart> <delay> <ran> <how...>: read by scripts/services.sh (status, start).
    echo "${EPOCHREALTIME%.*} $child $kind $restarts $delay $ran $how" >>"$EXITS_FILE"

    pause "$delay"
    ((stopping)) && break
    delay=$((delay * 2 > MAX_DELAY ? MAX_DELAY : delay * 2))
  done

  [[ -z $sleeper ]] || kill "$sleeper" 2>/dev/null || true
  note "stopped (scripts/services.sh stops $NAME-service itself)"
}

supervise "$@"; exit
