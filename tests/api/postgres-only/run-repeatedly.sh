#!/usr/bin/env bash
# Usage: bash tests/api/postgres-only/run-repeatedly.sh RUNS TEST_FILE
# Runs one API test file RUNS times in a row against one throw-away PostgreSQL (with-postgres.sh),
# each run a fresh vitest process (its own server and pool), and stops at the first failure. For a
# race that fails one run in several (issue 37: the idle-connection test, 50 runs of 50).
set -euo pipefail
if [ "$#" -ne 2 ]; then
  echo "Usage: bash tests/api/postgres-only/run-repeatedly.sh RUNS TEST_FILE" >&2
  exit 2
fi
runs=$1 file=$2
export RUNS="$runs" TEST_FILE="$file"
exec bash "$(dirname "$0")/../with-postgres.sh" bash -c '
  for run in $(seq "$RUNS"); do
    started=$SECONDS
    if ! npx vitest run --project api "$TEST_FILE" >/tmp/run-repeatedly.log 2>&1; then
      cat /tmp/run-repeatedly.log
      echo "== failed on run $run of $RUNS: $TEST_FILE"
      exit 1
    fi
    echo "run $run of $RUNS passed ($((SECONDS - started)) s; the test itself: $(grep -o '[0-9]\+ms$' /tmp/run-repeatedly.log | tail -1 || true))"
  done
  echo "== $RUNS runs of $RUNS passed: $TEST_FILE"
'
