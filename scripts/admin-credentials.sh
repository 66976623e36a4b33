#!/usr/bin/env bash
# How to sign in as the admin of the local system. Without MARKETPLACE_ADMIN_USERNAME and MARKETPLACE_ADMIN_PASSWORD
# in the environment these are the generated ones kept in $MARKETPLACE_STATE_DIR/admin-credentials (created here if
# the services have not done it yet; see load_admin_credentials in config.sh).
# Usage: scripts/admin-credentials.sh            print the sentence make run ends with
#        scripts/admin-credentials.sh --export   print export lines for a shell's eval (make bench uses it)
set -euo pipefail
source "$(dirname "$0")/config.sh"
LOG_TAG="admin"

load_admin_credentials
case ${1:-} in
  '') admin_sign_in ;;
  --export) printf 'export MARKETPLACE_ADMIN_USERNAME=%q MARKETPLACE_ADMIN_PASSWORD=%q\n' \
    "$MARKETPLACE_ADMIN_USERNAME" "$MARKETPLACE_ADMIN_PASSWORD" ;;
  *)
    echo "usage: $0 [--export]" >&2
    exit 2
    ;;
esac
