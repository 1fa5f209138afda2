#!/usr/bin/env bash
# Backs up the database of Exitgame Studio: scripts/db-backup.sh DATABASE_URL FILE
# Writes PostgreSQL's custom format (pg_dump -Fc), restorable with scripts/db-restore.sh.
# The asset files are not in the database: back up the bucket (or DATA_DIR/assets) as well,
# after the dump (README "Running several instances" → Backups).
set -euo pipefail
if [ $# -ne 2 ]; then
  echo "usage: $0 DATABASE_URL FILE" >&2
  exit 2
fi
pg_dump --format=custom --no-owner --no-acl --dbname="$1" --file="$2"
echo "database backed up to $2"
