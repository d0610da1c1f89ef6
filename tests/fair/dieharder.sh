#!/usr/bin/env bash
# A short dieharder battery on the raw outcome bytes of the production path (tests/fair/stream-bytes.ts): four
# quick tests on each of the two sources, about a minute on 2 cores. Exits 1 when a test is FAILED (WEAK is
# reported and passes: one test in a hundred is WEAK by chance), 0 when all pass or dieharder is not installed.
# STREAM_SEED=<hex> tests another server seed (the default one is fixed, so a run is reproducible).
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v dieharder >/dev/null; then
  echo "dieharder not installed, skipped (Debian: apt-get install dieharder)"
  exit 0
fi

# Sizes chosen so each test reads 20–40 MB, a few seconds of the generator's ~4 MB/s.
TESTS=(
  "-d 0 -p 50"
  "-d 1 -t 100000 -p 20"
  "-d 2 -t 10000 -p 10"
  "-d 15 -t 100000 -p 50"
)
# Only the result columns: leaving out the "rate" field also stops dieharder from first timing the generator,
# which would read tens of megabytes of input for nothing.
COLUMNS=(-D test_name -D ntuple -D tsamples -D psamples -D pvalues -D assessment)
SEED_ARGS=()
if [[ -n "${STREAM_SEED:-}" ]]; then SEED_ARGS=(--seed "$STREAM_SEED"); fi

failed=0
for source in hmac uint32; do
  echo "== source: $source"
  for test in "${TESTS[@]}"; do
    # shellcheck disable=SC2086 # each entry of TESTS is a list of dieharder arguments
    result=$(npx tsx tests/fair/stream-bytes.ts --source "$source" "${SEED_ARGS[@]}" |
      dieharder -g 200 $test "${COLUMNS[@]}")
    echo "$result"
    if ! grep -qE 'PASSED|WEAK|FAILED' <<<"$result"; then
      echo "no assessment from dieharder $test" >&2
      failed=1
    fi
    if grep -q FAILED <<<"$result"; then failed=1; fi
  done
done

if [[ $failed -ne 0 ]]; then
  echo "dieharder: FAILED" >&2
  exit 1
fi
echo "dieharder: all passed"
