#!/usr/bin/env bash
# Every test suite against a running system: starts infrastructure, services (with the local admin account) and the
# gateway, then runs unit tests (ctest), the web app's unit tests (Vitest), the deployment checks (tests/deploy),
# contract and integration tests (pytest), end-to-end tests (Playwright), API fuzzing and a short chaos run, then
# checks that no service crashed meanwhile, and prints a summary. Exits non-zero when anything failed. The system is
# left running (make stop stops it).
# Usage: scripts/run-tests.sh [SUITE...]   every suite when none is named (make test builds first, then calls this);
#   SUITE is unit (ctest, Vitest and the deployment checks: no running system needed), contract, integration, e2e,
#   fuzz, bench-smoke (every make bench scenario for seconds, no targets) or chaos; SERVICE=<name> narrows contract to
#   tests/contract/<name>. make unit, make contract, ... call this.
set -uo pipefail
source "$(dirname "$0")/config.sh"
LOG_TAG="test"

# The admin auth creates at start, which the tests sign in as: MARKETPLACE_ADMIN_* from the environment, else the
# generated credentials of $STATE/admin-credentials (the same ones make run prints), exported for pytest and
# Playwright.
load_admin_credentials
# Billing's clock may be moved forward by the tests (POST /internal/clock on its own port): a month passes in a second.
export BILLING_TEST_CLOCK=1
# So may projects' (milestones approve themselves after 7 days of silence).
export PROJECTS_TEST_CLOCK=1
# And auth's (certification tracks: certificates lapse after 24 months, reminders 30 and 7 days before; POST
# /internal/sweep sends the reminders due at once).
export AUTH_TEST_CLOCK=1
# messaging answers POST /internal/mail/hold-after-next-send on its own port (the e-mail crash test).
export MAIL_TEST_HOOKS=1
# The public platform figures are computed again after a second, not five minutes (analytics' cache).
export PLATFORM_FIGURES_MAX_AGE_SECONDS=1
# Webhook receivers in the tests are local http servers, and a retry comes in a fraction of a second, not 30 s.
export WEBHOOK_ALLOW_LOCAL=1 WEBHOOK_RETRY_SCALE=0.01
# The suites share the two cores with Chromium, Vitest and a build: a service starved of CPU for a moment there is not
# overloaded, and a 503 would fail a journey that is fine. Load shedding keeps its production bounds in make run and
# make bench; its own tests (tests/unit/http_server_test.cpp) set theirs.
export HTTP_EVENT_LOOP_LAG_MS=${HTTP_EVENT_LOOP_LAG_MS:-2000} HTTP_WORKER_WAIT_MS=${HTTP_WORKER_WAIT_MS:-10000}
# One instance of each service: some tests move one process's clock or hold one instance's mail sender, and
# tests/integration/test_scale_out_every_service.py starts (and stops) the second instances itself. The restart below
# stops any other instance left running.
unset SCALE SCALE_AUTH SCALE_PROJECTS SCALE_MESSAGING SCALE_BILLING SCALE_ANALYTICS
# For tests that inspect the database directly (local development credentials).
export PG_ADMIN_URL=${PG_ADMIN_URL:-postgresql://postgres:postgres@127.0.0.1:$PG_PORT/marketplace}

results=()
failed=0
# What each failed suite named as its failures (pytest's "FAILED ..." lines, Playwright's numbered list, ctest's
# "***Failed"), printed under the summary: CI shows only the tail of the output.
failures=()

suite_output() { echo "$LOG_DIR/suite-${1//[^a-z0-9]/_}.out"; }

# The machine's busy CPU time so far, in clock ticks (/proc/stat: user, nice, system, irq, softirq, steal): a suite's
# share of it, against its wall time, tells a suite that waits (sleeps, polls, restarts) from one that computes. On a
# machine of its own (CI) it is what the suite and the system under test used; elsewhere it includes other work.
busy_ticks() { awk '/^cpu / { print $2 + $3 + $4 + $7 + $8 + $9; exit }' /proc/stat; }
# cpu_since <ticks>: "cpu <s> s (<share> % of <n> cores)" since then.
cpu_since() {
  awk -v a="$1" -v b="$(busy_ticks)" -v hz="$(getconf CLK_TCK)" -v n="$(nproc)" -v t0="$2" -v t1="$EPOCHREALTIME" \
    'BEGIN { s = (b - a) / hz; w = t1 - t0
             printf "cpu %5.0fs (%3.0f%% of %d cores)", s, (w > 0 ? 100 * s / (w * n) : 0), n }'
}

