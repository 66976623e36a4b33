#!/usr/bin/env bash
# CabinetWorks benchmark (make bench): open-loop load on the auth service (through nginx and straight to the service)
# and on the projects service (through nginx).
#
#   tests/load/bench.sh            run every scenario, write $STATE/bench/report.md and print it
#   BENCH_SCENARIOS="a b" ...      run only some of: a b c d e f g h i k l m n o p q r j
#
# Scenarios (each bounded, the whole run about 5 minutes without (j), 6.5 with it, under 10, only against 127.0.0.1):
#   (a) GET /api/user at 8,000/s for 15 s through nginx      (b) the same straight to the auth service
#   (c) 256 keep-alive clients at once for 10 s, through nginx and direct (tests/load/keepalive, Go stdlib only)
#   (d) POST /api/login at 40/s for 15 s through nginx
#   (e) GET /api/user at 2,000/s for 10 s alone, then again while logins arrive at 300/s (429 = pool full, by design);
#       BENCH_STORM_GET_RATE and BENCH_STORM_LOGIN_RATE change those two rates
#   (f) GET /api/engineers over a directory of 10,000 seeded engineers, 1,000/s for 15 s each through nginx:
#       (f1) the first page, no filter; (f2) a text search (BENCH_ENGINEER_SEARCH, default "mozaik kitchen", a few hundred
#       matches). The engineers are seeded once with SQL as the PostgreSQL superuser (PG_ADMIN_URL, tests/load/
#       seed_engineers.sql, users benchseed_<n> that cannot sign in) and stay for later runs.
#   (g) GET /api/projects (first page) at 6,000/s for 15 s through nginx, signed in (the bench user's session), over
#       50,000 seeded open projects (BENCH_PROJECTS): seeded once with SQL as the superuser (tests/load/
#       seed_projects.sql: clients benchseed_client_<n> that cannot sign in, their user_directory rows, one INSERT of
#       the projects, VACUUM ANALYZE) and kept for later runs. Target p99 < 10 ms.
#   (h) GET /api/projects/{id} at 6,000/s for 15 s through nginx over BENCH_PROJECT_IDS (10,000) distinct seeded
#       projects in turn, each asked for once just before (warm-up). Target p99 < 10 ms.
#       (g) and (h) each end with an overload step straight to the projects port (BENCH_OVERLOAD=0 skips it): rates
#       rising by 1.25x for 4 s each until p99 < 10 ms fails, then 1.5x the highest that held for 10 s. Target: the
#       requests accepted (200) keep p99 < 50 ms, the rest are refused at once (503 overloaded, counted in /metrics).
#   (i) POST /api/bids at 500/s for 10 s through nginx, every request a new valid bid (201): BENCH_BID_ENGINEERS (50)
#       verified engineers, kept across runs in $STATE/bench/bid-engineers.json and signed in again each run; missing
#       ones are registered through POST /api/register (role engineer) and pass the certification test (its answers
#       read from the question bank with PG_ADMIN_URL), then awaited in projects.verified_engineers. Each run picks (project, engineer) pairs on seeded projects that no
#       earlier run used (projects with the fewest bids first), so repeated runs keep working; bids stay in the
#       database. Target p99 < 50 ms.
#   (k) project stage payments through nginx (issue 13 item 8): BENCH_PAY_RATE (200) create-project-payment per second
#       for 10 s on accepted projects of the bench user (their prices seeded with SQL into billing.project_prices,
#       ids from 9,100,000,000,000, so no real project is touched), then, at the same time, as many more creates and
#       as many confirms (the built-in test provider, card 4242) of the first ones: 200 payments a second, each
#       created and confirmed. Target p99 < 50 ms for both calls; every 200 of a confirm is one succeeded payment
#       with one ledger transfer (checked in the database).
#   (l) escrow ledger writes: cw-ledger-bench (tests/load/ledger, billing's own store code) for 10 s with 8 threads,
#       each transaction a stage payment with its transfer client -> escrow, or the release escrow -> engineer, with
#       fsync and synchronous_commit as the server has them (both on here). Target >= 1,000 committed per second.
#   (m) page views (issue 14 item 8): GET /api/projects (first page) at 1,000/s for 10 s alone, then POST
#       /api/track-page-view at 2,000/s for 15 s through nginx (a mix of the app's pages) with the same GET /api/projects
#       at 1,000/s for 10 s meanwhile. Targets: views p99 < 20 ms, every view counted (database), projects' p99 during
#       at most twice its p99 alone.
#   (n) the admins' analytics calls over BENCH_PAGE_VIEW_ROWS (730,000) stored (day, page) counts holding over a million
#       views and BENCH_SIGNUPS (100,000) signups, seeded once with SQL (page ids and user ids from 9,200,000,000,000;
#       source "benchseed"): signups, signups-by-source, daily-signups, page-views and page-view-total over 30 and 365
#       days, 100 calls a second for 10 s as the admin. Target p99 < 100 ms.
#   (o) project files (issue 15 item 7): a 200 MB upload and download through nginx by an enterprise client (bought
#       with the test card) against the disk (the same bytes written and fdatasync'ed, and read back cold; medians of 3 rounds), projects'
#       resident memory sampled every 20 ms during both, and the DXF preflight of a generated 10 MB drawing
#       (tests/load/files_bench.py). Targets: within 20 % of the disk, memory flat, preflight < 1 s.
#   (p) the cut-list preview's worst case (issue 26 item 5): cw-cutlist-bench (tests/load/cutlist, projects' own parse,
#       sheet estimate and JSON) on tests/fixtures/cutlists/worst_case.csv (10,000 rows, 20,000 parts) with 1000 x 1000 mm
#       sheets and no kerf, 20 runs after a warm-up, and on the kitchen fixture for comparison. Target: the slowest run
#       < 200 ms.
#   (q) chaining contours (issue 31 item 1): cw-contours-bench (tests/load/contours, the drawing library libs/cad)
#       chains 200,000 LINE and ARC segments (rounded rectangles in shuffled order, half drawn backwards, some almost
#       closed, some branching) into contours and sorts them into parts and holes, 10 runs after a warm-up. Target:
#       the slowest chaining < 1 s (the process's CPU time is given too: on a loaded machine the clock includes waiting).
#   (r) nesting 500 parts on sheets (issue 31 item 3): cw-nesting-bench (tests/load/nesting, the drawing library and
#       projects' own code) times the DXF nesting route's work (the preflight's stored report of a generated drawing of
#       500 parts on two cut layers read, nested on 2440 x 1220 mm sheets with a 4 mm kerf, the answer's JSON with the
#       layouts written) and the cut-list preview of the same 500 parts as a CSV (parse, estimate, JSON), 20 runs each
#       after a warm-up. Target: the slowest run of each < 200 ms.
#   (j) messaging WebSockets over two instances (issue 5 item 8): a second messaging process on free ports for the
#       scenario only (stopped afterwards), BENCH_WS_PAIRS (1,000) client/engineer pairs, each user's socket straight
#       to one instance's WS port and its partner's to the other (so every message crosses Redis), 2,000 send_message
#       per second for 60 s (tests/load/wsload, gorilla/websocket); send-to-receive latency p50/p99/p99.9, lost,
#       duplicated, RSS per idle socket; where the time went inside messaging, stage by stage (the instances'
#       cw_chat_stage_seconds histograms before and after, tests/load/chat_stages.py, j-stages.json). Users kept in
#       $STATE/bench/ws-users.json (registered straight to auth once), their projects written with SQL into
#       messaging.project_parties (ids 9,000,000,001 ..); the messages stay.
#
# Load generator: cw-openloop (tests/load/openloop, Go standard library only, built into $STATE/bin), open loop:
# request i is scheduled at start + i/rate whatever the answers take, and its latency counts from that scheduled time,
# so stalls, and any lateness of the generator itself, show up in the percentiles. It replaced vegeta because the
# generator shares the 2 cores with the system under test: vegeta burned about 215 µs of CPU per request here
# (4.3 CPU-seconds for 20,000 requests at 2,000/s), ~1.7 cores at 8,000/s; cw-openloop needs about 25 µs per request
# at 8,000/s (0.2 of a core; its CPU per request is in every scenario's result and in the report; see
# tests/load/README.md for how it stays cheap and honest). BENCH_GENERATOR=vegeta runs the same
# scenarios with vegeta v12.13.0 instead (installed into $STATE/bin then), for a cross-check.
# Environment: MARKETPLACE_PORT (8080), AUTH_PORT (8101), MARKETPLACE_STATE_DIR (<repo>/.local),
# BENCH_NO_START=1 to fail instead of starting the system with `make run` when it is down,
# BENCH_ACCEPT_ENCODING (default "gzip, deflate, br", what browsers send; "identity" asks for no compression),
# BENCH_ACCESS_LOG (nginx's JSON access log, default $STATE/nginx/access.log),
# BENCH_GENERATOR (cw-openloop, or vegeta for a cross-check),
# BENCH_KEEP_RAW=1 to keep the per-request results (CSV, ~30 MB per 8,000/s scenario; vegeta's raw files ~80 MB),
# PG_ADMIN_URL (postgresql://postgres:postgres@127.0.0.1:$PG_PORT/marketplace, PG_PORT 55432; (f) to (i)),
# BENCH_ENGINEERS (10000: engineers (f) seeds), BENCH_ENGINEER_SEARCH (the text (f2) searches for),
# PROJECTS_PORT (8102), BENCH_PROJECTS (50000: projects (g)-(i) seed), BENCH_PROJECT_IDS (10000: distinct ids (h)
# asks for), BENCH_BID_ENGINEERS (50: engineers who bid in (i)), BENCH_BID_RATE (500: bids per second in (i)).
# BENCH_COST=1: (j) and (k) also measure what their load cost (tests/load/cost.py: CPU seconds of PostgreSQL, of each
# service and of the infrastructure per 1,000 messages or payments, WAL bytes, commits and statements per operation,
# counted once the work the load left is done); $OUT/j.cost.json and $OUT/k.cost.json, printed as they end.
# BENCH_SMOKE=1: every scenario for a second or two at a few dozen requests a second on small seeds, no targets (make
# test runs it, so that the bench cannot rot unnoticed): it fails when a scenario breaks, an answer is an error, a
# message is lost or a part of the bench fails, never on a figure.
# Results: $STATE/bench/<run id>/ (one JSON file per scenario) and the report $STATE/bench/report.md.
set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
LOAD=$REPO/tests/load
STATE=${MARKETPLACE_STATE_DIR:-$REPO/.local}
mkdir -p "$STATE"
STATE=$(cd "$STATE" && pwd)
PORT=${MARKETPLACE_PORT:-8080}
AUTH_PORT=${AUTH_PORT:-8101}
GATEWAY=http://127.0.0.1:$PORT
DIRECT=http://127.0.0.1:$AUTH_PORT
SCENARIOS=${BENCH_SCENARIOS:-a b c d e f g h i k l m n o p q r j}
ACCEPT_ENCODING=${BENCH_ACCEPT_ENCODING:-gzip, deflate, br}
STORM_GET_RATE=${BENCH_STORM_GET_RATE:-2000}      # (e): GET /api/user per second, alone and during the storm
STORM_LOGIN_RATE=${BENCH_STORM_LOGIN_RATE:-300}   # (e): logins per second during the storm
LOGIN_RATE=40                                       # (d): logins per second
PG_ADMIN_URL=${PG_ADMIN_URL:-postgresql://postgres:postgres@127.0.0.1:${PG_PORT:-55432}/marketplace}  # (f): seeding
ENGINEERS=${BENCH_ENGINEERS:-10000}                 # (f): seeded engineers (benchseed_1 .. benchseed_N)
ENGINEER_SEARCH=${BENCH_ENGINEER_SEARCH:-mozaik kitchen}  # (f2): the directory search text
DIRECTORY_RATE=1000                                 # (f): requests per second
PROJECTS_PORT=${PROJECTS_PORT:-8102}
PROJECTS_DIRECT=http://127.0.0.1:$PROJECTS_PORT
PROJECTS_WANTED=${BENCH_PROJECTS:-50000}            # (g)-(i): seeded open projects (clients benchseed_client_1..8)
PROJECT_CLIENTS=8
PROJECT_IDS=${BENCH_PROJECT_IDS:-10000}             # (h): distinct project ids asked for in turn
PROJECTS_RATE=6000                                  # (g), (h): requests per second
OVERLOAD=${BENCH_OVERLOAD:-1}                       # (g), (h): 0 skips their overload step
OVER_START_G=${BENCH_OVERLOAD_START_G:-4000}        # (g), (h): the overload step's first rung (requests per second)
OVER_START_H=${BENCH_OVERLOAD_START_H:-3000}
OVER_RUNGS=10                                       # at most this many rungs, each 1.25 x the last (up to 7.5 x)
OVER_RUNG=4                                         # seconds per rung
OVER_RUN=10                                         # seconds of the run at 1.5 x the highest rate that held
BID_ENGINEERS=${BENCH_BID_ENGINEERS:-50}            # (i): verified engineers who bid
BID_RATE=${BENCH_BID_RATE:-500}                     # (i): bids per second, for 10 s
BID_WARMUP=100                                      # (i): bids of the warm-up (1 s at 100/s)
BILLING_PORT=${BILLING_PORT:-8104}
PAY_RATE=${BENCH_PAY_RATE:-500}                     # (k): payments created and confirmed per second
LEDGER_BENCH=$REPO/build/tests/load/ledger/cw-ledger-bench  # (l), built by cmake with the services
CUTLIST_BENCH=$REPO/build/tests/load/cutlist/cw-cutlist-bench  # (p), built by cmake with the services
CUTLISTS=$REPO/tests/fixtures/cutlists
CONTOURS_BENCH=$REPO/build/tests/load/contours/cw-contours-bench  # (q), built by cmake with the services
NESTING_BENCH=$REPO/build/tests/load/nesting/cw-nesting-bench  # (r), built by cmake with the services
ANALYTICS_PORT=${ANALYTICS_PORT:-8105}
VIEW_RATE=2000                                      # (m): page views per second
PAGE_VIEW_ROWS=${BENCH_PAGE_VIEW_ROWS:-730000}      # (n): seeded (day, page) counts
SIGNUPS_WANTED=${BENCH_SIGNUPS:-100000}             # (n): seeded signups

GENERATOR=${BENCH_GENERATOR:-cw-openloop}       # the open-loop load generator: cw-openloop or vegeta
VEGETA_VERSION=v12.13.0
BIN=$STATE/bin
VEGETA=$BIN/vegeta
OPENLOOP=$BIN/cw-openloop
KEEPALIVE=$BIN/cw-keepalive
WSLOAD=$BIN/cw-wsload
WS_PAIRS=${BENCH_WS_PAIRS:-1000}                   # (j): client/engineer pairs (two sockets each)
WS_RATE=${BENCH_WS_RATE:-2000}                     # (j): messages per second
WS_DURATION=${BENCH_WS_DURATION:-60}               # (j): seconds
MESSAGING_PORT=${MESSAGING_PORT:-8103}                 # (j): the first instance's HTTP port (its /metrics)
MESSAGING_WS_PORT=${MESSAGING_WS_PORT:-8113}
PY=${PYTHON:-python3}

KEEPALIVE_SECS=10                                   # (c): seconds of the keep-alive clients
KEEPALIVE_CONNS=256
LEDGER_THREADS=8 LEDGER_SECS=10                     # (l)
CUTLIST_RUNS=20                                     # (p)
CONTOURS_SEGMENTS=200000 CONTOURS_RUNS=10           # (q)
NESTING_PARTS=500 NESTING_RUNS=20                   # (r)
WS_IDLE=5s WS_DRAIN=10s                             # (j)
SMOKE=${BENCH_SMOKE:-0}
SMOKE_RATE=40          # requests per second at most in the smoke
SMOKE_DURATION=1s
if ((SMOKE)); then
  ENGINEERS=200 PROJECTS_WANTED=500 PROJECT_IDS=200 BID_ENGINEERS=3 BID_RATE=20 BID_WARMUP=10 PAY_RATE=20
  # (d) at 10 logins/s: a password hash takes ~20 ms of the one hashing worker, and the smoke must pass on a busy
  # machine, where 40/s fills the hashing queue (429 by design, counted as errors)
  LOGIN_RATE=10 STORM_GET_RATE=40 STORM_LOGIN_RATE=5 PAGE_VIEW_ROWS=1000 SIGNUPS_WANTED=500 OVERLOAD=0
  WS_PAIRS=10 WS_RATE=20 WS_DURATION=2 WS_IDLE=1s WS_DRAIN=3s
  KEEPALIVE_SECS=2 KEEPALIVE_CONNS=16 LEDGER_THREADS=2 LEDGER_SECS=1 CUTLIST_RUNS=1 NESTING_RUNS=1
  PAUSE_SMOKE=0  # the smoke measures nothing: no pause between scenarios, and at most 1 s for connections to drain
  export FILES_BENCH_MB=2 FILES_BENCH_ROUNDS=1 FILES_BENCH_DXF_MB=1
fi

RUN_ID=$(date +%Y%m%d-%H%M%S)
started=$SECONDS  # reset when the scenarios start
# Everything this run starts carries the mark, so that the monitor can tell other load on the machine from ours.
export CW_BENCH_RUN=$RUN_ID
OUT=$STATE/bench/$RUN_ID
PAUSE=${PAUSE_SMOKE:-5}  # seconds between scenarios at least: nginx's idle upstream connections (keepalive_timeout 4s) close
QUIET_MAX=$((SMOKE ? 1 : 10))  # then up to this many more seconds for the connections to auth to drain (stuck requests, idle pools)
BUDGET=560       # seconds: a scenario that would start later than this is skipped (the whole bench stays under 10 min)
WARMUP=$( ((SMOKE)) && echo 1s || echo 3s)

log() { printf '%s [bench] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }
# A part of the bench that failed: logged, and in the smoke a failure of the run.
SMOKE_FAILURES=0
failed() { log "FAILED: $*"; SMOKE_FAILURES=$((SMOKE_FAILURES + 1)); }
die() { log "ERROR: $*"; exit 1; }
listed() { [[ " $SCENARIOS " == *" $1 "* ]]; }
has() { listed "$1" && in_budget "$1"; }
in_budget() {
  if ((SECONDS - started > BUDGET)); then
    log "skipping scenario ($1): the bench has run $((SECONDS - started)) s (budget $BUDGET s)"
    echo "$1" >>"$OUT/skipped"
    return 1
  fi
}
# Between scenarios: the minimum pause, then wait (bounded) until no connection to the service (auth, or the port
# given) is left from the last one. DIRTY: load was sent since the last settle.
DIRTY=0
settle() {
  local port=${1:-$AUTH_PORT}
  sleep "$PAUSE"
  local waited=0 n
  while n=$(ss -Htn state established "( dport = :$port )" 2>/dev/null | wc -l) && ((n > 0 && waited < QUIET_MAX * 2)); do
    sleep 0.5
    waited=$((waited + 1))
  done
  ((n == 0)) || log "still $n connections to port $port after $((PAUSE + waited / 2)) s: going on"
  DIRTY=0
}

# --- 1. the system ------------------------------------------------------------------------------------------------
up() { curl -fsS -m 2 -o /dev/null "$1/healthz" 2>/dev/null; }
if ! up "$GATEWAY"; then
  [[ ${BENCH_NO_START:-} == 1 ]] && die "$GATEWAY/healthz does not answer (BENCH_NO_START=1: not starting it)"
  log "$GATEWAY/healthz does not answer: starting the system with make run"
  make -C "$REPO" run
  for _ in $(seq 60); do up "$GATEWAY" && break; sleep 1; done
fi
up "$GATEWAY" || die "the gateway does not answer at $GATEWAY/healthz"
up "$DIRECT" || die "the auth service does not answer at $DIRECT/healthz"
if listed g || listed h || listed i; then
  up "$PROJECTS_DIRECT" || die "the projects service does not answer at $PROJECTS_DIRECT/healthz"
fi

# --- 2. tools -----------------------------------------------------------------------------------------------------
[[ $GENERATOR == cw-openloop || $GENERATOR == vegeta ]] || die "BENCH_GENERATOR must be cw-openloop or vegeta"
command -v go >/dev/null || die "go is not installed (needed for the load generator and the keep-alive client)"
if listed f || listed g || listed h || listed i; then
  command -v psql >/dev/null || die "psql is not installed (scenarios (f) to (i) seed with it)"
fi
mkdir -p "$BIN"
vegeta_ok() { [[ -x $VEGETA ]] && go version -m "$VEGETA" 2>/dev/null | grep -Eq "(mod|dep)[[:space:]]+github.com/tsenart/vegeta/v12[[:space:]]+$VEGETA_VERSION"; }
if [[ $GENERATOR == vegeta ]] && ! vegeta_ok; then
  log "installing vegeta $VEGETA_VERSION into $BIN"
  if ! GOBIN=$BIN go install -ldflags "-X main.Version=$VEGETA_VERSION" "github.com/tsenart/vegeta/v12@$VEGETA_VERSION"; then
    # `go install pkg@version` also asks the proxy for the module's version list (deprecation check); where the proxy
    # refuses that list, build the same pinned version from tests/load/tools (go.mod + go.sum pin every module).
    log "go install @$VEGETA_VERSION failed; building the pinned version from tests/load/tools instead"
    (cd "$LOAD/tools" && GOFLAGS=-mod=readonly GOBIN=$BIN go install -ldflags "-X main.Version=$VEGETA_VERSION" github.com/tsenart/vegeta/v12)
  fi
  vegeta_ok || die "vegeta $VEGETA_VERSION is not installed at $VEGETA"
fi
(cd "$LOAD/keepalive" && go build -o "$KEEPALIVE" .) || die "cannot build tests/load/keepalive"
if listed j; then
  (cd "$LOAD/wsload" && GOFLAGS=-mod=readonly go build -o "$WSLOAD" .) || die "cannot build tests/load/wsload"
fi
if [[ $GENERATOR == cw-openloop ]]; then
  (cd "$LOAD/openloop" && go build -o "$OPENLOOP" .) || die "cannot build tests/load/openloop"
fi

# --- 3. bench user and session ------------------------------------------------------------------------------------
mkdir -p "$OUT"
$PY "$LOAD/bench.py" seed "$GATEWAY" "$OUT/user.json"
field() { $PY -c 'import json,sys; print(json.load(open(sys.argv[1]))[sys.argv[2]])' "$OUT/user.json" "$1"; }
BENCH_USER=$(field username)
SESSION=$(field session)
COOKIE="cw_session=$SESSION"
printf '{"username":"%s","password":"%s"}' "$BENCH_USER" "$(field password)" >"$OUT/login.json"

# --- 3b. (f): the engineers of the directory, seeded once (idempotent) ----------------------------------------------
psql_admin() { psql -X -q -A -t -v ON_ERROR_STOP=1 "$PG_ADMIN_URL" "$@"; }
if listed f; then
  count_seeded() {
    psql_admin -c "SELECT count(*) FROM auth.users u JOIN auth.engineer_profiles p ON p.user_id = u.id
                   WHERE u.username LIKE 'benchseed\\_%' AND u.password_hash = '!bench-seed-no-login'"
  }
  seeded_before=$(count_seeded) || die "cannot query the database at PG_ADMIN_URL (scenario (f) seeds engineers there)"
  if ((seeded_before >= ENGINEERS)); then
    log "(f) $seeded_before seeded engineers already present: not seeding"
  else
    log "(f) seeding engineers benchseed_1 .. benchseed_$ENGINEERS with SQL ($seeded_before present)"
    seed_started=$SECONDS
    psql_admin -v count="$ENGINEERS" -f "$LOAD/seed_engineers.sql" >/dev/null || die "seeding the engineers failed"
    log "(f) seeded in $((SECONDS - seed_started)) s (ANALYZE included)"
  fi
  seeded_now=$(count_seeded)
  engineers_total=$(psql_admin -c "SELECT count(*) FROM auth.engineer_profiles")
  $PY "$LOAD/bench.py" directory "$GATEWAY" "$OUT/f-seed.json" --search "$ENGINEER_SEARCH" --seeded-before "$seeded_before" \
    --seeded "$seeded_now" --engineers "$engineers_total" --wanted "$ENGINEERS" || die "GET /api/engineers does not work"
fi

# --- 3c. (g)-(i): the open projects, seeded once (idempotent) ---------------------------------------------------------
SEEDED_CLIENTS="SELECT user_id FROM projects.user_directory WHERE username LIKE 'benchseed\\_client\\_%'"
if listed g || listed h || listed i; then
  count_projects() { psql_admin -c "SELECT count(*) FROM projects.projects WHERE status = 'posted' AND client_id IN ($SEEDED_CLIENTS)"; }
  projects_before=$(count_projects) || die "cannot query the database at PG_ADMIN_URL (scenarios (g)-(i) seed projects there)"
  if ((projects_before >= PROJECTS_WANTED)); then
    log "(g) $projects_before seeded open projects already present: not seeding"
  else
    log "(g) seeding $PROJECTS_WANTED open projects of clients benchseed_client_1..$PROJECT_CLIENTS with SQL ($projects_before present)"
    seed_started=$SECONDS
    psql_admin -v count="$PROJECTS_WANTED" -v clients="$PROJECT_CLIENTS" -f "$LOAD/seed_projects.sql" >/dev/null ||
      die "seeding the projects failed"
    log "(g) seeded in $((SECONDS - seed_started)) s (VACUUM ANALYZE included)"
  fi
  projects_now=$(count_projects)
  ((projects_now >= PROJECTS_WANTED)) || die "only $projects_now seeded open projects after seeding ($PROJECTS_WANTED wanted)"
  posted_total=$(psql_admin -c "SELECT count(*) FROM projects.projects WHERE status = 'posted'")
  some_project=$(psql_admin -c "SELECT max(id) FROM projects.projects WHERE status = 'posted' AND client_id IN ($SEEDED_CLIENTS)")
  $PY "$LOAD/bench.py" projects "$GATEWAY" "$COOKIE" "$OUT/gh-seed.json" --seeded "$projects_now" \
    --seeded-before "$projects_before" --wanted "$PROJECTS_WANTED" --posted "$posted_total" --project "$some_project" ||
    die "GET /api/projects or GET /api/projects/{id} does not work"
fi

# --- 3d. (i): verified engineers with sessions (kept across runs; registered and certified when missing) ------------------
BID_STORE=$STATE/bench/bid-engineers.json
if listed i; then
  log "(i) $BID_ENGINEERS verified engineers: signing in those kept in $BID_STORE, registering and certifying the rest"
  $PY "$LOAD/bench.py" bidders "$GATEWAY" "$BID_STORE" "$OUT/bidders.json" --count "$BID_ENGINEERS" --pg "$PG_ADMIN_URL" ||
    die "scenario (i) has no verified engineers to bid (see above)"
fi

targets_get() {  # base-url user-agent [request-id]
  printf 'GET %s/api/user\nCookie: %s\nUser-Agent: %s\nAccept: application/json\nAccept-Encoding: %s\n' \
    "$1" "$COOKIE" "$2" "$ACCEPT_ENCODING"
  [[ -n ${3:-} ]] && printf 'X-Request-Id: %s\n' "$3"
  printf '\n'
}
targets_directory() {  # base-url user-agent [query]
  printf 'GET %s/api/engineers%s\nUser-Agent: %s\nAccept: application/json\nAccept-Encoding: %s\n\n' \
    "$1" "${3:-}" "$2" "$ACCEPT_ENCODING"
}
targets_login() {  # base-url user-agent
  printf 'POST %s/api/login\nContent-Type: application/json\nUser-Agent: %s\nAccept-Encoding: %s\n@%s\n\n' \
    "$1" "$2" "$ACCEPT_ENCODING" "$OUT/login.json"
}

ACCESS_LOG=${BENCH_ACCESS_LOG:-$STATE/nginx/access.log}
AUTH_LOG=$STATE/log/auth.log
PROJECTS_LOG=$STATE/log/projects.log
CPU_PID=
# cpu_start NAME [PORT SERVICE-PROCESS]: the service under test is auth unless named.
cpu_start() { $PY "$LOAD/bench.py" cpu "$OUT/$1.cpu.json" "${2:-$AUTH_PORT}" "${3:-auth-service}" & CPU_PID=$!; }
cpu_stop() { if [[ -n $CPU_PID ]]; then kill -TERM "$CPU_PID" 2>/dev/null || true; wait "$CPU_PID" 2>/dev/null || true; CPU_PID=; fi; }
trap 'cpu_stop' EXIT
COST=${BENCH_COST:-0}
cost_begin() {  # NAME [NAME=PID...]: the counters before a measured window (BENCH_COST=1)
  if ((COST)); then $PY "$LOAD/cost.py" begin "$OUT/$1.cost-begin.json" "${@:2}" || failed "($1) cost.py begin"; fi
}
cost_end() {  # NAME COUNT UNIT [cost.py end flags]: what the window cost, once its work is done
  if ((COST)); then
    $PY "$LOAD/cost.py" end "$OUT/$1.cost-begin.json" "$OUT/$1.cost.json" "${@:2}" >&2 || failed "($1) cost.py end"
  fi
}
offsets() {
  read -r ACC_OFF AUTH_OFF PROJ_OFF < <($PY "$LOAD/bench.py" offsets "$ACCESS_LOG" "$AUTH_LOG" "$PROJECTS_LOG" | paste -sd' ')
}

# attack NAME TARGETS-FILE RATE DURATION [extra flags]: per-request results go to $OUT/NAME.csv (vegeta's CSV layout),
# the generator's own summary (its CPU seconds) to $OUT/NAME.gen.json. Both generators take -max-body (cw-openloop
# always discards answer bodies); other extra flags must suit the generator in use.
attack() {
  local name=$1 targets=$2 rate=$3 duration=$4
  shift 4
  if ((SMOKE)); then
    ((rate <= SMOKE_RATE)) || rate=$SMOKE_RATE
    duration=$SMOKE_DURATION
  fi
  DIRTY=1
  if [[ $GENERATOR == cw-openloop ]]; then
    # -timeout counts from each request's scheduled time; -max-connections is per host, as in vegeta.
    timeout --signal=INT $((${duration%s} + 30)) \
      "$OPENLOOP" -name="$name" -targets="$targets" -rate="$rate" -duration="$duration" -timeout=5s \
      -max-connections=200 -output="$OUT/$name.csv" -summary="$OUT/$name.gen.json" "$@"
  else
    # The CPU vegeta's attack process uses (from its rusage) goes into NAME.gen.json like cw-openloop's own figure.
    $PY "$LOAD/bench.py" rusage "$OUT/$name.gen.json" "vegeta $VEGETA_VERSION" -- timeout --signal=INT $((${duration%s} + 30)) \
      "$VEGETA" attack -name="$name" -targets="$targets" -format=http -rate="$rate/s" -duration="$duration" \
      -timeout=5s -max-workers=2000 -max-connections=200 -output="$OUT/$name.bin" "$@"
    "$VEGETA" encode --to csv <"$OUT/$name.bin" >"$OUT/$name.csv"
  fi
}
stats() {  # NAME RATE DURATION [bench.py stats flags]
  local name=$1 rate=$2 duration=$3
  shift 3
  if ((SMOKE)); then  # what attack sent instead
    ((rate <= SMOKE_RATE)) || rate=$SMOKE_RATE
    duration=${SMOKE_DURATION%s}
  fi
  $PY "$LOAD/bench.py" stats "$OUT/$name.csv" "$OUT/$name.json" --label "$name" --rate "$rate" --duration "$duration" \
    --generator "$OUT/$name.gen.json" "$@"
}
server() {  # NAME UA [request-id]: server-side latencies of the scenario from nginx's and auth's logs
  local args=("$OUT/$1.server.json" --access "$ACCESS_LOG" --offset "$ACC_OFF" --ua "$2"
    --auth "$AUTH_LOG" --auth-offset "$AUTH_OFF")
  [[ -n ${3:-} ]] && args+=(--request-id "$3")
  $PY "$LOAD/bench.py" server "${args[@]}" || failed "could not read the server logs for $1"
}
server_projects() {  # NAME UA: server-side latencies from nginx's and the projects service's logs
  sleep 1.5  # nginx writes its access log at least every second (buffer=64k flush=1s): the run's last lines too
  $PY "$LOAD/bench.py" server "$OUT/$1.server.json" --access "$ACCESS_LOG" --offset "$ACC_OFF" --ua "$2" \
    --auth "$PROJECTS_LOG" --auth-offset "$PROJ_OFF" --service-name projects || failed "could not read the server logs for $1"
}

git_commit=$(git -C "$REPO" rev-parse --short HEAD 2>/dev/null || echo unknown)
[[ -n $(git -C "$REPO" status --porcelain 2>/dev/null | head -1) ]] && git_commit+=" (working tree has uncommitted changes)"
if [[ $GENERATOR == cw-openloop ]]; then
  generator_text="cw-openloop (tests/load/openloop, $(go version | cut -d' ' -f3))"
else
  generator_text="vegeta $VEGETA_VERSION ($(go version | cut -d' ' -f3))"
fi
$PY - "$OUT/meta.json" <<EOF
import json, sys
json.dump({"date": "$(date -Iseconds)", "nproc": "$(nproc)",
           "cpu": "$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')",
           "mem": "$(free -g | awk '/^Mem:/ {print $2 " GiB RAM"}')", "kernel": "$(uname -r)",
           "commit": "$git_commit", "generator": "$generator_text",
           "loadavg": "$(cut -d' ' -f1-3 /proc/loadavg)",
           "acceptEncoding": "$ACCEPT_ENCODING", "gateway": "$GATEWAY", "direct": "$DIRECT", "user": "$BENCH_USER",
           "warmup": "$WARMUP", "pause": $PAUSE},
          open(sys.argv[1], "w"), indent=2)
EOF

log "run $RUN_ID: user $BENCH_USER, load generator $GENERATOR, results in $OUT"
started=$SECONDS

# --- 4. scenarios -------------------------------------------------------------------------------------------------
if has a || has b; then
  targets_get "$GATEWAY" cw-bench-warmup >"$OUT/warmup-gw.targets"
  targets_get "$DIRECT" cw-bench-warmup >"$OUT/warmup-direct.targets"
  log "warm-up: $WARMUP at 1,000/s through nginx and direct (not measured)"
  attack warmup-gw "$OUT/warmup-gw.targets" 1000 "$WARMUP" -max-body=0
  attack warmup-direct "$OUT/warmup-direct.targets" 1000 "$WARMUP" -max-body=0
  rm -f "$OUT"/warmup-*.bin "$OUT"/warmup-*.csv "$OUT"/warmup-*.gen.json
  settle
fi

if has a; then
  ua=cw-bench-$RUN_ID-a
  targets_get "$GATEWAY" "$ua" >"$OUT/a.targets"
  log "(a) GET /api/user at 8,000/s for 15 s through nginx"
  offsets; cpu_start a
  attack a "$OUT/a.targets" 8000 15s -max-body=0
  cpu_stop
  stats a 8000 15
  server a "$ua"
  settle
fi

if has b; then
  ua=cw-bench-$RUN_ID-b
  rid=cw-bench-$RUN_ID-b
  targets_get "$DIRECT" "$ua" "$rid" >"$OUT/b.targets"
  log "(b) GET /api/user at 8,000/s for 15 s straight to auth"
  offsets; cpu_start b
  attack b "$OUT/b.targets" 8000 15s -max-body=0
  cpu_stop
  stats b 8000 15
  server b "$ua" "$rid"
  settle
fi

if has c; then
  for where in nginx direct; do
    base=$GATEWAY
    [[ $where == direct ]] && base=$DIRECT
    log "(c) $KEEPALIVE_CONNS keep-alive clients at once for $KEEPALIVE_SECS s, $where"
    cpu_start "c-$where"
    timeout --signal=INT 40 "$KEEPALIVE" -url "$base/api/user" -cookie "$COOKIE" -conns "$KEEPALIVE_CONNS" -duration "${KEEPALIVE_SECS}s" -grace 5s \
      -accept-encoding "$ACCEPT_ENCODING" -label "c-$where" -user-agent "cw-bench-$RUN_ID-c-$where" \
      -json "$OUT/c-$where.json" || failed "keepalive ($where)"
    cpu_stop
    settle
  done
fi

if has d; then
  ua=cw-bench-$RUN_ID-d
  targets_login "$GATEWAY" "$ua" >"$OUT/d.targets"
  log "(d) POST /api/login at $LOGIN_RATE/s for 15 s through nginx"
  offsets; cpu_start d
  attack d "$OUT/d.targets" "$LOGIN_RATE" 15s
  cpu_stop
  stats d "$LOGIN_RATE" 15
  server d "$ua"
  settle
fi

if has e; then
  targets_get "$GATEWAY" "cw-bench-$RUN_ID-e-base" >"$OUT/e-base.targets"
  targets_get "$GATEWAY" "cw-bench-$RUN_ID-e-storm" >"$OUT/e-storm.targets"
  targets_login "$GATEWAY" "cw-bench-$RUN_ID-e-logins" >"$OUT/e-logins.targets"
  log "(e) GET /api/user at $STORM_GET_RATE/s for 10 s alone (baseline)"
  offsets; cpu_start e-base
  attack e-base "$OUT/e-base.targets" "$STORM_GET_RATE" 10s -max-body=0
  cpu_stop
  stats e-base "$STORM_GET_RATE" 10
  server e-base "cw-bench-$RUN_ID-e-base"
  settle
  # The same rate straight to auth: the nginx overhead at a rate the system holds (informational).
  targets_get "$DIRECT" "cw-bench-$RUN_ID-e-direct" "cw-bench-$RUN_ID-e-direct" >"$OUT/e-direct.targets"
  log "(e) GET /api/user at $STORM_GET_RATE/s for 10 s straight to auth (nginx overhead at this rate)"
  offsets; cpu_start e-direct
  attack e-direct "$OUT/e-direct.targets" "$STORM_GET_RATE" 10s -max-body=0
  cpu_stop
  stats e-direct "$STORM_GET_RATE" 10
  server e-direct "cw-bench-$RUN_ID-e-direct" "cw-bench-$RUN_ID-e-direct"
  settle
  log "(e) GET /api/user at $STORM_GET_RATE/s for 10 s while logins arrive at $STORM_LOGIN_RATE/s"
  offsets; cpu_start e-storm
  attack e-logins "$OUT/e-logins.targets" "$STORM_LOGIN_RATE" 10s &
  logins_pid=$!
  attack e-storm "$OUT/e-storm.targets" "$STORM_GET_RATE" 10s -max-body=0
  wait "$logins_pid"
  cpu_stop
  stats e-storm "$STORM_GET_RATE" 10
  stats e-logins "$STORM_LOGIN_RATE" 10 --designed 429
  server e-storm "cw-bench-$RUN_ID-e-storm"
  listed f && settle
fi

if has f; then
  search_query="?search=$($PY -c 'import sys, urllib.parse; print(urllib.parse.quote(sys.argv[1]))' "$ENGINEER_SEARCH")"
  targets_directory "$GATEWAY" cw-bench-warmup >"$OUT/warmup-f.targets"
  targets_directory "$GATEWAY" cw-bench-warmup "$search_query" >>"$OUT/warmup-f.targets"
  log "(f) warm-up: $WARMUP at 500/s, first page and search through nginx (not measured)"
  attack warmup-f "$OUT/warmup-f.targets" 500 "$WARMUP" -max-body=0
  rm -f "$OUT"/warmup-*.bin "$OUT"/warmup-*.csv "$OUT"/warmup-*.gen.json
  settle
  for part in f1 f2; do
    in_budget "$part" || break
    ua=cw-bench-$RUN_ID-$part
    query=
    what="first page, no filter"
    if [[ $part == f2 ]]; then query=$search_query; what="search \"$ENGINEER_SEARCH\""; fi
    targets_directory "$GATEWAY" "$ua" "$query" >"$OUT/$part.targets"
    log "($part) GET /api/engineers ($what) at $DIRECTORY_RATE/s for 15 s through nginx"
    offsets; cpu_start "$part"
    attack "$part" "$OUT/$part.targets" "$DIRECTORY_RATE" 15s -max-body=0
    cpu_stop
    stats "$part" "$DIRECTORY_RATE" 15
    server "$part" "$ua"
    [[ $part == f1 ]] && settle
  done
fi

# (g), (h), (i): the projects service through nginx. A warm-up (not measured) just before each run, then 1 s.
targets_projects() {  # user-agent path... (through nginx, or to PROJECTS_BASE when set)
  local ua=$1 path
  shift
  for path in "$@"; do
    printf 'GET %s%s\nCookie: %s\nUser-Agent: %s\nAccept: application/json\nAccept-Encoding: %s\n\n' \
      "${PROJECTS_BASE:-$GATEWAY}" "$path" "$COOKIE" "$ua" "$ACCEPT_ENCODING"
  done
}

# The overload step of (g) and (h) (issue 26 item 8), straight to the projects service's port: rungs of OVER_RUNG
# seconds, each rate 1.25 times the last from START-RATE (at most OVER_RUNGS), until one misses p99 < 10 ms (or
# answers anything but 200, or does not hold its rate); then 1.5 times the highest rate that held, for OVER_RUN s:
# the requests accepted (200) must keep p99 < 50 ms, the rest refused at once (503 overloaded). Each rung and the
# run follow a warm-up of the endpoint's answers (not measured), like the scenario itself.
# overload KEY START-RATE WARM-RATE WARM-SECS PATH...
overload() {
  local key=$1 rate=$2 warm_rate=$3 warm_secs=$4 ua=cw-bench-$RUN_ID-$1-over rung=0 best=0 name
  shift 4
  PROJECTS_BASE=$PROJECTS_DIRECT targets_projects cw-bench-warmup "$@" >"$OUT/warmup-$key-over.targets"
  PROJECTS_BASE=$PROJECTS_DIRECT targets_projects "$ua" "$@" >"$OUT/$key-over.targets"
  warm() {
    attack "warmup-$key-over" "$OUT/warmup-$key-over.targets" "$warm_rate" "${warm_secs}s" -max-body=0 >/dev/null
    rm -f "$OUT"/warmup-*.csv "$OUT"/warmup-*.bin "$OUT"/warmup-*.gen.json
    sleep 1
  }
  while ((rung < OVER_RUNGS)); do
    rung=$((rung + 1))
    name=$key-over-rung$rung
    warm
    log "($key) overload step: rung $rung, $rate/s for ${OVER_RUNG} s straight to projects"
    attack "$name" "$OUT/$key-over.targets" "$rate" "${OVER_RUNG}s" -max-body=0
    stats "$name" "$rate" "$OVER_RUNG" --designed 503
    $PY "$LOAD/bench.py" rung "$OUT/$name.json" "$OUT/$key-over-ladder.json" 10 || break
    best=$rate
    rate=$((rate * 5 / 4))
    sleep 1
  done
  if ((best == 0)); then
    log "($key) overload step: not even the first rung held p99 < 10 ms: no 1.5x run"
    return 0
  fi
  local over=$((best * 3 / 2)) shed_before shed_after
  warm
  shed_before=$(shed_total)
  log "($key) overload step: 1.5 x $best/s = $over/s for ${OVER_RUN} s straight to projects"
  offsets; cpu_start "$key-over" "$PROJECTS_PORT" projects-service
  attack "$key-over" "$OUT/$key-over.targets" "$over" "${OVER_RUN}s" -max-body=0
  cpu_stop
  shed_after=$(shed_total)
  stats "$key-over" "$over" "$OVER_RUN" --designed 503
  printf '{"best": %d, "rate": %d, "shedCounted": %d}\n' "$best" "$over" "$((shed_after - shed_before))" \
    >"$OUT/$key-over-meta.json"
}
# Requests the projects service refused under overload so far, from its /metrics (every route).
shed_total() {
  curl -fsS -m 5 "$PROJECTS_DIRECT/metrics" | awk '/^cw_http_requests_shed_total/ {n += $2} END {printf "%d", n}'
}

if has g; then
  ((DIRTY)) && settle
  ua=cw-bench-$RUN_ID-g
  targets_projects cw-bench-warmup /api/projects >"$OUT/warmup-g.targets"
  targets_projects "$ua" /api/projects >"$OUT/g.targets"
  log "(g) warm-up: 2 s at 1,000/s (not measured)"
  attack warmup-g "$OUT/warmup-g.targets" 1000 2s -max-body=0
  rm -f "$OUT"/warmup-*.bin "$OUT"/warmup-*.csv "$OUT"/warmup-*.gen.json
  sleep 1
  log "(g) GET /api/projects (first page) at $PROJECTS_RATE/s for 15 s through nginx"
  offsets; cpu_start g "$PROJECTS_PORT" projects-service
  attack g "$OUT/g.targets" "$PROJECTS_RATE" 15s -max-body=0
  cpu_stop
  stats g "$PROJECTS_RATE" 15
  server_projects g "$ua"
  if ((OVERLOAD)); then
    settle "$PROJECTS_PORT"
    overload g "$OVER_START_G" 1000 1 /api/projects
  fi
fi

if has h; then
  ((DIRTY)) && settle "$PROJECTS_PORT"
  ua=cw-bench-$RUN_ID-h
  # Distinct seeded open projects spread over the whole catalogue (a fixed pseudo-random sample).
  mapfile -t project_ids < <(psql_admin -c "SELECT id FROM projects.projects WHERE status = 'posted'
    AND client_id IN ($SEEDED_CLIENTS) ORDER BY md5(id::text) LIMIT $PROJECT_IDS")
  ((${#project_ids[@]} > 0)) || die "(h) found no seeded open projects"
  paths=("${project_ids[@]/#//api/projects/}")
  targets_projects cw-bench-warmup "${paths[@]}" >"$OUT/warmup-h.targets"
  targets_projects "$ua" "${paths[@]}" >"$OUT/h.targets"
  printf '{"ids": %d}\n' "${#project_ids[@]}" >"$OUT/h-targets.json"
  warm_secs=$(((${#project_ids[@]} + 1999) / 2000))
  log "(h) warm-up: each of the ${#project_ids[@]} projects once, 2,000/s for $warm_secs s (not measured)"
  attack warmup-h "$OUT/warmup-h.targets" 2000 "${warm_secs}s" -max-body=0
  rm -f "$OUT"/warmup-*.bin "$OUT"/warmup-*.csv "$OUT"/warmup-*.gen.json
  sleep 1
  log "(h) GET /api/projects/{id} over ${#project_ids[@]} projects at $PROJECTS_RATE/s for 15 s through nginx"
  offsets; cpu_start h "$PROJECTS_PORT" projects-service
  attack h "$OUT/h.targets" "$PROJECTS_RATE" 15s -max-body=0
  cpu_stop
  stats h "$PROJECTS_RATE" 15
  server_projects h "$ua"
  if ((OVERLOAD)); then
    settle "$PROJECTS_PORT"
    # Warmed at (h)'s own 2,000/s: every id a miss, and misses faster than the worker pool reads them are refused.
    overload h "$OVER_START_H" 2000 "$warm_secs" "${paths[@]}"
  fi
fi

if has i; then
  ((DIRTY)) && settle "$PROJECTS_PORT"
  ua=cw-bench-$RUN_ID-i
  bid_ids=$($PY -c 'import json, sys; print("{" + ",".join(str(e["id"]) for e in json.load(open(sys.argv[1]))["engineers"]) + "}")' \
    "$OUT/bidders.json")
  pairs_wanted=$((BID_WARMUP + BID_RATE * 10))
  # (project, engineer) pairs without a bid yet: the seeded open projects with the fewest bids (a pseudo-random order
  # among equals), project k preferably to engineer k mod N, else the next engineer in turn who has not bid on it.
  psql_admin -v engineers="$bid_ids" -v pairs="$pairs_wanted" >"$OUT/i.pairs" <<SQL || die "(i) cannot choose the bids"
WITH e AS (SELECT user_id, ord - 1 AS i FROM unnest(:'engineers'::bigint[]) WITH ORDINALITY AS x (user_id, ord)),
n AS (SELECT count(*) AS n FROM e),
p AS (
  SELECT id, row_number() OVER (ORDER BY bid_count, md5(id::text)) - 1 AS k
  FROM projects.projects WHERE status = 'posted' AND client_id IN ($SEEDED_CLIENTS)
  ORDER BY bid_count, md5(id::text) LIMIT :pairs
)
SELECT p.id, pick.user_id
FROM p, n, LATERAL (
  SELECT e.user_id FROM e
  WHERE NOT EXISTS (SELECT 1 FROM projects.bids b WHERE b.project_id = p.id AND b.engineer_id = e.user_id)
  ORDER BY (e.i + n.n - p.k % n.n) % n.n LIMIT 1
) pick
ORDER BY p.k;
SQL
  pairs_found=$(wc -l <"$OUT/i.pairs")
  ((pairs_found == pairs_wanted)) || die "(i) only $pairs_found new (project, engineer) pairs left ($pairs_wanted wanted)"
  $PY "$LOAD/bench.py" bid-targets "$OUT/i.pairs" "$OUT/bidders.json" "$GATEWAY" "$OUT" --ua "$ua" \
    --warmup-ua cw-bench-warmup --warmup "$BID_WARMUP" --accept-encoding "$ACCEPT_ENCODING" || die "(i) cannot write the bid targets"
  log "(i) warm-up: $BID_WARMUP bids in 1 s (not measured)"
  attack warmup-i "$OUT/i-warmup.targets" "$BID_WARMUP" 1s
  rm -f "$OUT"/warmup-*.bin "$OUT"/warmup-*.csv "$OUT"/warmup-*.gen.json
  sleep 1
  bids_since=$(psql_admin -c "SELECT now()")
  log "(i) POST /api/bids at $BID_RATE/s for 10 s through nginx, each a new bid"
  offsets; cpu_start i "$PROJECTS_PORT" projects-service
  attack i "$OUT/i.targets" "$BID_RATE" 10s
  cpu_stop
  stats i "$BID_RATE" 10 --ok 201
  server_projects i "$ua"
  bids_written=$(psql_admin -c "SELECT count(*) FROM projects.bids WHERE engineer_id = ANY ('$bid_ids'::bigint[])
    AND created_at >= '$bids_since'::timestamptz")
  # Every stored bid's bid.placed went out and was applied: messaging, which consumes it, knows each bidder (waited
  # for, at most 60 s after the run).
  bids_consumed() {
    psql_admin -c "SELECT count(*) FROM projects.bids b JOIN messaging.project_bidders m USING (project_id, engineer_id)
      WHERE b.engineer_id = ANY ('$bid_ids'::bigint[]) AND b.created_at >= '$bids_since'::timestamptz"
  }
  consumed_wait=$SECONDS
  while bids_consumed=$(bids_consumed) && ((bids_consumed < bids_written && SECONDS - consumed_wait < 60)); do sleep 0.5; done
  consumed_wait=$((SECONDS - consumed_wait))
  $PY - "$OUT/bidders.json" "$OUT/i-db.json" "$bids_written" "$bids_consumed" "$consumed_wait" <<'EOF'
import json, sys
b = json.load(open(sys.argv[1]))
json.dump({"bidsInDatabase": int(sys.argv[3]), "bidsConsumed": int(sys.argv[4]), "consumedWaitSec": int(sys.argv[5]),
           "engineers": len(b["engineers"]), "registered": b["registered"],
           "signedIn": b["signedIn"], "certified": b["certified"], "setupSec": b["setupSec"]}, open(sys.argv[2], "w"))
EOF
fi

if has k; then
  ((DIRTY)) && settle "$BILLING_PORT"
  ua=cw-bench-$RUN_ID-k
  user_id=$(field userId)
  count=$((PAY_RATE * 10))
  first=$(psql_admin -c "SELECT greatest((SELECT coalesce(max(project_id), 0) + 1 FROM billing.project_prices),
    (SELECT coalesce(max(project_id), 0) + 1 FROM billing.payments), 9100000000000)")
  psql_admin -c "INSERT INTO billing.project_prices (project_id, client_id, engineer_id, total_cents, accepted_at)
    SELECT $first + g, $user_id, $user_id, 250000, now() FROM generate_series(0, $((2 * count - 1))) g" >/dev/null ||
    die "(k) cannot seed the accepted projects"
  $PY "$LOAD/bench.py" payment-targets create "$GATEWAY" "$SESSION" "$ua" "$first" "$count" "$OUT/k-create-first.targets" &&
    $PY "$LOAD/bench.py" payment-targets create "$GATEWAY" "$SESSION" "$ua" "$((first + count))" "$count" "$OUT/k-create.targets" ||
    die "(k) cannot write the create targets"
  log "(k) POST /api/create-project-payment at $PAY_RATE/s for 10 s through nginx (first $count projects)"
  attack k-first "$OUT/k-create-first.targets" "$PAY_RATE" 10s
  stats k-first "$PAY_RATE" 10 --ok 200
  psql_admin -c "SELECT client_secret FROM billing.payments WHERE project_id BETWEEN $first AND $((first + count - 1))
    ORDER BY project_id" >"$OUT/k.secrets"
  $PY "$LOAD/bench.py" payment-targets confirm "$GATEWAY" "$SESSION" "$ua" "$OUT/k.secrets" 0 "$OUT/k-confirm.targets" ||
    die "(k) cannot write the confirm targets"
  sleep 2
  log "(k) at the same time for 10 s: create (next $count projects) and confirm (the first $count), $PAY_RATE/s each"
  offsets; cost_begin k; cpu_start k "$BILLING_PORT" billing-service
  attack k-create "$OUT/k-create.targets" "$PAY_RATE" 10s & create_pid=$!
  attack k-confirm "$OUT/k-confirm.targets" "$PAY_RATE" 10s
  wait "$create_pid"
  cpu_stop
  cost_end k "$count" payments
  stats k-create "$PAY_RATE" 10 --ok 200
  stats k-confirm "$PAY_RATE" 10 --ok 200
  psql_admin -c "SELECT json_build_object('succeeded', count(*) FILTER (WHERE p.status = 'succeeded'),
      'transfers', count(t.id), 'intents', count(DISTINCT p.id))
    FROM billing.payments p LEFT JOIN billing.ledger_transfers t ON t.payment_id = p.id AND t.kind = 'payment'
    WHERE p.project_id BETWEEN $first AND $((first + count - 1))" >"$OUT/k-db.json"
  rm -f "$OUT"/k*.targets "$OUT/k.secrets"
fi

if has l; then
  ((DIRTY)) && settle "$BILLING_PORT"
  [[ -x $LEDGER_BENCH ]] || die "(l) $LEDGER_BENCH is missing: build with cmake first (make build)"
  log "(l) ledger transactions (payment + release) for $LEDGER_SECS s, $LEDGER_THREADS threads, through billing's store"
  cpu_start l "$BILLING_PORT" billing-service
  "$LEDGER_BENCH" "$PG_ADMIN_URL" "$LEDGER_THREADS" "$LEDGER_SECS" >"$OUT/l.json" || die "(l) cw-ledger-bench failed"
  cpu_stop
  DIRTY=1
fi

if has p; then
  [[ -x $CUTLIST_BENCH ]] || die "(p) $CUTLIST_BENCH is missing: build with cmake first (make build)"
  log "(p) the cut-list preview of worst_case.csv on 1000 x 1000 mm sheets without kerf, 20 runs, through projects' code"
  "$CUTLIST_BENCH" "$CUTLISTS/worst_case.csv" 1000 1000 0 "$CUTLIST_RUNS" >"$OUT/p.json" || die "(p) cw-cutlist-bench failed"
  "$CUTLIST_BENCH" "$CUTLISTS/kitchen.csv" 2440 1220 4 "$CUTLIST_RUNS" >"$OUT/p-kitchen.json" || die "(p) cw-cutlist-bench failed"
fi

if has q; then
  [[ -x $CONTOURS_BENCH ]] || die "(q) $CONTOURS_BENCH is missing: build with cmake first (make build)"
  log "(q) chaining $CONTOURS_SEGMENTS segments into contours, $CONTOURS_RUNS runs, through the drawing library"
  "$CONTOURS_BENCH" "$CONTOURS_SEGMENTS" "$CONTOURS_RUNS" >"$OUT/q.json" || die "(q) cw-contours-bench failed"
fi

if has r; then
  [[ -x $NESTING_BENCH ]] || die "(r) $NESTING_BENCH is missing: build with cmake first (make build)"
  log "(r) nesting $NESTING_PARTS parts, the DXF route's work and the CSV preview's, $NESTING_RUNS runs each"
  "$NESTING_BENCH" "$NESTING_PARTS" "$NESTING_RUNS" >"$OUT/r.json" || die "(r) cw-nesting-bench failed"
fi

if has o; then
  ((DIRTY)) && settle "$PROJECTS_PORT"
  log "(o) a 200 MB upload and download through nginx against the disk, and a 10 MB DXF preflight"
  (cd "$LOAD" && $PY files_bench.py "$GATEWAY" "$STATE" "$PG_ADMIN_URL" \
    "$REPO/build/services/projects/cw-dxf-preflight" "$OUT/o.json") || failed "(o) files_bench.py"
  DIRTY=1
fi

if has m; then
  ((DIRTY)) && settle "$ANALYTICS_PORT"
  ua=cw-bench-$RUN_ID-m
  views_before=$(psql_admin -c "SELECT coalesce(sum(views), 0) FROM analytics.page_views WHERE day >= current_date - 1")
  $PY "$LOAD/bench.py" page-view-targets "$GATEWAY" "$ua" "$OUT/m-views.targets" || die "(m) cannot write the targets"
  targets_projects "$ua" /api/projects >"$OUT/m-projects.targets"
  log "(m) GET /api/projects at 1,000/s for 10 s through nginx, alone"
  attack m-alone "$OUT/m-projects.targets" 1000 10s -max-body=0
  stats m-alone 1000 10
  sleep 2
  log "(m) POST /api/track-page-view at $VIEW_RATE/s for 15 s, GET /api/projects at 1,000/s for 10 s meanwhile"
  cpu_start m "$ANALYTICS_PORT" analytics-service
  attack m-views "$OUT/m-views.targets" "$VIEW_RATE" 15s -max-body=0 & views_pid=$!
  sleep 2
  attack m-during "$OUT/m-projects.targets" 1000 10s -max-body=0
  wait "$views_pid"
  cpu_stop
  stats m-views "$VIEW_RATE" 15 --ok 204
  stats m-during 1000 10
  sleep 1  # the tracker writes every 250 ms
  views_after=$(psql_admin -c "SELECT coalesce(sum(views), 0) FROM analytics.page_views WHERE day >= current_date - 1")
  printf '{"counted": %d}\n' "$((views_after - views_before))" >"$OUT/m-db.json"
  rm -f "$OUT"/m-*.targets
fi

if has n; then
  ((DIRTY)) && settle "$ANALYTICS_PORT"
  ua=cw-bench-$RUN_ID-n
  seeded=$(psql_admin -c "SELECT (SELECT count(*) FROM analytics.page_views WHERE page LIKE '/project/920000%')
    || ' ' || (SELECT count(*) FROM analytics.signups WHERE source = 'benchseed')")
  if ((${seeded% *} < PAGE_VIEW_ROWS || ${seeded#* } < SIGNUPS_WANTED)); then
    log "(n) seeding $PAGE_VIEW_ROWS page view counts and $SIGNUPS_WANTED signups with SQL (once)"
    psql_admin -c "INSERT INTO analytics.page_views (day, page, views)
        SELECT current_date - (g % 365), '/project/' || (9200000000000 + g / 365), 1 + (g % 3)
        FROM generate_series(0, $PAGE_VIEW_ROWS - 1) g ON CONFLICT DO NOTHING;
      INSERT INTO analytics.signups (user_id, role, source, signed_up_at)
        SELECT 9200000000000 + g, CASE WHEN g % 3 = 0 THEN 'engineer' ELSE 'client' END, 'benchseed',
          now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second'
        FROM generate_series(0, $SIGNUPS_WANTED - 1) g ON CONFLICT DO NOTHING;
      ANALYZE analytics.page_views; ANALYZE analytics.signups;" >/dev/null || die "(n) seeding failed"
  fi
  admin_cookie=$($PY "$LOAD/bench.py" admin-session "$GATEWAY") || die "(n) the admin cannot sign in (MARKETPLACE_ADMIN_*)"
  $PY "$LOAD/bench.py" analytics-targets "$GATEWAY" "$admin_cookie" "$ua" "$OUT/n.targets" || die "(n) no targets"
  log "(n) the admins' analytics calls at 100/s for 10 s through nginx"
  cpu_start n "$ANALYTICS_PORT" analytics-service
  attack n "$OUT/n.targets" 100 10s -max-body=0
  cpu_stop
  stats n 100 10
  psql_admin -c "SELECT json_build_object('pageViewRows', (SELECT count(*) FROM analytics.page_views),
    'pageViews', (SELECT sum(views) FROM analytics.page_views), 'signups', (SELECT count(*) FROM analytics.signups))" \
    >"$OUT/n-db.json"
fi

if has j; then
  ((DIRTY)) && settle "$PROJECTS_PORT"
  DIRTY=1
  log "(j) $WS_PAIRS client/engineer pairs with sessions (kept in $STATE/bench/ws-users.json) and their projects"
  $PY "$LOAD/bench.py" ws-pairs "$DIRECT" "$STATE/bench/ws-users.json" "$OUT/ws-pairs.json" --count "$WS_PAIRS" \
    --pg "$PG_ADMIN_URL" --billing "http://127.0.0.1:$BILLING_PORT" || die "(j) cannot set up the pairs"
  first_pid=$(pgrep -f -x "$REPO/build/services/messaging/messaging-service" | head -1 || true)
  [[ -n $first_pid ]] || die "(j) the messaging service is not running"
  free_port() { $PY -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
  j_http=$(free_port); j_ws=$(free_port)
  # The second instance: the same binary and environment as scripts/services.sh gives the first (`services.sh env`,
  # the one place it is written), other ports, no SMTP server (the first one sends the e-mails).
  mapfile -t j_env < <("$REPO/scripts/services.sh" env messaging "$j_http" "$j_ws") ||
    die "(j) cannot read the messaging service's environment"
  # WS_IO_THREADS and CHAT_WRITERS, when set (the first instance inherits them from this shell), reach the second
  # one too.
  env -i PATH="$PATH" "${j_env[@]}" SMTP_URL= ${WS_IO_THREADS:+WS_IO_THREADS=$WS_IO_THREADS} \
    ${CHAT_WRITERS:+CHAT_WRITERS=$CHAT_WRITERS} \
    "$REPO/build/services/messaging/messaging-service" </dev/null >>"$STATE/log/messaging-bench-j.log" 2>&1 &
  second_pid=$!
  stop_second() {
    if [[ -n ${second_pid:-} ]]; then
      kill -TERM "$second_pid" 2>/dev/null || true
      for _ in $(seq 60); do kill -0 "$second_pid" 2>/dev/null || break; sleep 0.5; done
      kill -KILL "$second_pid" 2>/dev/null || true
      wait "$second_pid" 2>/dev/null || true
      second_pid=
    fi
  }
  trap 'cpu_stop; stop_second' EXIT
  for _ in $(seq 60); do curl -fsS -m 2 -o /dev/null "http://127.0.0.1:$j_http/readyz" 2>/dev/null && break; sleep 0.5; done
  curl -fsS -m 2 -o /dev/null "http://127.0.0.1:$j_http/readyz" || die "(j) the second messaging instance is not ready"
  log "(j) second messaging instance pid $second_pid (HTTP $j_http, WS $j_ws); $((WS_PAIRS * 2)) sockets, $WS_RATE messages/s for $WS_DURATION s"
  j_since=$(psql_admin -c "SELECT now()")
  # Each instance's stage histograms of a chat message (cw_chat_stage_seconds), before and after: the difference says
  # which stage holds the tail (tests/load/chat_stages.py).
  j_scrape() {  # WHEN: both instances' /metrics into $OUT/j-metrics-WHEN-{1,2}.prom
    curl -fsS -m 5 -o "$OUT/j-metrics-$1-1.prom" "http://127.0.0.1:$MESSAGING_PORT/metrics" || true
    curl -fsS -m 5 -o "$OUT/j-metrics-$1-2.prom" "http://127.0.0.1:$j_http/metrics" || true
  }
  j_scrape before
  cost_begin j "messaging-2=$second_pid"
  cpu_start j "$MESSAGING_WS_PORT" messaging-service
  timeout --signal=INT $((WS_DURATION + 120)) "$WSLOAD" -pairs "$OUT/ws-pairs.json" \
    -ws1 "ws://127.0.0.1:$MESSAGING_WS_PORT/ws" -ws2 "ws://127.0.0.1:$j_ws/ws" \
    -pids "$first_pid,$second_pid" -rate "$WS_RATE" -duration "${WS_DURATION}s" -idle "$WS_IDLE" -drain "$WS_DRAIN" \
    -slow "$OUT/j.slow" -json "$OUT/j.json" || failed "(j) cw-wsload"
  cpu_stop
  j_scrape after
  $PY "$LOAD/chat_stages.py" "$OUT/j-stages.json" --before "$OUT"/j-metrics-before-*.prom \
    --after "$OUT"/j-metrics-after-*.prom || true
  rm -f "$OUT"/j-metrics-*.prom
  cost_end j 0 messages --count-from "$OUT/j.json" sent
  stop_second
  # Messages of the bench's projects stored during the run (counted once both instances have stopped or gone idle).
  j_stored=$(psql_admin -c "SELECT count(*) FROM messaging.messages WHERE project_id > 9000000000
    AND created_at >= '$j_since'::timestamptz")
  $PY - "$OUT/ws-pairs.json" "$OUT/j-setup.json" "$j_ws" "$j_stored" <<'EOF'
import json, sys
p = json.load(open(sys.argv[1]))
json.dump({**{k: p.get(k) for k in ("setupSec", "registered", "reused", "signedIn")}, "secondWsPort": int(sys.argv[3]),
           "storedInDatabase": int(sys.argv[4])}, open(sys.argv[2], "w"))
EOF
  rm -f "$OUT/ws-pairs.json"
fi

# --- 5. clean up and report ---------------------------------------------------------------------------------------
log "signing out the sessions the bench created"
$PY "$LOAD/bench.py" logout "$DIRECT" "$OUT/d.csv" "$OUT/e-logins.csv" || true
curl -fsS -m 5 -o /dev/null --data '' -H "Cookie: $COOKIE" "$DIRECT/api/logout" || true
[[ -f $OUT/bidders.json ]] && { $PY "$LOAD/bench.py" logout-sessions "$DIRECT" "$OUT/bidders.json" || true; }
# Per-request results (CSV ~30 MB per 8,000/s scenario, vegeta's raw files ~80 MB): kept only with BENCH_KEEP_RAW=1.
[[ ${BENCH_KEEP_RAW:-} == 1 ]] || rm -f "$OUT"/*.bin "$OUT"/*.csv
# Sessions and the targets that carry them (signed out above), and (i)'s request bodies.
rm -f "$OUT/login.json" "$OUT/user.json" "$OUT/bidders.json" "$OUT"/*.targets "$OUT/i.pairs"
rm -rf "$OUT/i-bodies"
log "scenarios took $((SECONDS - started)) s"

mkdir -p "$STATE/bench"
$PY "$LOAD/bench.py" report "$OUT" "$OUT/report.md"
if ((!SMOKE)); then
  cp "$OUT/report.md" "$STATE/bench/report.md"
  log "report: $STATE/bench/report.md (this run's figures in $OUT)"
  exit 0
fi
# The smoke: no figure counts, only what says the bench or the system broke: a part that failed, an answer that is an
# error, a message lost or duplicated, a socket that did not open, a payment without its ledger transfer.
broken=$(grep -E '^\|.*(errors|lost|duplicated|error frames|sockets open|payments succeeded)[^|]*\|.*\*\*FAIL\*\*' \
  "$OUT/report.md" || true)
if ((SMOKE_FAILURES)) || [[ -n $broken ]]; then
  [[ -z $broken ]] || printf '%s\n' "$broken" >&2
  die "the smoke of every scenario failed ($SMOKE_FAILURES part(s) failed; report: $OUT/report.md)"
fi
log "smoke: every scenario ran; report: $OUT/report.md"
