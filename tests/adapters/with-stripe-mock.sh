#!/usr/bin/env bash
# Runs a command with a private stripe-mock (Stripe's API mock) listening on a free 127.0.0.1 port, its URL in
# STRIPE_MOCK_URL; stripe-mock is stopped when the command ends, however it ends.
#   tests/adapters/with-stripe-mock.sh <command> [args...]
# stripe-mock comes from scripts/install-deps.sh: $MARKETPLACE_STATE_DIR/bin, else <repo>/.local/bin, or the path
# in STRIPE_MOCK_BIN. A missing stripe-mock fails the run: the adapter's tests are never skipped.
# It runs with -strict-version-check: a request whose Stripe-Version differs from the version of stripe-mock's
# OpenAPI description fails, so the adapter's pinned version (kStripeApiVersion) and stripe-mock move together.
set -euo pipefail

die() {
  echo "with-stripe-mock: $*" >&2
  exit 1
}

(($# > 0)) || die "usage: $0 <command> [args...]"

repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
candidates=()
[[ -n ${STRIPE_MOCK_BIN:-} ]] && candidates+=("$STRIPE_MOCK_BIN")
[[ -n ${MARKETPLACE_STATE_DIR:-} ]] && candidates+=("$MARKETPLACE_STATE_DIR/bin/stripe-mock")
candidates+=("$repo_root/.local/bin/stripe-mock")
stripe_mock=
for candidate in "${candidates[@]}"; do
  if [[ -x $candidate ]]; then
    stripe_mock=$candidate
    break
  fi
done
[[ -n $stripe_mock ]] ||
  die "stripe-mock not found (looked at: ${candidates[*]}). Install it with scripts/install-deps.sh, or point" \
    "MARKETPLACE_STATE_DIR (or STRIPE_MOCK_BIN) at an installed one."

work_dir=$(mktemp -d "${TMPDIR:-/tmp}/stripe-mock.XXXXXX")
log=$work_dir/stripe-mock.log
mock_pid=

stop_mock() {
  if [[ -n $mock_pid ]] && kill -0 "$mock_pid" 2>/dev/null; then
    kill "$mock_pid" 2>/dev/null || true
    # Up to 5 s to exit, then no more asking.
    for _ in $(seq 50); do
      kill -0 "$mock_pid" 2>/dev/null || break
      sleep 0.1
    done
    kill -9 "$mock_pid" 2>/dev/null || true
    wait "$mock_pid" 2>/dev/null || true
  fi
  rm -rf "$work_dir"
}
trap stop_mock EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Port 0 on both listeners: the system picks free ports, so parallel runs never collide. (Without -https-addr,
# stripe-mock also opens HTTPS on port 12112 of every interface.)
"$stripe_mock" -http-addr 127.0.0.1:0 -https-addr 127.0.0.1:0 -strict-version-check >"$log" 2>&1 &
mock_pid=$!

# It prints "Listening for HTTP at address: 127.0.0.1:<port>" once the socket is open.
url=
deadline=$((SECONDS + 30))
while [[ -z $url ]]; do
  if ! kill -0 "$mock_pid" 2>/dev/null; then
    cat "$log" >&2
    die "stripe-mock ($stripe_mock) exited before listening"
  fi
  ((SECONDS < deadline)) || {
    cat "$log" >&2
    die "stripe-mock did not listen within 30 s"
  }
  address=$(sed -n 's/^Listening for HTTP at address: \(127\.0\.0\.1:[0-9][0-9]*\)$/\1/p' "$log" | head -n 1)
  if [[ -n $address ]]; then url=http://$address; else sleep 0.1; fi
done

# Listening is not yet answering: wait for a real answer (any HTTP status) to a request.
until curl --silent --output /dev/null --max-time 2 "$url/v1/customers"; do
  ((SECONDS < deadline)) || {
    cat "$log" >&2
    die "stripe-mock at $url did not answer within 30 s"
  }
  sleep 0.1
done

echo "with-stripe-mock: $("$stripe_mock" -version 2>&1 | head -n 1) at $url" >&2
STRIPE_MOCK_URL=$url "$@"
