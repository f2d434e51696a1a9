#!/usr/bin/env bash
# The engine's cost in cycles, not just instructions: callgrind with its cache and branch models on 500 greedy
# 4-player games of apocalypse-epic (the games of the games/s bar), whole `munchkin::simulate`, one thread.
# Repeatable to the event whatever else the machine runs, so two binaries compare on a shared machine.
#   bench/runtime/cycles.sh MUNCHKINC [GAMES] [--footprint [--by-function]]
# Prints Ir, L1 instruction and data misses, last-level misses, mispredicted branches and callgrind's cycle
# estimate CEst = Ir + 10 x (L1 misses + mispredicts) + 100 x LL misses (KCachegrind's formula), which
# tracked the measured wall clock within a few percent on this project. --footprint also prints how much code
# the games run by how often (footprint.py): the hot part against the 32 KB L1 instruction cache, and with
# --by-function the functions that hot part is made of.
# Compare binaries with equal LLm only: the model's last level is direct-mapped and addresses move with ASLR.
set -euo pipefail
bin=$(readlink -f "$1"); games=${2:-500}; here=$(cd "$(dirname "$0")" && pwd)
out=$(mktemp /tmp/munchkin-cycles.XXXXXX); trap 'rm -f "$out"' EXIT
extra=(); [[ ${3:-} == --footprint ]] && extra=(--dump-instr=yes)
(cd "$here/../.." && valgrind --tool=callgrind --cache-sim=yes --branch-sim=yes "${extra[@]}" \
  --callgrind-out-file="$out" "$bin" simulate sets/crossovers/apocalypse-epic --games "$games" --seed 3 \
  --players 4 --policy greedy --jobs 1 >/dev/null 2>&1)
callgrind_annotate --inclusive=yes --show=Ir,I1mr,D1mr,D1mw,ILmr,DLmr,DLmw,Bcm,Bim "$out" 2>/dev/null |
  grep -E 'munchkin::simulate\(munchkin::PreparedSet' | head -1 | sed 's/([ 0-9.]*%)//g; s/,//g' |
  awk '{ce = $1 + 10 * ($2 + $3 + $4 + $8 + $9) + 100 * ($5 + $6 + $7)
        printf "Ir %.2fM  I1mr %.3fM  D1mr %.3fM  D1mw %.3fM  LLm %.3fM  Bcm %.3fM  Bim %.3fM  CEst %.2fM\n",
               $1 / 1e6, $2 / 1e6, $3 / 1e6, $4 / 1e6, ($5 + $6 + $7) / 1e6, $8 / 1e6, $9 / 1e6, ce / 1e6}'
by_function=(); [[ ${4:-} == --by-function ]] && by_function=(--by-function "$bin")
[[ ${3:-} == --footprint ]] && python3 "$here/footprint.py" "$out" "$games" "${by_function[@]}"
exit 0
