#!/bin/sh
# Starts the site editor in its container: clones the site's repository into $EDITOR_DATA/site
# the first time, brings it up to date, installs the project's packages, then either serves the
# editor to people who sign in ("serve", the default) or runs `npm run edit` with the arguments
# given (--add-user NAME --email ADDRESS --role publish, --list-users, --remove-user NAME).
set -eu

: "${SITE_REPOSITORY:?set SITE_REPOSITORY to the address of the site's git repository}"
DATA="${EDITOR_DATA:-/data}"
BRANCH="${SITE_BRANCH:-main}"
SITE="$DATA/site"

# A deploy key in $DATA/ssh lets the editor pull and push over SSH; the host's key is
# remembered on first use.
if [ -f "$DATA/ssh/id_ed25519" ]; then
  export GIT_SSH_COMMAND="ssh -i $DATA/ssh/id_ed25519 -o IdentitiesOnly=yes -o UserKnownHostsFile=$DATA/ssh/known_hosts -o StrictHostKeyChecking=accept-new"
fi

if [ ! -d "$SITE/.git" ]; then
  echo "Cloning $SITE_REPOSITORY ($BRANCH) into $SITE..."
  git clone --quiet --branch "$BRANCH" "$SITE_REPOSITORY" "$SITE"
fi
cd "$SITE"
# Versions are recorded under each person's name; this is only the committer of record.
git config user.name "${GIT_COMMITTER_NAME:-Site editor}"
git config user.email "${GIT_COMMITTER_EMAIL:-site-editor@localhost}"
if ! git pull --quiet --ff-only; then
  echo "The clone has versions not on $BRANCH yet; the editor offers to bring the others in when publishing."
fi

npm ci --no-audit --no-fund --loglevel=error

export EDITOR_ACCOUNTS="$DATA/accounts.json"
if [ "${1:-serve}" = "serve" ]; then
  exec npm run --silent edit -- --host 0.0.0.0 --trust-proxy
fi
exec npm run --silent edit -- "$@"
