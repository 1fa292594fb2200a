#!/usr/bin/env bash
# Makes sure a local PostgreSQL server runs and has the test database; prints its URL.
# Usage: scripts/ensure-postgres.sh [database-name]   (installs Debian's postgresql as root if missing)
set -euo pipefail
db="${1:-spark_test}"
if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  if [ "$(id -u)" != "0" ]; then echo "PostgreSQL is not installed; install it or set TEST_DATABASE_URL" >&2; exit 1; fi
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql) >&2
fi
version=$(ls /etc/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h | awk -v v="$version" '$1==v && $2=="main" {print $4}' | grep -q online; then
  pg_ctlcluster --skip-systemctl-redirect "$version" main start >&2
fi
for _ in $(seq 1 50); do
  su postgres -c "psql -qAtc 'select 1'" >/dev/null 2>&1 && break
  sleep 0.2
done
su postgres -c "psql -qAtc \"select 1 from pg_roles where rolname='spark'\"" | grep -q 1 \
  || su postgres -c "psql -qc \"create role spark login password 'spark' createdb\"" >&2
su postgres -c "psql -qAtc \"select 1 from pg_database where datname='$db'\"" | grep -q 1 \
  || su postgres -c "createdb -O spark '$db'" >&2
port=$(pg_lsclusters -h | awk -v v="$version" '$1==v && $2=="main" {print $3}')
echo "postgres://spark:spark@127.0.0.1:${port}/${db}"
