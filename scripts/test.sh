#!/usr/bin/env bash
# npm test: every check of the gate, stopping at the first that fails, with each step's time.
# Steps that mostly wait share the 2 cores: type-check beside lint, and the server's suites beside
# the browser journeys. With TEST_POSTGRES=true (.ci/run) the server's suites also run on a
# throw-away PostgreSQL (server/scripts/with-postgres.sh), after the journeys, beside the release
# check: the release folder built, installed without dev dependencies and run in production
# against PostgreSQL (npm run release:check). With all five at once on 2 cores, the journeys
# missed their 10 s waits now and then; they now share the machine with the server's suite only.
set -euo pipefail
cd "$(dirname "$0")/.."

# Runs npm scripts side by side, each line prefixed with its name; fails when any fails.
together() {
  local pids=() name status=0
  for name in "$@"; do
    (
      set -o pipefail
      if [ "$name" = test:server:postgres ]; then
        server/scripts/with-postgres.sh npm run -s test:server
      else
        npm run -s "$name"
      fi 2>&1 | sed -u "s/^/[$name] /"
    ) &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do wait "$pid" || status=1; done
  return $status
}

step() {
  local start=$SECONDS
  echo "▶ $*"
  "$@"
  echo "✔ $* ($((SECONDS - start)) s)"
}

started=$SECONDS
step npm run -s setup:browser
step npm run -s lint:contract
step npm run -s contract:breaking
step npm run -s generate:check
step npm run -s format:check
step together typecheck lint test:omissions
step npm run -s test:unit
step npm run -s test:stories
if [ "${TEST_POSTGRES:-}" = true ]; then
  # PostgreSQL installed (when missing) once, before the steps that each start a cluster of
  # their own; the release check (scripts/release-check.ts) runs on one too.
  step server/scripts/with-postgres.sh true
  step together test:server test:e2e
  step together test:server:postgres release:check
else
  step together test:server test:e2e
fi
echo "All checks passed in $((SECONDS - started)) s."
