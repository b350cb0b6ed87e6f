#!/bin/sh
# Backups for docker-compose.yml, in plain POSIX shell.
#   backup.sh db      the `backup` service (postgres:15): every BACKUP_INTERVAL_HOURS (24), a
#                     pg_dump -Fc of the database into /backups/db; dumps older than
#                     BACKUP_KEEP_DAYS (14) are removed, only after a good new one exists.
#   backup.sh files   the `backup-files` service (rclone/rclone): every BACKUP_INTERVAL_HOURS,
#                     the bucket copied into /backups/files/<bucket> (new and changed files).
#   add --once        one backup now, then stop (before an upgrade):
#                       docker compose exec backup sh /backup.sh db --once
#   add --check       the health check: fails when the last good backup is too old.
# Copy them off the machine: docker compose cp backup:/backups ./library-backups
# Restore a dump (the `backup` service knows where the database is), the replicas stopped, into
# an empty database (pg_restore --clean cannot drop the job queue's partitioned tables):
#   docker compose exec backup sh -c 'dropdb --force library && createdb library &&
#     pg_restore --no-owner -d library /backups/db/library-<time>.dump'
set -eu

mode=${1:-}
option=${2:-}
hours=${BACKUP_INTERVAL_HOURS:-24}
keep_days=${BACKUP_KEEP_DAYS:-14}
root=${BACKUP_ROOT:-/backups}
stamp_file=$root/.last-$mode

case $mode in
  db | files) ;;
  *) echo "usage: backup.sh db|files [--once|--check]" >&2; exit 2 ;;
esac
case $hours in
  '' | *[!0-9]* | 0) echo "BACKUP_INTERVAL_HOURS must be a whole number of hours, at least 1" >&2; exit 2 ;;
esac
case $keep_days in
  '' | *[!0-9]* | 0) echo "BACKUP_KEEP_DAYS must be a whole number of days, at least 1" >&2; exit 2 ;;
esac

backup_db() {
  mkdir -p "$root/db" || return 1
  file=$root/db/library-$(date -u +%Y%m%dT%H%M%SZ).dump
  # Written under another name first: a dump cut short never looks like a good one.
  if ! pg_dump --format=custom --file="$file.partial"; then
    rm -f "$file.partial"
    echo "backup: pg_dump failed; earlier dumps are kept" >&2
    return 1
  fi
  mv "$file.partial" "$file" || return 1
  echo "backup: database dumped to $file"
  find "$root/db" -type f -name 'library-*.dump' -mmin +$((keep_days * 1440)) -print -delete ||
    echo "backup: old dumps could not be removed" >&2
}

backup_files() {
  mkdir -p "$root/files" || return 1
  # copy, not sync: a file deleted from the bucket by mistake is still here.
  rclone copy --quiet "storage:$STORAGE_S3_BUCKET" "$root/files/$STORAGE_S3_BUCKET" || return 1
  echo "backup: bucket $STORAGE_S3_BUCKET copied to $root/files/$STORAGE_S3_BUCKET"
}

if [ "$option" = --check ]; then
  # An hour's grace past the interval; the stamp is written only after a good backup.
  [ -f "$stamp_file" ] || { echo "no $mode backup yet" >&2; exit 1; }
  age=$(($(date +%s) - $(cat "$stamp_file")))
  [ "$age" -le $((hours * 3600 + 3600)) ] || { echo "last $mode backup ${age}s ago" >&2; exit 1; }
  exit 0
fi

if [ "$mode" = files ]; then
  # rclone's remote `storage:`, from the environment (no config file holds the key).
  export RCLONE_CONFIG_STORAGE_TYPE=s3 RCLONE_CONFIG_STORAGE_PROVIDER=SeaweedFS
  export RCLONE_CONFIG_STORAGE_ENDPOINT=http://storage:8333
  export RCLONE_CONFIG_STORAGE_ACCESS_KEY_ID="$STORAGE_S3_ACCESS_KEY_ID"
  export RCLONE_CONFIG_STORAGE_SECRET_ACCESS_KEY="$STORAGE_S3_SECRET_ACCESS_KEY"
fi

# The functions return their failures themselves: `set -e` does not act inside `run ||`.
run() {
  "backup_$mode" || return 1
  date +%s > "$stamp_file"
}

if [ "$option" = --once ]; then
  run
  exit
fi
while :; do
  run || echo "backup: the $mode backup failed; next try in $hours h" >&2
  sleep $((hours * 3600))
done
