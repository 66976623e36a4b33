#!/usr/bin/env bash
# Validates the Kubernetes manifests with kubeconform against the schemas of the Kubernetes version below, generated
# locally by scripts/install-deps.sh (no download here). Strict: a field a kind does not define is an error, and so
# is a kind without a schema (a typo in apiVersion, or a custom resource nobody declared).
# kustomization.yaml is not a Kubernetes object (kustomize reads it): tests/deploy/test_manifests.py checks it.
# Usage: tests/deploy/validate.sh [folder]        (default deploy/k8s; tests/deploy runs it on copies too)
set -euo pipefail
# shellcheck source-path=SCRIPTDIR source=../../scripts/config.sh
source "$(dirname "$0")/../../scripts/config.sh"
LOG_TAG=deploy

# The version whose schemas scripts/install-deps.sh writes (KUBERNETES_SCHEMA_VERSION there; a test keeps both equal).
KUBERNETES_VERSION=1.31.4
KUBECONFORM=$STATE/bin/kubeconform
SCHEMAS=$STATE/kubernetes-json-schema

folder=${1:-$REPO_ROOT/deploy/k8s}
[[ -x $KUBECONFORM ]] || die "no kubeconform in $STATE/bin: run scripts/install-deps.sh"
[[ -d $SCHEMAS/v$KUBERNETES_VERSION-standalone-strict ]] ||
  die "no Kubernetes $KUBERNETES_VERSION schemas in $SCHEMAS: run scripts/install-deps.sh"

mapfile -t manifests < <(find "$folder" -maxdepth 1 -name '*.yaml' ! -name kustomization.yaml | sort)
((${#manifests[@]} > 0)) || die "no manifests (*.yaml) in $folder"

# kubeconform's own file layout, in a local folder instead of GitHub:
# v1.31.4-standalone-strict/<kind>-<group>-<version>.json
template='{{ .NormalizedKubernetesVersion }}-standalone{{ .StrictSuffix }}/{{ .ResourceKind }}{{ .KindSuffix }}.json'
exec "$KUBECONFORM" -strict -summary -kubernetes-version "$KUBERNETES_VERSION" -schema-location "$SCHEMAS/$template" \
  "${manifests[@]}"
