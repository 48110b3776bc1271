#!/usr/bin/env bash
# The whole suite, in the order a failure is cheapest to find. Nothing is skipped: a missing tool stops the run.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

step "system packages (Chromium, PostgreSQL)"
scripts/ensure-system-packages.sh
step "lint and format"
npm run lint
step "typecheck"
npm run typecheck
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
