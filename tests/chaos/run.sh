#!/usr/bin/env bash
# Chaos with nothing lost (issue 17): starts what is not running (infrastructure, services, gateway: each start
# leaves a running part alone), then runs tests/chaos/chaos.py, which kills every part in turn under a fixed load and
# checks that no acknowledged write was lost or duplicated anywhere. The system is left running and healthy.
# Usage: tests/chaos/run.sh [--short] [chaos.py options...]   (make chaos: the full run; make test: --short)
# The figures go to $MARKETPLACE_STATE_DIR/log/chaos-<time>.json (or --report FILE).
set -euo pipefail
source "$(dirname "$0")/../../scripts/config.sh"
LOG_TAG=chaos

load_admin_credentials
export PG_ADMIN_URL=${PG_ADMIN_URL:-postgresql://postgres:postgres@127.0.0.1:$PG_PORT/marketplace}
PYTHON=$STATE/venv/bin/python
[[ -x $PYTHON ]] || die "no Python in $STATE/venv: run scripts/install-deps.sh (make deps)"

"$REPO_ROOT/scripts/infra.sh" start
"$REPO_ROOT/scripts/services.sh" start
"$REPO_ROOT/scripts/gateway.sh" start

report=()
[[ " $* " == *" --report "* ]] || report=(--report "$LOG_DIR/chaos-$(date +%Y%m%d-%H%M%S).json")
rc=0
"$PYTHON" "$REPO_ROOT/tests/chaos/chaos.py" "${report[@]}" "$@" || rc=$?

# Whatever happened, leave every part running for what comes next (chaos.py restarts what it killed; this is the
# safety net when it was interrupted).
"$REPO_ROOT/scripts/infra.sh" start >/dev/null 2>&1 || { log "infrastructure did not come back"; rc=1; }
wait_for 60 "every service ready" "$REPO_ROOT/scripts/services.sh" status || { "$REPO_ROOT/scripts/services.sh" status; rc=1; }
exit $rc
