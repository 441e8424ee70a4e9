#!/usr/bin/env bash
# Usage: bash tests/api/postgres-only/run-repeatedly.sh RUNS TEST_FILE
# Runs one API test file RUNS times in a row against one throw-away PostgreSQL (with-postgres.sh),
# each run a fresh vitest process (its own server and pool), and stops at the first failure. For a
# race that fails one run in several (issue 37: the idle-connection test, 50 runs of 50).
set -euo pipefail
if [ "$#" -eq 3 ] && [ "$1" = --inside ]; then
  runs=$2 file=$3 log="$(mktemp)"
  for run in $(seq "$runs"); do
    started=$SECONDS
    if ! npx vitest run --project api "$file" >"$log" 2>&1; then
      cat "$log"
      echo "== failed on run $run of $runs: $file"
      exit 1
    fi
    echo "run $run of $runs passed in $((SECONDS - started)) s (the file's tests: $(sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -o '[0-9]\+ms$' | head -1))"
  done
  echo "== $runs runs of $runs passed: $file"
  exit 0
fi
if [ "$#" -ne 2 ]; then
  echo "Usage: bash tests/api/postgres-only/run-repeatedly.sh RUNS TEST_FILE" >&2
  exit 2
fi
exec bash "$(dirname "$0")/../with-postgres.sh" bash "$0" --inside "$1" "$2"