# step <name> <command...>: run one suite, remember its outcome, duration and the CPU the machine used meanwhile.
step() {
  local name=$1 t0 ticks rc out
  shift
  log "=== $name: $*"
  out=$(suite_output "$name")
  t0=$(now)
  ticks=$(busy_ticks)
  sample_cpu_start "$name"
  "$@" 2>&1 | tee "$out"
  rc=${PIPESTATUS[0]}
  sample_cpu_stop "$name"
  record_outcome "$name" "$t0" "$rc" "$out" "$ticks"
  return $rc
}

# Which processes a suite's CPU went to (scripts/cpu-by-process.py, sampled twice a second), listed under the summary:
# the suites are CPU-bound here, so this says what to make cheaper for a shorter run.
declare -A cpu_sampler
cpu_lines=()
sample_cpu_start() {
  rm -f "$(suite_output "$1").cpu"
  python3 "$REPO_ROOT/scripts/cpu-by-process.py" --out "$(suite_output "$1").cpu" &
  cpu_sampler[$1]=$!
}
sample_cpu_stop() {
  local pid=${cpu_sampler[$1]:-}
  [[ -n $pid ]] || return 0
  kill -TERM "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  local line
  line=$(cat "$(suite_output "$1").cpu" 2>/dev/null)
  [[ -n $line && $line != "nothing measurable" ]] && cpu_lines+=("$(printf '%-36s %s' "$1" "$line")")
  unset "cpu_sampler[$1]"
}

# record_outcome <name> <t0> <rc> <output> [<busy ticks at t0>]: the suite's line in the summary, and its failed tests.
record_outcome() {
  local name=$1 t0=$2 rc=$3 out=$4 ticks=${5:-} line cpu=
  [[ -n $ticks ]] && cpu="  $(cpu_since "$ticks" "$t0")"
  if ((rc == 0)); then
    results+=("$(printf '%-36s PASSED   %6ss%s' "$name" "$(elapsed_since "$t0")" "$cpu")")
  else
    results+=("$(printf '%-36s FAILED   %6ss%s  (exit %s)' "$name" "$(elapsed_since "$t0")" "$cpu" "$rc")")
    failed=1
    while IFS= read -r line; do failures+=("$name: $line"); done < <(failed_tests_in "$out")
  fi
}

# step_beside <name> <command...>: a suite that needs no running system runs beside the next ones (which mostly wait
# on the services), at a lower CPU priority; finish_beside collects its outcome and shows its output there.
declare -A beside_pid beside_t0 beside_ticks
step_beside() {
  local name=$1
  shift
  log "=== $name, beside the next suites (output shown when it is collected): $*"
  beside_t0[$name]=$(now)
  beside_ticks[$name]=$(busy_ticks)
  sample_cpu_start "$name"
  (renice -n 10 "$BASHPID" >/dev/null && "$@") >"$(suite_output "$name")" 2>&1 &
  beside_pid[$name]=$!
}
finish_beside() {
  local name=$1 rc=0
  [[ -n ${beside_pid[$name]:-} ]] || return 0
  wait "${beside_pid[$name]}" || rc=$?
  sample_cpu_stop "$name"
  log "=== $name (ran beside the suites before)"
  cat "$(suite_output "$name")"
  # Its CPU figure is the machine's from its start to its collection: the suites beside it included.
  record_outcome "$name" "${beside_t0[$name]}" "$rc" "$(suite_output "$name")" "${beside_ticks[$name]}"
  unset "beside_pid[$name]"
}

# failed_tests_in <output>: the names of the failed tests in a suite's output (at most 30 lines, colours removed).
failed_tests_in() {
  sed -E 's/\x1b\[[0-9;]*[A-Za-z]//g; s/^ +//' "$1" |
    grep -E '^(FAILED|ERROR|FAIL) |^[0-9]+\) \[chromium\]|\*\*\*(Failed|Exception)|^✘' |
    sort -u | head -n 30
}
skip() { results+=("$(printf '%-36s skipped  %s' "$1" "$2")"); }

