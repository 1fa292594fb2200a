#!/usr/bin/env bash
# Builds unless build/ was made from exactly the files in the tree now. The test lanes share one build:
# `npm test` builds once (in the fast lane), and a lane run alone reuses a current build instead of
# building again. The fingerprint covers every tracked and untracked (not ignored) file the build
# reads, plus the settings read at build time: PUBLIC_SITE_URL and HSTS_PRELOAD.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  npm run build # not a git checkout: no file list to fingerprint, always build
  exit 0
fi
fingerprint=$(
  {
    git ls-files -z --cached --others --exclude-standard -- app server scripts public art-photos \
      package-lock.json react-router.config.ts vite.config.ts tsconfig.json |
      xargs -0 sha1sum 2>/dev/null
    echo "PUBLIC_SITE_URL=${PUBLIC_SITE_URL:-}"
    echo "HSTS_PRELOAD=${HSTS_PRELOAD:-}"
  } | sha1sum | cut -d' ' -f1
)
stamp=build/.source-fingerprint
if [ -f build/server/index.js ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$fingerprint" ]; then
  echo "[build] build/ is current ($fingerprint)"
  exit 0
fi
# A build that fails half way must not leave the old stamp beside its half-written build/.
rm -f "$stamp"
npm run build
echo "$fingerprint" >"$stamp"
