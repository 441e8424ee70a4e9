#!/usr/bin/env bash
# `npm test`: the build, then every suite in turn; each step's seconds are printed when it ends and
# once more, all together, when the run ends (passed or not), so a log's last lines say where the
# time went. With STEP_TIMES_FILE set (CI), the lines are also appended to that file.
set -euo pipefail

times=()
summary() {
  [ ${#times[@]} -eq 0 ] && return
  printf '\nnpm test, seconds per step:\n'
  printf '  %s\n' "${times[@]}"
  if [ -n "${STEP_TIMES_FILE:-}" ]; then printf '  npm test: %s\n' "${times[@]}" >>"$STEP_TIMES_FILE"; fi
}
trap summary EXIT

step() {
  local name=$1 started=$SECONDS
  shift
  echo "== npm test: $name"
  "$@" || { times+=("$name: $((SECONDS - started)) s (failed)"); return 1; }
  times+=("$name: $((SECONDS - started)) s")
}

step "build" npm run build
step "unit and API tests (vitest)" npx vitest run
step "browser tests (Playwright, Chromium)" env E2E_TRACE=off npx playwright test --project=chromium
step "engine tests (Chromium, Firefox ESR, WebKitGTK)" npm run test:engines
