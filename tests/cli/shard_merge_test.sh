#!/usr/bin/env bash
# simulate --shard K/N and merge: the merged report is byte for byte the
# single run's (text, JSON and the --html page, several N including N > games, a range of
# player counts, coverage, threads inside shards), and parts that do not make
# one run are refused with a message that says why.
# Usage: shard_merge_test.sh MUNCHKINC SETS_DIR
set -euo pipefail
munchkinc=$1
sets=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
fail() { echo "FAIL: $*" >&2; exit 1; }

# compare NAME N ARGS...: N shards run one after another, merged, against one run.
compare() {
  local name=$1 count=$2
  shift 2
  "$munchkinc" simulate "$@" >"$name.single.txt"
  "$munchkinc" simulate "$@" --json --html "$name.single.html" >"$name.single.json" 2>/dev/null
  local parts=()
  for ((k = count - 1; k >= 0; k--)); do  # any order
    "$munchkinc" simulate "$@" --jobs $((k % 2 + 1)) --shard "$k/$count" -o "$name.$k.part.json" 2>/dev/null
    parts+=("$name.$k.part.json")
  done
  "$munchkinc" merge "${parts[@]}" >"$name.merged.txt"
  "$munchkinc" merge "${parts[@]}" --json -o "$name.merged.json" --html "$name.merged.html" 2>/dev/null
  cmp "$name.single.txt" "$name.merged.txt" || fail "$name: the merged text report differs from the single run's"
  cmp "$name.single.json" "$name.merged.json" || fail "$name: the merged JSON report differs from the single run's"
  cmp "$name.single.html" "$name.merged.html" || fail "$name: the merged report page differs from the single run's"
}

compare one "1" "$sets/apocalypse" --games 30 --seed 3
compare three "3" "$sets/apocalypse" --games 31 --seed 11 --coverage
compare seven "7" "$sets/star" --games 20 --seed 5 --players 3..5 --policy mixed
compare beyond "40" "$sets/zombies" --games 9 --seed 2 --sexes mfmf
compare range "2" "$sets/apocalypse" --games 12 --seed 1 --players 4..4 --turn-cap 30

# expect_error WHAT EXPECTED COMMAND...: exit status 2 and the message on stderr.
expect_error() {
  local what=$1 expected=$2
  shift 2
  local status=0
  "$@" >/dev/null 2>err.txt || status=$?
  [[ $status == 2 ]] || fail "$what: exit status $status, not 2"
  grep -qF -- "$expected" err.txt || fail "$what: stderr lacks '$expected': $(cat err.txt)"
}

expect_error "a shard's page" "--html draws a whole run's report" "$munchkinc" simulate "$sets/apocalypse" --games 4 --shard 0/2 -o x.json --html x.html

simulate=("$munchkinc" simulate "$sets/apocalypse" --games 10 --seed 4)
"${simulate[@]}" --shard 0/3 -o a0.json 2>/dev/null
"${simulate[@]}" --shard 1/3 -o a1.json 2>/dev/null
"${simulate[@]}" --shard 2/3 -o a2.json 2>/dev/null
expect_error "a missing shard" "1 of the 3 shards is missing: 1" "$munchkinc" merge a0.json a2.json
expect_error "a shard twice" "a2.json and a2.json are both shard 2/3" "$munchkinc" merge a0.json a1.json a2.json a2.json
"$munchkinc" simulate "$sets/apocalypse" --games 10 --seed 5 --shard 1/3 -o seed5.json 2>/dev/null
expect_error "another seed" "were played with different options: seed 4 and 5" "$munchkinc" merge a0.json seed5.json a2.json
"$munchkinc" simulate "$sets/star" --games 10 --seed 4 --shard 1/3 -o star.json 2>/dev/null
expect_error "another set" "played different sets: 'apocalypse'" "$munchkinc" merge a0.json star.json a2.json
"${simulate[@]}" --shard 1/2 -o half.json 2>/dev/null
"${simulate[@]}" --shard 3/8 -o eighth.json 2>/dev/null
expect_error "another split" "split the games differently" "$munchkinc" merge a0.json half.json a2.json
echo '{"format": "something else"}' >other.json
expect_error "not a part" "other.json: not a munchkinc partial result" "$munchkinc" merge a0.json other.json
sed -E 's/"version":[0-9]+/"version":99/' a1.json >future.json
expect_error "another version" "format version 99" "$munchkinc" merge a0.json future.json a2.json
sed 's/"held_wins":\[/"held_wins":["x",/' a1.json >broken.json
expect_error "a broken counter" "broken.json: the counter held_wins holds a non-integer" "$munchkinc" merge a0.json broken.json a2.json
sed 's/"count":3/"count":2000000000/' a0.json >huge.json
expect_error "a doctored shard count" "huge.json: shard 0/2000000000 holds the wrong games" "$munchkinc" merge huge.json
for k in 0 1 2; do sed 's/"turn_cap":400/"turn_cap":2000000000/' a$k.json >cap$k.json; done
expect_error "a doctored turn cap" "the options of the parts are out of range" "$munchkinc" merge cap0.json cap1.json cap2.json
expect_error "the missing listed" "7 of the 8 shards are missing: 0, 1, 2, 4, 5, 6, 7" "$munchkinc" merge eighth.json
sed 's/"shape":"monster"/"shape":"monstre"/' a1.json >shape.json
expect_error "an unknown shape" "shape.json: a card's shape 'monstre' is not one munchkinc knows" "$munchkinc" merge a0.json shape.json a2.json
expect_error "an unreadable part" "cannot read nowhere.json" "$munchkinc" merge a0.json nowhere.json
expect_error "--shard without -o" "--shard needs -o" "${simulate[@]}" --shard 0/2
expect_error "-o without --shard" "-o writes a shard's partial result" "${simulate[@]}" -o x.json
expect_error "a bad shard" "--shard takes K/N" "${simulate[@]}" --shard 2/2 -o x.json
expect_error "--json with --shard" "--json shapes a report" "${simulate[@]}" --shard 0/2 -o x.json --json
[[ ! -e x.json ]] || fail "a refused shard wrote its file"
# 10^9 games and more are a cluster's run: the last of a million shards of 2*10^9 games.
"$munchkinc" simulate "$sets/apocalypse" --games 2000000000 --shard 999999/1000000 -o big.json 2>big.txt
grep -qF "wrote shard 999999/1000000 (2000 games, 1999998000 to 1999999999 of 2000000000)" big.txt ||
  fail "the last shard of 2*10^9 games: $(cat big.txt)"
echo "shard and merge: ok"
