#!/usr/bin/env bash
# The whole suite, in the order a failure is cheapest to find. Nothing is skipped: a missing tool stops the run.
set -euo pipefail
cd "$(dirname "$0")/.."

# each step with the minutes and seconds the run has taken so far, so a step that grows shows in CI's log
step() { printf '\n==> %s (at %dm%02ds)\n' "$*" $((SECONDS / 60)) $((SECONDS % 60)); }

step "system packages (Chromium, PostgreSQL)"
scripts/ensure-system-packages.sh
# side by side: each is one process, and lint waits mostly on files while the type checker computes
step "lint and format, typecheck"
both() {
  local lint typecheck
  lint=$(mktemp) typecheck=$(mktemp)
  npm run lint >"$lint" 2>&1 &
  local lint_pid=$!
  npm run typecheck >"$typecheck" 2>&1 &
  local typecheck_pid=$!
  local failed=0
  wait "$lint_pid" || failed=1
  wait "$typecheck_pid" || failed=1
  cat "$lint" "$typecheck"
  rm -f "$lint" "$typecheck"
  return "$failed"
}
both
step "unit and component tests"
npx vitest run --project shared --project web --project repo
# two files at a time: most of an API test waits on the database or on argon2, and on two cores this
# takes the SQLite pass from about 3.5 to 2 minutes
step "API tests on SQLite"
npx vitest run --project api --maxWorkers=2
step "API tests on PostgreSQL"
scripts/with-postgres.sh npx vitest run --project api --maxWorkers=2
step "build"
npm run build
step "budgets: initial JavaScript per route"
node scripts/budgets/check-budgets.mjs
step "end-to-end tests in Chromium"
npm run test:e2e
step "done"
