#!/usr/bin/env bash
# The test lanes. `npm test` builds once, then runs the four lanes in order; each runs alone too:
#   fast   (npm run test:fast)   the static checks (`check:static`: format, lint, unused code, types),
#                                Vitest unit and integration tests. Integration starts the production
#                                build: the lane builds first unless build/ is current (scripts/build-if-stale.sh).
#   reliability (npm run test:reliability)  Vitest's load, restart and hostile-input tests (minutes).
#   e2e    (npm run test:e2e)    the feature specs in Debian's Chromium: project `e2e` two files at a time and,
#                                beside it on a server and database of their own, `e2e-serial` (the specs that
#                                change shared state) one at a time; then `first-tap` alone (it reads timings).
#   pages  (npm run test:pages)  the page checks: every page scanned at its widths, overflow and axe
#                                (Playwright project `scans`, two workers), then metadata, links and one
#                                Lighthouse + budget test per page (project `pages`, alone on the machine).
# Extra arguments go to Playwright: `npm run test:e2e -- tests/e2e/home.spec.ts`.
set -euo pipefail
cd "$(dirname "$0")/.."
lane="${1:-all}"
shift || true
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  TEST_DATABASE_URL=$(bash scripts/ensure-postgres.sh spark_test)
  export TEST_DATABASE_URL
fi
echo "[test] lane: $lane; database: ${TEST_DATABASE_URL%%@*}@..."

lane_started=0
start() {
  lane_started=$SECONDS
  echo "[test] ---- $1"
}
finish() { echo "[test] ---- $1 done in $((SECONDS - lane_started)) s"; }

# One Playwright project. Every project has tests, so "no tests found" fails the lane; only a run narrowed
# by arguments (a file, -g) skips a project that none of the chosen tests belong to.
playwright_project() {
  local project=$1
  shift
  # Only "No tests found" as the listing's one error skips: any other (a stray test.only in CI) runs and fails below.
  local listing
  if [ $# -gt 0 ] && listing=$(npx playwright test --project="$project" --list "$@" 2>&1 || true) &&
    grep -q "^Error: No tests found" <<<"$listing" && [ "$(grep -c "^Error:" <<<"$listing")" = 1 ]; then
    echo "[test] project $project: none of the chosen tests"
    return 0
  fi
  npx playwright test --project="$project" "$@"
}

build() {
  start build
  bash scripts/build-if-stale.sh
  finish build
}
fast() {
  start fast
  # format, lint, unused code, route types and the type check, each once
  npm run --if-present check:static
  bash scripts/build-if-stale.sh
  npx vitest run --project unit --project integration
  finish fast
}
reliability() {
  start reliability
  bash scripts/build-if-stale.sh
  npx vitest run --project reliability
  finish reliability
}
e2e() {
  start e2e
  bash scripts/build-if-stale.sh
  # Two files at a time and, beside them, the specs that change shared state one at a time against a server
  # (port E2E_PORT + 1) and database of their own, so that neither sees the other's changes
  # (playwright.config.ts, docs/decisions/0695); the serial project's report follows the other's. Then the
  # first-tap timings, alone on the machine.
  local status=0 serial_status=0 serial_log serial_url serial_pid
  serial_url=${E2E_SERIAL_DATABASE_URL:-$(bash scripts/ensure-postgres.sh "$(basename "${TEST_DATABASE_URL%%\?*}")_serial")}
  serial_log=$(mktemp)
  E2E_PORT=$((${E2E_PORT:-4173} + 1)) TEST_DATABASE_URL=$serial_url \
    playwright_project e2e-serial "$@" >"$serial_log" 2>&1 &
  serial_pid=$!
  playwright_project e2e "$@" || status=$?
  wait "$serial_pid" || serial_status=$?
  echo "[test] ---- e2e-serial (ran beside e2e, on ${serial_url%%@*}@...):"
  cat "$serial_log"
  rm -f "$serial_log"
  [ "$serial_status" = 0 ] || status=$serial_status
  playwright_project first-tap "$@" || status=$?
  finish e2e
  return $status
}
pages() {
  start pages
  bash scripts/build-if-stale.sh
  # The scans first (two pages at a time), then Lighthouse alone on the machine; a failure in one still runs the other.
  local status=0
  playwright_project scans "$@" || status=$?
  # What else the machine is doing as Lighthouse starts (its scores follow the host: BENCHMARKS.md notes).
  echo "[test] before Lighthouse: load $(cut -d' ' -f1-3 /proc/loadavg); the CPUs (st: taken by other machines on the host) and the busiest processes over one second:"
  top -b -n 2 -d 1 -w 160 2>/dev/null | awk '/^top -/{n++} n==2' | sed -n '3p;7,12p' || true
  playwright_project pages "$@" || status=$?
  finish pages
  return $status
}

case "$lane" in
  fast) fast ;;
  reliability) reliability ;;
  e2e) e2e "$@" ;;
  pages) pages "$@" ;;
  all)
    # The build first, as its own step: on a fresh clone it paints the art from scratch (minutes, once).
    build
    fast
    reliability
    e2e "$@"
    pages
    ;;
  *)
    echo "usage: scripts/test.sh [fast|reliability|e2e|pages|all] [playwright arguments]" >&2
    exit 2
    ;;
esac
