#!/usr/bin/env bash
# What make run and make test do before the services start, in the order that waits least on a fresh machine: the
# Debian packages first (the compiler and the libraries), then the C++ build runs while everything else is installed
# (mostly downloads: Kafka's jars, npm packages, Go tools, Python venvs), the infrastructure starts (PostgreSQL,
# Redis, Kafka, the mail catcher) and the web app builds. Fails when any part failed, after all of them ended.
# Usage: scripts/bring-up.sh [--test] [--no-infra] <cmake target...>
#   --test: what the tests need too (scripts/install-deps.sh --test); --no-infra: install and build only.
set -euo pipefail
source "$(dirname "$0")/config.sh"
LOG_TAG=bring-up

deps_flags=()
infra=1
while [[ ${1:-} == --* ]]; do
  case $1 in
    --test) deps_flags=(--test) ;;
    --no-infra) infra=0 ;;
    *) die "usage: scripts/bring-up.sh [--test] [--no-infra] <cmake target...>" ;;
  esac
  shift
done
(($# > 0)) || die "usage: scripts/bring-up.sh [--test] [--no-infra] <cmake target...>"

t0=$(now)
"$REPO_ROOT/scripts/install-deps.sh" "${deps_flags[@]}" --packages-only

# The C++ build needs only the packages: it compiles while the rest downloads.
(cmake -S "$REPO_ROOT" -B "$REPO_ROOT/build" -G Ninja -DCMAKE_BUILD_TYPE=Release &&
  cmake --build "$REPO_ROOT/build" --target "$@") &
build=$!

failed=()
if "$REPO_ROOT/scripts/install-deps.sh" "${deps_flags[@]}" --no-packages; then
  infra_pid=
  if ((infra)); then
    "$REPO_ROOT/scripts/infra.sh" start &
    infra_pid=$!
  fi
  "$REPO_ROOT/scripts/build-web.sh" || failed+=("the web app's build")
  if [[ -n $infra_pid ]] && ! wait "$infra_pid"; then failed+=("the infrastructure's start"); fi
else
  failed+=("the installs")
fi
wait "$build" || failed+=("the C++ build")
if ((${#failed[@]})); then
  log "FAILED: $(IFS=,; echo "${failed[*]}" | sed 's/,/, /g')"
  exit 1
fi
log "installed, built ($*)$( ((infra)) && echo " and infrastructure started") in $(elapsed_since "$t0")s"
