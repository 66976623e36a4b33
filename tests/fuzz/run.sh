#!/usr/bin/env bash
# Fuzzes every service's HTTP API with schemathesis against its openapi.yaml, through nginx, anonymously and as a
# client, an engineer and the admin, plus /healthz and /readyz on each service's port (tests/fuzz/run.py says how).
# The system must be running (make run). Exits 0 when every check passed, 1 on any failure (each printed with a
# curl command that reproduces it), 2 when it cannot start. Reports: $MARKETPLACE_STATE_DIR/log/fuzz/<time>/.
# Usage: tests/fuzz/run.sh [--seed N|random] [--max-examples N] [--time-budget SECONDS] [--services auth,...]
#                          [--roles anonymous,client,engineer,admin,health] [--parallel N]
# schemathesis lives in its own venv, $MARKETPLACE_STATE_DIR/fuzz-venv (scripts/install-deps.sh installs it from
# tests/fuzz/requirements.txt), so its dependencies never meet the pins of tests/requirements.txt.
set -euo pipefail
# shellcheck source-path=SCRIPTDIR source=../../scripts/config.sh
source "$(dirname "$0")/../../scripts/config.sh"
LOG_TAG=fuzz

FUZZ_VENV=$STATE/fuzz-venv
if [[ ! -x $FUZZ_VENV/bin/schemathesis ]]; then
  log "ERROR: no schemathesis in $FUZZ_VENV: run scripts/install-deps.sh"
  exit 2
fi
exec "$FUZZ_VENV/bin/python" "$REPO_ROOT/tests/fuzz/run.py" "$@"