# in_dir <dir> <command...>: run a command from another folder.
in_dir() { (cd "$1" && shift && "$@"); }

has_python_tests() { [[ -d $1 ]] && [[ -n $(find "$1" \( -name 'test_*.py' -o -name '*_test.py' \) -print -quit) ]]; }

start_system() {
  "$REPO_ROOT/scripts/infra.sh" start &&
    # A restart, so the services run the binaries just built and see the test admin account.
    "$REPO_ROOT/scripts/services.sh" restart &&
    "$REPO_ROOT/scripts/gateway.sh" start
}

# What the crash record and the services' logs hold before the run: only what is written after it counts.
CRASH_LOG=$LOG_DIR/crashes.log
file_size() { stat -c %s "$1" 2>/dev/null || echo 0; }
# The logs of every instance (log/<service>.log, log/<service>-<k>.log), those that exist now and those a test creates.
instance_logs() {
  local name
  for name in "${SERVICES[@]}"; do
    compgen -G "$LOG_DIR/$name.log" || true
    compgen -G "$LOG_DIR/$name-[0-9]*.log" || true
  done
}
declare -A log_offsets
log_offsets[crashes]=$(file_size "$CRASH_LOG")
while read -r file; do log_offsets[${file##*/}]=$(file_size "$file"); done < <(instance_logs)

# since_start <key> <file>: what was appended to the file during the run (all of it if it was replaced meanwhile, or
# created since).
since_start() {
  local offset=${log_offsets[$1]:-0}
  (($(file_size "$2") >= offset)) || offset=0
  tail -c +$((offset + 1)) "$2" 2>/dev/null
}

# A crash of any process during the run fails it. The supervisors (scripts/supervise.sh) record every unexpected
# exit of a service in log/crashes.log; exits a test caused on purpose (services.sh kill9, or a test that announces
# its kill the same way) are recorded as deliberate and do not count. A service's own words for a crash count too,
# even when it survived them (an assertion that only logs, a sanitizer report).
CRASH_PATTERN='Assertion .* failed|terminate called|Segmentation fault|AddressSanitizer'
no_service_crashed() {
  local crashes name lines found=0
  crashes=$(since_start crashes "$CRASH_LOG" | awk '/^=== / { keep = ($2 == "CRASH") } keep')
  if [[ -n $crashes ]]; then
    echo "--- services that exited unexpectedly during the run (from $CRASH_LOG):"
    echo "$crashes"
    found=1
  fi
  while read -r file; do
    name=${file##*/}
    lines=$(since_start "$name" "$file" | grep -E -m 20 "$CRASH_PATTERN")
    if [[ -n $lines ]]; then
      echo "--- $name, lines written during the run that report a crash:"
      echo "$lines"
      found=1
    fi
  done < <(instance_logs)
  return $found
}

ALL_SUITES=(unit contract integration e2e fuzz bench-smoke chaos)
SUITES=("$@")
((${#SUITES[@]})) || SUITES=("${ALL_SUITES[@]}")
for suite in "${SUITES[@]}"; do
  [[ " ${ALL_SUITES[*]} " == *" $suite "* ]] || die "unknown suite '$suite' (one of: ${ALL_SUITES[*]})"
done
wanted() { [[ " ${SUITES[*]} " == *" $1 "* ]]; }
# Every suite but unit talks to the running system.
needs_system=0
for suite in "${SUITES[@]}"; do [[ $suite == unit ]] || needs_system=1; done
if [[ -n ${SERVICE:-} && ! -d $REPO_ROOT/tests/contract/$SERVICE ]]; then
  die "SERVICE=$SERVICE: no tests/contract/$SERVICE (one of: $(cd "$REPO_ROOT/tests/contract" && ls -d */ | tr -d / | xargs))"
fi

system_up=0
if ((needs_system)); then
  step "start the system" start_system && system_up=1
fi

# pytest_suite <name> <folder> [runner]: one pytest run over a folder (or the runner's, given the folder), against
# the running system.
plain_pytest() { "$STATE/venv/bin/pytest" "$1" -q --durations=10; }
pytest_suite() {
  local name=$1 dir=$2 runner=${3:-plain_pytest}
  if ! has_python_tests "$REPO_ROOT/$dir"; then
    skip "$name" "no test files in $dir"
  elif ((!system_up)); then
    skip "$name" "not run: the system did not start"
  elif [[ ! -x $STATE/venv/bin/pytest ]]; then
    step "$name" false
    log "no pytest in $STATE/venv: run scripts/install-deps.sh --test"
  else
    step "$name" in_dir "$REPO_ROOT" "$runner" "$dir"
  fi
}

# make test builds only what the system and the suites' own tools need before the run (SUITE_TOOLS in the Makefile):
# the rest of the tree, the C++ unit tests, builds here in the background at the lowest CPU priority while the other
# suites run (they leave a core idle much of the time), and ctest runs after them.
background_build=
if [[ ${TESTS_BUILD_IN_BACKGROUND:-} == 1 ]] && wanted unit; then
  log "building the C++ unit tests in the background (nice 19; $LOG_DIR/build-unit-tests.log)"
  nice -n 19 cmake --build "$REPO_ROOT/build" >"$LOG_DIR/build-unit-tests.log" 2>&1 &
  background_build=$!
fi

# web_unit_tests <step|step_beside>: the web app's own unit tests (Vitest), when web/package.json has a test script.
web_unit_tests() {
  if [[ -f $REPO_ROOT/web/package.json ]] &&
    node -e 'process.exit(require(process.argv[1]).scripts?.test ? 0 : 1)' "$REPO_ROOT/web/package.json"; then
    "$1" "web unit tests (vitest)" in_dir "$REPO_ROOT/web" npm test --silent
  else
    skip "web unit tests (vitest)" "no test script in web/package.json"
  fi
}

# unit_tests_ctest: the C++ unit tests, once the background build (if any) has finished.
unit_tests_ctest() {
  if [[ -n $background_build ]]; then
    local t0 rc=0
    t0=$(now)
    wait "$background_build" || rc=$?
    if ((rc)); then
      results+=("$(printf '%-36s FAILED   %6ss  (exit %s)' "build the C++ unit tests" "$(elapsed_since "$t0")" "$rc")")
      failed=1
      tail -n 40 "$LOG_DIR/build-unit-tests.log"
      return
    fi
    results+=("$(printf '%-36s PASSED   %6ss  (waited for)' "build the C++ unit tests" "$(elapsed_since "$t0")")")
  fi
  if [[ -f $REPO_ROOT/build/CTestTestfile.cmake ]]; then
    step "unit tests (ctest)" ctest --test-dir "$REPO_ROOT/build" --output-on-failure
  else
    skip "unit tests (ctest)" "no build/CTestTestfile.cmake"
  fi
}

vitest_beside_last=0
if wanted unit && ((system_up)) && { wanted bench-smoke || wanted chaos; }; then vitest_beside_last=1; fi

if wanted unit; then
  [[ -n $background_build ]] || unit_tests_ctest

  # The web app's own unit tests (Vitest) need no system and two cores: beside the last suites when they run (the bench
  # smoke and chaos mostly wait on the services, a core idle most of their time), else here.
  ((vitest_beside_last)) || web_unit_tests step

  # The deployment files (deploy/k8s with kubeconform, compose.yaml) against what the services require. These tests
  # read files only, so they need no running system.
  if [[ ! -x $STATE/venv/bin/pytest ]]; then
    step "deploy manifests (kubeconform + env)" false
    log "no pytest in $STATE/venv: run scripts/install-deps.sh --test"
  else
    step "deploy manifests (kubeconform + env)" in_dir "$REPO_ROOT" "$STATE/venv/bin/pytest" tests/deploy -q
  fi
fi

# The contract tests run CONTRACT_WORKERS at a time (pytest-xdist; a test file stays on one worker): they mostly wait
# on the services. Those marked serial (they move a service's clock, or count what anybody's test creates) run after
# the others, alone. Each run lists its slowest tests (--durations): where the suite's minutes go.
CONTRACT_WORKERS=${CONTRACT_WORKERS:-4}
contract_tests() {
  local rc=0 serial_rc
  "$STATE/venv/bin/pytest" "$1" -q -m "not serial" -n "$CONTRACT_WORKERS" --dist loadfile --durations=10 || rc=$?
  "$STATE/venv/bin/pytest" "$1" -q -m serial -p no:xdist --durations=10
  serial_rc=$?
  ((serial_rc == 0 || serial_rc == 5)) || rc=$serial_rc # 5: none marked serial in this folder
  return $rc
}
if wanted contract; then
  if [[ -n ${SERVICE:-} ]]; then
    pytest_suite "contract, $SERVICE (pytest)" "tests/contract/$SERVICE" contract_tests
  else
    pytest_suite "contract (pytest)" tests/contract contract_tests
  fi
fi
wanted integration && pytest_suite "integration (pytest)" tests/integration

if wanted e2e; then
  if [[ ! -f $REPO_ROOT/tests/e2e/package.json ]]; then
    skip "end to end (playwright)" "no tests/e2e/package.json"
  elif ((!system_up)); then
    skip "end to end (playwright)" "not run: the system did not start"
  else
    step "end to end (playwright)" in_dir "$REPO_ROOT/tests/e2e" npx playwright test
  fi
fi

# Late: it sends thousands of odd requests, and the last step then sees whether any of them took a process down.
if wanted fuzz; then
  if ((!system_up)); then
    skip "API fuzzing (schemathesis)" "not run: the system did not start"
  else
    step "API fuzzing (schemathesis)" "$REPO_ROOT/tests/fuzz/run.sh"
  fi
fi

((vitest_beside_last)) && web_unit_tests step_beside

# Every scenario of make bench for a second or two at a few dozen requests a second (BENCH_SMOKE=1), so the bench
# cannot rot unnoticed: it fails on a broken scenario or an error answer, never on a figure.
if wanted bench-smoke; then
  if ((!system_up)); then
    skip "bench, smoke of every scenario" "not run: the system did not start"
  else
    step "bench, smoke of every scenario" env BENCH_SMOKE=1 BENCH_NO_START=1 "$REPO_ROOT/tests/load/bench.sh"
  fi
fi

# A short chaos run (tests/chaos; make chaos is the full one): a small load while a service, the Kafka broker, Redis and
# PostgreSQL are SIGKILLed in turn, then every acknowledged write is checked everywhere (0 lost, 0 duplicated). The
# service's kill is announced to its supervisor, so the next step does not count it; every part runs again after it.
if wanted chaos; then
  if ((!system_up)); then
    skip "chaos, short (kills under load)" "not run: the system did not start"
  else
    step "chaos, short (kills under load)" "$REPO_ROOT/tests/chaos/run.sh" --short
  fi
fi

finish_beside "web unit tests (vitest)"
[[ -n $background_build ]] && unit_tests_ctest

((needs_system)) && step "no service crashed" no_service_crashed

# In CI nothing may outlive the run: stop what was started (after showing what the services said, on failure).
if [[ ${CI:-} == true ]]; then
  if ((failed)); then
    for name in "${SERVICES[@]}"; do
      [[ -f $LOG_DIR/$name.log ]] && { echo "--- last lines of $name.log"; tail -n 25 "$LOG_DIR/$name.log"; }
    done
  fi
  "$REPO_ROOT/scripts/gateway.sh" stop || true
  "$REPO_ROOT/scripts/services.sh" stop || true
  "$REPO_ROOT/scripts/infra.sh" stop || true
fi

echo
echo "================ CabinetWorks test summary ================"
printf '%s\n' "${results[@]}"
echo "==========================================================="
if ((${#cpu_lines[@]})); then
  echo "Where the CPU went (CPU-seconds by process, while each suite ran; a suite beside another shares its window):"
  printf '  %s\n' "${cpu_lines[@]}"
fi
if ((${#failures[@]})); then
  echo "What failed:"
  printf '  %s\n' "${failures[@]}"
fi
if ((failed)); then
  echo "RESULT: FAILED (logs: $LOG_DIR)"
  exit 1
fi
if [[ ${CI:-} == true ]] || ((!needs_system)); then
  echo "RESULT: all passed."
else
  echo "RESULT: all passed. The system is still running at $MARKETPLACE_URL (make stop stops it)."
  admin_sign_in
fi
