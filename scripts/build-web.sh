#!/usr/bin/env bash
# Builds the web app into web/dist (vite), unless web/dist is newer than every source of it: a make run with nothing
# changed skips the 15-20 s of a build. Usage: scripts/build-web.sh [--force]
set -euo pipefail
source "$(dirname "$0")/config.sh"
LOG_TAG=build-web

WEB=$REPO_ROOT/web
[[ -f $WEB/package.json ]] || { log "no web/package.json, nothing to build"; exit 0; }
built=$WEB/dist/index.html
if [[ ${1:-} != --force && -f $built ]]; then
  # Any file of the app (sources, config, lock file) newer than the last build's index.html means build again.
  newer=$(find "$WEB" \( -path "$WEB/node_modules" -o -path "$WEB/dist" \) -prune -o -type f -newer "$built" -print -quit)
  if [[ -z $newer ]]; then
    log "web/dist is up to date"
    exit 0
  fi
fi
t0=$(now)
(cd "$WEB" && npm run build --silent)
log "web/dist built in $(elapsed_since "$t0")s"
