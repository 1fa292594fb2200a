#!/usr/bin/env bash
# `npm test`: everything CI runs. Types, the production build, unit and integration tests
# (Vitest, integration against the build and PostgreSQL), then browser tests in Debian's Chromium
# (Playwright) including the page quality gates (metadata, links, axe, Lighthouse, budgets).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  TEST_DATABASE_URL=$(bash scripts/ensure-postgres.sh spark_test)
  export TEST_DATABASE_URL
fi
echo "[test] database: ${TEST_DATABASE_URL%%@*}@..."
npx react-router typegen
npx tsc --noEmit
npm run build
npx vitest run
npx playwright test "$@"
