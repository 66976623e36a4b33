#!/usr/bin/env bash
# Installs what the build and the local system need (make run), or that and what the tests need (--test: make test).
# Idempotent: each step checks first, so a second run takes a second or two.
# Usage: scripts/install-deps.sh [--test] [--packages-only | --no-packages]
#   --packages-only: the Debian packages alone (what the C++ build needs); --no-packages: everything else (downloads
#   that scripts/bring-up.sh runs while the code compiles).
set -euo pipefail
source "$(dirname "$0")/config.sh"
LOG_TAG=deps

TESTS=0
PACKAGES=1
OTHERS=1
for arg in "$@"; do
  case $arg in
    --test) TESTS=1 ;;
    --packages-only) OTHERS=0 ;;
    --no-packages) PACKAGES=0 ;;
    *) die "usage: scripts/install-deps.sh [--test] [--packages-only | --no-packages]" ;;
  esac
done

# What building and running the system needs (make run).
APT_PACKAGES=(
  build-essential cmake ninja-build pkg-config
  libpqxx-dev libhiredis-dev librdkafka-dev libspdlog-dev libcpp-httplib-dev nlohmann-json3-dev libsodium-dev
  libboost-dev libboost-system-dev zlib1g-dev libssl-dev libcurl4-openssl-dev libgtest-dev googletest
  libdxflib-dev # the DXF preflight (services/projects/domain/dxf_preflight.cpp)
  mold # the linker (CMakeLists.txt uses it when present: every executable links in a fraction of ld's time)
  postgresql-15 redis-server nginx kcat gettext-base curl
  python3-aiosmtpd # the local mail catcher, scripts/mailcatcher.py (run by the system python3, not a venv)
)
# What only the tests need (make test): the browser of the end-to-end tests (chromium-headless-shell, what
# tests/e2e/playwright.config.ts runs; chromium for CHROMIUM_PATH=/usr/bin/chromium and for a look by hand) and the test
# venvs' python3-venv.
TEST_APT_PACKAGES=(chromium chromium-headless-shell python3-venv)

package_installed() { [[ $(dpkg-query -W -f='${Status}' "$1" 2>/dev/null) == 'install ok installed' ]]; }

