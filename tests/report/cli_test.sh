#!/usr/bin/env bash
# report/cli: `simulate --html` from the command line: a path that cannot be
# written is refused before any game is played; a range of player counts
# gives one page with a part per count; --json keeps standard output one
# JSON document while the page is written.
#   cli_test.sh MUNCHKINC SETS
set -euo pipefail
munchkinc=$1 sets=$2
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

# A folder that does not exist: exit 2 at once, nothing on standard output.
status=0
"$munchkinc" simulate "$sets/apocalypse" --games 100000 --html "$scratch/missing/report.html" \
  >"$scratch/out" 2>"$scratch/err" || status=$?
[[ $status == 2 ]] || fail "a page in a missing folder: exit $status"
[[ ! -s $scratch/out ]] || fail "games were played and reported: $(head -2 "$scratch/out")"
grep -q "munchkinc: error: cannot create a file in .*/missing" "$scratch/err" || fail "the message: $(cat "$scratch/err")"

# A range: one page, a section per count.
"$munchkinc" simulate "$sets/apocalypse" --games 40 --players 3..4 --html "$scratch/range.html" 2>"$scratch/err" >/dev/null
grep -q "wrote the report page to $scratch/range.html" "$scratch/err" || fail "no word of the page: $(cat "$scratch/err")"
for id in 3p-chart-seats 4p-chart-seats 3p-table-cards 4p-table-cards; do
  grep -q "id=\"$id\"" "$scratch/range.html" || fail "the range's page has no $id"
done

# --json and --html: the JSON document alone on standard output.
"$munchkinc" simulate "$sets/apocalypse" --games 40 --json --html "$scratch/one.html" 2>/dev/null >"$scratch/report.json"
python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$scratch/report.json" || fail "stdout is not JSON"
head -c 15 "$scratch/one.html" | grep -q "<!DOCTYPE html>" || fail "the page does not start as HTML"

# balance --html: a page that cannot be written fails before the games; one that can holds both impact charts.
status=0
"$munchkinc" balance "$sets/apocalypse" --games 100000 --html "$scratch/missing/balance.html" \
  >"$scratch/out" 2>"$scratch/err" || status=$?
[[ $status == 2 ]] || fail "a balance page in a missing folder: exit $status"
grep -q "munchkinc: error: cannot create a file in .*/missing" "$scratch/err" || fail "the message: $(cat "$scratch/err")"
"$munchkinc" balance "$sets/apocalypse" --games 20 --cards Chainsaw --html "$scratch/balance.html" 2>"$scratch/err" \
  >"$scratch/out"
grep -q "wrote the balance page to $scratch/balance.html" "$scratch/err" || fail "no word of the balance page"
grep -q "^balance of " "$scratch/out" || fail "--html took the text report's place"
for id in warnings chart-impacts chart-impact-turns table-impacts; do
  grep -q "id=\"$id\"" "$scratch/balance.html" || fail "the balance page has no $id"
done
echo "1 passed, 0 failed"
