#!/usr/bin/env bash
# `npm test`: everything CI runs. Unit and integration tests (Vitest), the production build,
# browser tests in Debian's Chromium (Playwright) against it, and the page quality gates.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  TEST_DATABASE_URL=$(bash scripts/ensure-postgres.sh spark_test)
  export TEST_DATABASE_URL
fi
echo "[test] database: ${TEST_DATABASE_URL%%@*}@..."
npx react-router typegen
npx tsc --noEmit
npx vitest run
npm run build
npx playwright test "$@"