# Debian starts these daemons on their default ports when they are installed. Ours run from the state folder, so
# stop the system-wide ones (only when their own pid file says they run: never touch the project's processes).
stop_system_daemons() {
  local unit pidfile
  for unit in nginx:/run/nginx.pid redis-server:/run/redis/redis-server.pid postgresql:/run/postgresql/15-main.pid; do
    pidfile=${unit#*:}
    unit=${unit%%:*}
    if [[ -s $pidfile ]] && kill -0 "$(head -n 1 "$pidfile")" 2>/dev/null; then
      log "stopping the system $unit daemon (Debian started it on install)"
      service "$unit" stop >/dev/null 2>&1 || true
    fi
  done
}

install_apt_packages() {
  local missing=() p
  local wanted=("${APT_PACKAGES[@]}")
  ((TESTS)) && wanted+=("${TEST_APT_PACKAGES[@]}")
  for p in "${wanted[@]}"; do package_installed "$p" || missing+=("$p"); done
  command -v java >/dev/null || missing+=(openjdk-17-jre-headless)
  command -v mvn >/dev/null || missing+=(maven)
  if ((${#missing[@]} == 0)); then
    log "apt packages: all present"
  else
    log "apt packages: installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -q
    apt-get install -y -q --no-install-recommends "${missing[@]}"
  fi
  stop_system_daemons
}

# The broker's jars from Maven Central (scripts/kafka/pom.xml), re-fetched when the pom changes.
install_kafka_jars() {
  local pom=$REPO_ROOT/scripts/kafka/pom.xml stamp=$KAFKA_LIB/.pom.sha256 want
  want=$(sha256sum "$pom" | cut -d' ' -f1)
  if [[ -f $stamp && $(<"$stamp") == "$want" ]]; then
    log "kafka jars: present in $KAFKA_LIB"
    return
  fi
  log "kafka jars: fetching with maven into $KAFKA_LIB"
  local tmp=$KAFKA_LIB.tmp
  rm -rf "$tmp"
  # Debian's Maven 3.8.7 prints colour codes even with -B -q: keep its output for failures only.
  mvn -B -q -f "$pom" dependency:copy-dependencies -DoutputDirectory="$tmp" -DincludeScope=runtime \
    >"$LOG_DIR/maven.log" 2>&1 || { show_log "$LOG_DIR/maven.log"; die "maven could not fetch the kafka jars"; }
  echo "$want" >"$tmp/.pom.sha256"
  rm -rf "$KAFKA_LIB"
  mv "$tmp" "$KAFKA_LIB"
  log "kafka jars: $(find "$KAFKA_LIB" -name '*.jar' | wc -l) jars"
}

# stripe-mock (Stripe's official API mock, for the billing adapter's tests), built with Go into $STATE/bin.
STRIPE_MOCK_VERSION=v0.203.0
install_stripe_mock() {
  local bin=$STATE/bin/stripe-mock stamp=$STATE/bin/.stripe-mock.version go
  # Not $(<file 2>/dev/null): with a second redirection bash no longer reads the file, and the test never passed.
  if [[ -x $bin && -f $stamp && $(<"$stamp") == "$STRIPE_MOCK_VERSION" ]]; then
    log "stripe-mock: present"
    return
  fi
  go=$(command -v go || echo /usr/local/go/bin/go)
  [[ -x $go ]] || die "stripe-mock needs Go (go install): none on PATH or in /usr/local/go"
  log "stripe-mock: go install github.com/stripe/stripe-mock@$STRIPE_MOCK_VERSION"
  mkdir -p "$STATE/bin"
  GOBIN=$STATE/bin "$go" install "github.com/stripe/stripe-mock@$STRIPE_MOCK_VERSION" >"$LOG_DIR/go-install.log" 2>&1 ||
    { show_log "$LOG_DIR/go-install.log"; die "go install stripe-mock failed"; }
  echo "$STRIPE_MOCK_VERSION" >"$stamp"
}

# kubeconform (validates deploy/k8s, tests/deploy), built with Go into $STATE/bin like stripe-mock.
KUBECONFORM_VERSION=v0.7.0
install_kubeconform() {
  local bin=$STATE/bin/kubeconform stamp=$STATE/bin/.kubeconform.version go
  if [[ -x $bin && -f $stamp && $(<"$stamp") == "$KUBECONFORM_VERSION" ]]; then
    log "kubeconform: present"
    return
  fi
  go=$(command -v go || echo /usr/local/go/bin/go)
  [[ -x $go ]] || die "kubeconform needs Go (go install): none on PATH or in /usr/local/go"
  log "kubeconform: go install github.com/yannh/kubeconform/cmd/kubeconform@$KUBECONFORM_VERSION"
  mkdir -p "$STATE/bin"
  GOBIN=$STATE/bin "$go" install "github.com/yannh/kubeconform/cmd/kubeconform@$KUBECONFORM_VERSION" \
    >"$LOG_DIR/go-install.log" 2>&1 || { show_log "$LOG_DIR/go-install.log"; die "go install kubeconform failed"; }
  echo "$KUBECONFORM_VERSION" >"$stamp"
}

# The JSON schemas kubeconform validates against, for this Kubernetes version (tests/deploy/validate.sh uses the
# same). kubeconform would download them from GitHub; here only package registries are reachable, so the API's
# OpenAPI spec comes from the Go module proxy (k8s.io/kubernetes ships api/openapi-spec/swagger.json) and
# tests/deploy/openapi_to_json_schemas.py converts it (kubeconform's own scripts/openapi2jsonschema.py converts
# CRDs only). Redone when the converter changes; a folder that exists is complete (it is renamed into place).
KUBERNETES_SCHEMA_VERSION=v1.31.4
install_kubernetes_schemas() {
  local out=$STATE/kubernetes-json-schema converter=$REPO_ROOT/tests/deploy/openapi_to_json_schemas.py
  local stamp=$STATE/kubernetes-json-schema/.$KUBERNETES_SCHEMA_VERSION.sha256 want go module spec
  want=$(sha256sum "$converter" | cut -d' ' -f1)
  if [[ -d $out/$KUBERNETES_SCHEMA_VERSION-standalone-strict && -d $out/$KUBERNETES_SCHEMA_VERSION-standalone &&
    -f $stamp && $(<"$stamp") == "$want" ]]; then
    log "kubernetes schemas: present ($KUBERNETES_SCHEMA_VERSION)"
    return
  fi
  go=$(command -v go || echo /usr/local/go/bin/go)
  [[ -x $go ]] || die "the Kubernetes schemas need Go (go mod download): none on PATH or in /usr/local/go"
  log "kubernetes schemas: k8s.io/kubernetes@$KUBERNETES_SCHEMA_VERSION's OpenAPI spec from the Go module proxy"
  # go mod download wants a module to run in: a throwaway one.
  module=$STATE/tmp/kubernetes-schemas-module
  rm -rf "$module"
  mkdir -p "$module" "$out"
  (cd "$module" && "$go" mod init cabinetworks/kubernetes-schemas &&
    "$go" mod download -json "k8s.io/kubernetes@$KUBERNETES_SCHEMA_VERSION" >download.json) \
    >"$LOG_DIR/kubernetes-schemas.log" 2>&1 ||
    {
      show_log "$LOG_DIR/kubernetes-schemas.log"
      show_log "$module/download.json" # go mod download -json reports its error here
      die "go mod download k8s.io/kubernetes failed"
    }
  spec=$(python3 -c 'import json, sys; print(json.load(sys.stdin)["Dir"])' <"$module/download.json")
  spec=$spec/api/openapi-spec/swagger.json
  [[ -f $spec ]] || die "no $spec in the downloaded module"
  local strict
  for strict in --strict ''; do
    python3 "$converter" "$spec" "$out/$KUBERNETES_SCHEMA_VERSION-standalone${strict:+-strict}" ${strict:+"$strict"} \
      >>"$LOG_DIR/kubernetes-schemas.log" 2>&1 ||
      { show_log "$LOG_DIR/kubernetes-schemas.log"; die "converting the Kubernetes OpenAPI spec failed"; }
  done
  echo "$want" >"$stamp"
  rm -rf "$module"
  log "kubernetes schemas: $(find "$out/$KUBERNETES_SCHEMA_VERSION-standalone-strict" -name '*.json' | wc -l) in $out"
}

# Python test dependencies in $STATE/venv, re-installed when tests/requirements.txt changes.
install_python_venv() {
  local req=$REPO_ROOT/tests/requirements.txt venv=$STATE/venv want
  if [[ ! -f $req ]]; then
    log "python venv: no tests/requirements.txt yet, skipped"
    return
  fi
  [[ -x $venv/bin/python ]] || { log "python venv: creating $venv"; python3 -m venv "$venv"; }
  want=$(sha256sum "$req" | cut -d' ' -f1)
  if [[ -f $venv/.requirements.sha256 && $(<"$venv/.requirements.sha256") == "$want" ]]; then
    log "python venv: up to date"
    return
  fi
  log "python venv: pip install -r tests/requirements.txt"
  "$venv/bin/pip" install -q -r "$req"
  echo "$want" >"$venv/.requirements.sha256"
}

# The API fuzzer (schemathesis, tests/fuzz/run.sh) in its own venv, $STATE/fuzz-venv, so that its dependencies never
# meet the pins of tests/requirements.txt; re-installed when tests/fuzz/requirements.txt changes.
install_fuzz_venv() {
  local req=$REPO_ROOT/tests/fuzz/requirements.txt venv=$STATE/fuzz-venv want
  if [[ ! -f $req ]]; then
    log "fuzz venv: no tests/fuzz/requirements.txt, skipped"
    return
  fi
  [[ -x $venv/bin/python ]] || { log "fuzz venv: creating $venv"; python3 -m venv "$venv"; }
  want=$(sha256sum "$req" | cut -d' ' -f1)
  if [[ -f $venv/.requirements.sha256 && $(<"$venv/.requirements.sha256") == "$want" ]]; then
    log "fuzz venv: up to date"
    return
  fi
  log "fuzz venv: pip install -r tests/fuzz/requirements.txt"
  "$venv/bin/pip" install -q -r "$req"
  echo "$want" >"$venv/.requirements.sha256"
}

# npm dependencies of one folder, installed when node_modules is missing or older than package(-lock).json.
# npm rewrites node_modules/.package-lock.json on every install, so its age tells when the last one ran.
npm_up_to_date() {
  local dir=$1 stamp=$1/node_modules/.package-lock.json input
  [[ -f $stamp ]] || return 1
  for input in "$dir/package.json" "$dir/package-lock.json"; do
    [[ ! -f $input || ! $input -nt $stamp ]] || return 1
  done
}

install_npm_folder() {
  local dir=$1 name=${1#"$REPO_ROOT"/}
  [[ -f $dir/package.json ]] || { log "npm $name: no package.json, skipped"; return; }
  if npm_up_to_date "$dir"; then
    log "npm $name: up to date"
    return
  fi
  log "npm $name: installing"
  if [[ -f $dir/package-lock.json ]]; then
    (cd "$dir" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --prefer-offline)
  else
    (cd "$dir" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-audit --no-fund)
  fi
  # npm install may write package-lock.json after the hidden lockfile: mark this install as the newest.
  mkdir -p "$dir/node_modules"
  touch "$dir/node_modules/.package-lock.json"
}

install_web_npm() { install_npm_folder "$REPO_ROOT/web"; }
install_e2e_npm() { install_npm_folder "$REPO_ROOT/tests/e2e"; }
# One after the other: both build with the same Go toolchain, and the schemas come from the Go module proxy too.
install_go_tools() {
  install_stripe_mock
  install_kubeconform
  install_kubernetes_schemas
}

# at_once <install...>: the installs run at the same time (they mostly download, each into a folder of its own), each
# writing to log/deps/<install>.log, shown when it ends; fails when any failed.
at_once() {
  local -A pids
  local name failed=0 dir=$LOG_DIR/deps
  mkdir -p "$dir"
  for name in "$@"; do
    "$name" >"$dir/$name.log" 2>&1 &
    pids[$name]=$!
  done
  for name in "$@"; do
    if wait "${pids[$name]}"; then
      cat "$dir/$name.log"
    else
      failed=1
      log "$name FAILED:"
      cat "$dir/$name.log"
    fi
  done
  return $failed
}

started=$(now)
((PACKAGES)) && install_apt_packages
# Everything after the Debian packages needs some of them (java, python3-venv, npm's node), nothing of each other.
if ((OTHERS && TESTS)); then
  at_once install_kafka_jars install_web_npm install_go_tools install_python_venv install_fuzz_venv install_e2e_npm
elif ((OTHERS)); then
  at_once install_kafka_jars install_web_npm
fi
log "done in $(elapsed_since "$started")s ($( ((TESTS)) && echo "running and testing" || echo "running") the system)"
