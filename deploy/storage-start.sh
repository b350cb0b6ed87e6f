#!/bin/sh
# docker-compose.yml's `storage` (chrislusf/seaweedfs image, started as root): writes the S3
# identities from .env, then starts SeaweedFS through the image's own entrypoint, which drops to
# its unprivileged user. One identity, the replicas', allowed the one bucket and nothing else
# (Admin on it lets the first replica create it). The file is rewritten at every start, so a
# changed key in .env takes effect with `docker compose up -d`.
set -eu

bucket=$STORAGE_S3_BUCKET
key=$STORAGE_S3_ACCESS_KEY_ID
secret=$STORAGE_S3_SECRET_ACCESS_KEY
# Written into JSON below: .env.example asks for letters and digits, and buckets are DNS-like.
case $bucket in '' | *[!a-z0-9.-]*) echo "STORAGE_S3_BUCKET: lowercase letters, digits, dots and hyphens" >&2; exit 2 ;; esac
case $key$secret in *[!A-Za-z0-9_-]*) echo "STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY: letters and digits only" >&2; exit 2 ;; esac

config=/etc/seaweedfs/s3.json
umask 077
cat > "$config" <<JSON
{
  "identities": [
    {
      "name": "library-app",
      "credentials": [{ "accessKey": "$key", "secretKey": "$secret" }],
      "actions": ["Admin:$bucket", "Read:$bucket", "Write:$bucket", "List:$bucket", "Tagging:$bucket"]
    }
  ]
}
JSON
chown seaweed:seaweed "$config"

# master, volume, filer and the S3 gateway in one process; files under /data (the volume).
exec /entrypoint.sh server -ip=storage -ip.bind=0.0.0.0 -s3 -s3.port=8333 -s3.config="$config"
