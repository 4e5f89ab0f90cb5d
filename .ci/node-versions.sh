#!/usr/bin/env bash
# Proves the shop on Node lines other than the machine's (.ci/run calls it after npm test):
#   .ci/node-versions.sh 24 22
# For each version: a Node binary from the npm registry's `node` package in a temporary prefix,
# put first on PATH; a clone of this checkout's HEAD; there `npm ci` (the root, then cms/ and
# commerce/ through postinstall; the npm cache is warm from the main install), the unit tests, and
# a site build against its own Strapi and Medusa (the e2e run's stack) with one check of the built
# site (every route answers 200 in both languages). Prints the seconds each step took.
# Each line's stack listens on ports of its own (30000 + 100 × the version + the e2e run's last two
# digits), so the lines can run beside `npm test` (.ci/run starts them in the background).
set -euo pipefail
cd "$(dirname "$0")/.."
checkout=$(pwd)
removals=()

for version in "$@"; do
  started=$(date +%s)
  step() { echo "=== Node $version: $* ($(($(date +%s) - started)) s)"; }
  prefix=$(mktemp -d "${TMPDIR:-/tmp}/tonewood-node$version-XXXXXX")
  clone=$(mktemp -d "${TMPDIR:-/tmp}/tonewood-clone-node$version-XXXXXX")
  e2e_data=""
  cleanup() {
    [ -n "$e2e_data" ] && rm -rf "$e2e_data"
    rm -rf "$prefix" "$clone"
  }
  trap cleanup EXIT

  step "the node@$version package"
  # The package's preinstall fetches the platform's binary: allowed here, and only here.
  echo '{ "private": true, "allowScripts": { "node": true } }' >"$prefix/package.json"
  npm install --prefix "$prefix" --no-audit --no-fund --no-save "node@$version" >/dev/null
  export PATH="$prefix/node_modules/.bin:$PATH"
  node --version
  # Native addons (Strapi's better-sqlite3) compile against this Node's own headers, which the
  # package ships; Debian's npm would otherwise build them for the machine's Node (nodedir=/usr).
  export npm_config_nodedir="$prefix/node_modules/node/node_modules/node-$(node -p 'process.platform + "-" + process.arch')"
  test -f "$npm_config_nodedir/include/node/node_api.h"

  base=$((30000 + version * 100))
  export E2E_MAIL_SMTP_PORT=$((base + 27)) E2E_MAIL_WEB_PORT=$((base + 82)) E2E_CMS_PORT=$((base + 47))
  export E2E_MEDUSA_PORT=$((base + 11)) E2E_MEDUSA_WORKER_PORT=$((base + 12)) E2E_PG_PORT=$((base + 41))
  export E2E_SITE_PORT=$((base + 61)) E2E_REDIS_PORT=$((base + 91))
  # The unit tests start a mail catcher of their own (scripts/mail-catcher.test.mjs): on ports of
  # this line's, since npm test's unit stage can run at the same time (a warm npm cache makes the
  # line's install short); both on 1081 failed a run with 'already taken'.
  export MAIL_TEST_SMTP_PORT=$((base + 26)) MAIL_TEST_WEB_PORT=$((base + 81))

  git clone --quiet "$checkout" "$clone"
  # mktemp -d makes the folder 0700. Run as root (CI), the embedded PostgreSQL runs initdb and
  # postgres as the `postgres` user from node_modules inside the clone: through a 0700 folder that
  # user cannot reach the binaries (spawn initdb EACCES; the Node version had nothing to do with it).
  chmod 755 "$clone"
  cd "$clone"
  step "npm ci"
  # --prefer-offline: the main install left every package in the npm cache.
  npm ci --no-audit --no-fund --prefer-offline 2>&1 | tee "$prefix/npm-ci.log"
  # A newcomer's install prints no warning the project could remove (docs/node-versions.md).
  echo "npm warn lines under Node $version: $(grep -c '^npm warn' "$prefix/npm-ci.log" || true)"
  grep '^npm warn' "$prefix/npm-ci.log" | awk '{ print $3 }' | sort | uniq -c || true
  e2e_data=$(node -e "import('./scripts/stack/index.mjs').then((m) => console.log(m.privateDataDir('e2e')))")

  step "unit tests"
  npx vitest run

  step "site build against Strapi and Medusa, and the routes check"
  E2E_GREP='^every route answers 200' node e2e/run.mjs

  step "proven"
  cd "$checkout"
  trap - EXIT
  # The clone (about 320,000 files) goes in the background and the next line starts at once: at
  # the idle I/O priority .ci/run gives the lines, its removal took minutes while npm test used the
  # disk, and each line waited for the one before to be deleted.
  cleanup &
  removals+=("$!")
  export PATH="${PATH#"$prefix/node_modules/.bin:"}"
done

# Every clone is gone before the script ends.
for removal in "${removals[@]}"; do wait "$removal"; done
