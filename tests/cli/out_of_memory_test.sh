#!/usr/bin/env bash
# Running out of memory is a message and exit status 2, never a silent abort:
# a 28 MB set (under the input limit) checked in a 300 MB address space.
set -euo pipefail
munchkinc=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
{
  printf 'set big { title "Big"; }\nuses core;\n'
  seq 400000 | sed 's/.*/oneshot "Card &" { bonus +1; play in_combat { combat_bonus +2; } }/'
} > "$work/big.mkn"
set +e
(ulimit -v 300000; "$munchkinc" check "$work/big.mkn" >/dev/null 2>"$work/err.txt")
status=$?
set -e
[ $status = 2 ] || { echo "FAIL: exit $status: $(head -c 500 "$work/err.txt")"; exit 1; }
grep -q "munchkinc: error: out of memory" "$work/err.txt" || { echo "FAIL: $(head -c 500 "$work/err.txt")"; exit 1; }
echo "out of memory: exit 2 with a message"
