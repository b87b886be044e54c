#!/usr/bin/env bash
# npm run test:e2e (after the build): the suite in E2E_SHARDS (2) shards side by side, each with
# its own reference server, freshly seeded database and port (3100, 3101, ...). A browser test
# mostly waits, so on 2 cores two halves take little more than one. Extra arguments go to every
# shard's `playwright test` (a spec file, -g <title>). Fails when any shard fails.
set -uo pipefail
cd "$(dirname "$0")/../../.."
shards=${E2E_SHARDS:-2}
pids=()
for i in $(seq 1 "$shards"); do
  (
    set -o pipefail
    port=$((3099 + i))
    E2E_PORT=$port npx playwright test --project chromium --shard="$i/$shards" "$@" 2>&1 |
      sed -u "s/^/[$i\/$shards] /" || {
      # A failure elsewhere (CI) leaves only this output: the page each failing test saw, and
      # the server's answers that took over a second.
      for context in $(find "tests/e2e/.results/$port" -name error-context.md 2>/dev/null); do
        echo "── $context"
        head -n 120 "$context"
      done
      awk '$6 ~ /ms$/ && $6 + 0 > 1000' "tests/e2e/.data/$port.log"
      exit 1
    } 2>&1 | sed -u "s/^/[$i\/$shards] /"
  ) &
  pids+=($!)
done
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
exit $status
