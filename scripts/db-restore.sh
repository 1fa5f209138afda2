#!/usr/bin/env bash
# Restores a backup of scripts/db-backup.sh into a NEW database: scripts/db-restore.sh FILE DATABASE_URL
# The database named in DATABASE_URL is created (it must not exist yet); the user needs the
# right to create databases. Then start the instances on DATABASE_URL: migrations newer than
# the backup are applied at start.
set -euo pipefail
if [ $# -ne 2 ]; then
  echo "usage: $0 FILE DATABASE_URL" >&2
  exit 2
fi
file=$1
url=$2
base=${url%%\?*}
query=${url#"$base"}
database=${base##*/}
admin_url="${base%/*}/postgres${query}"
if [ -z "$database" ] || [[ ! "$database" =~ ^[A-Za-z0-9_-]+$ ]]; then
  echo "DATABASE_URL must name the database (letters, digits, _ and -): $url" >&2
  exit 2
fi
psql "$admin_url" -v ON_ERROR_STOP=1 -q -c "CREATE DATABASE \"$database\""
pg_restore --no-owner --no-acl --exit-on-error --dbname="$url" "$file"
echo "restored $file into $database"
