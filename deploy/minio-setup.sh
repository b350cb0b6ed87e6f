#!/bin/sh
# docker-compose.yml's one-shot `minio-setup` (minio/mc image): the bucket the API keeps its files
# in, and the API's own MinIO user, allowed that bucket and nothing else, so the root password
# stays out of the API. Safe to run again: every step leaves what is already there as it is.
set -eu

bucket=$STORAGE_S3_BUCKET
user=$STORAGE_S3_ACCESS_KEY_ID
policy=library-app

mc alias set local http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD"
mc mb --ignore-existing "local/$bucket"

cat > /tmp/policy.json <<JSON
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["s3:*"],
      "Resource": ["arn:aws:s3:::$bucket", "arn:aws:s3:::$bucket/*"]
    }
  ]
}
JSON
mc admin policy create local "$policy" /tmp/policy.json
# Adding a user that exists sets its secret again (a changed .env takes effect).
mc admin user add local "$user" "$STORAGE_S3_SECRET_ACCESS_KEY"
# Attaching a policy the user already has is an error, so attach only when it is missing
# (the image has no grep: the shell matches the text).
case "$(mc admin user info local "$user")" in
  *"$policy"*) echo "user $user already has policy $policy" ;;
  *) mc admin policy attach local "$policy" --user "$user" ;;
esac
echo "bucket $bucket ready for $user"
