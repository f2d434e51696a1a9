#!/usr/bin/env bash
# Where `uses ID` looks, first to last: -I folders, MUNCHKIN_PATH folders,
# the bundled sets, then around the using unit. Each case builds a set that
# says `uses zombies;` (or `uses house_rules;`) and reads the depfile to see
# which unit munchkinc took.
#
#   search_path_test.sh MUNCHKINC
set -euo pipefail
munchkinc=$(realpath "$1")
tmp=$(realpath "$(mktemp -d)")
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"

# Two stand-ins for the bundled zombies, and a module found only by its id.
for lib in lib-a lib-b; do
  mkdir -p "$lib/zombies"
  printf 'set zombies { title "Zombies from %s"; players 3..6; }\nuses core;\n' "$lib" > "$lib/zombies/set.mkn"
done
mkdir -p lib-a/my-house-rules
printf 'module house_rules { title "House rules"; }\nuses core;\nparam hand_limit = 6;\n' > lib-a/my-house-rules/rules.mkn
mkdir -p work/game work/house
printf 'set game { title "Game"; players 3..6; }\nuses core;\nuses zombies;\n' > work/game/set.mkn
printf 'set house { title "House"; players 3..6; }\nuses core;\nuses house_rules;\n' > work/house/set.mkn

fail() { echo "FAILED: $*"; exit 1; }

# Prints the folder of the zombies unit the build of work/game used.
zombies_used() {
  rm -f gen/game.d
  if ! "$munchkinc" build work/game --cpp-out gen --depfile gen/game.d --quiet "$@" >/dev/null 2>&1; then
    echo "(a failed build)"
    return
  fi
  tr ' ' '\n' < gen/game.d | grep '/zombies/' | head -1 | xargs dirname
}
expect() {  # expect WHAT ACTUAL EXPECTED
  [ "$2" = "$3" ] || fail "$1: used $2, expected $3"
  echo "ok: $1"
}

bundled=$(MUNCHKIN_PATH= zombies_used)
case "$bundled" in */sets/zombies) echo "ok: the bundled zombies by default ($bundled)" ;; *) fail "default: $bundled" ;; esac
expect "MUNCHKIN_PATH before the bundled sets" "$(MUNCHKIN_PATH="$tmp/lib-a" zombies_used)" "$tmp/lib-a/zombies"
expect "-I before MUNCHKIN_PATH" "$(MUNCHKIN_PATH="$tmp/lib-a" zombies_used -I "$tmp/lib-b")" "$tmp/lib-b/zombies"
expect "MUNCHKIN_PATH in order, empty entries skipped" \
  "$(MUNCHKIN_PATH=":$tmp/nowhere::$tmp/lib-b:$tmp/lib-a:" zombies_used)" "$tmp/lib-b/zombies"

# A folder of that name holding no .mkn files is not a unit, and is passed over.
mkdir -p not-sets/zombies
touch not-sets/zombies/zombies.cpp
expect "a folder without .mkn files passed over" "$(MUNCHKIN_PATH="$tmp/not-sets:$tmp/lib-a" zombies_used)" \
  "$tmp/lib-a/zombies"

# house_rules is the header id of lib-a/my-house-rules: found by id, and
# only through MUNCHKIN_PATH.
MUNCHKIN_PATH="$tmp/lib-a" "$munchkinc" check -q work/house || fail "uses house_rules with MUNCHKIN_PATH"
echo "ok: a unit found by its header id through MUNCHKIN_PATH"
set +e
out=$(MUNCHKIN_PATH="$tmp/lib-b" "$munchkinc" check -q --color=never work/house 2>&1)
status=$?
set -e
[ "$status" = 1 ] || fail "uses house_rules without it: exit $status"
grep -q "error: cannot find a unit 'house_rules' to use" <<<"$out" || fail "no E0109: $out"
grep -q "note: $tmp/lib-b (MUNCHKIN_PATH)" <<<"$out" || fail "the E0109 does not name the MUNCHKIN_PATH folder: $out"
echo "ok: E0109 names the MUNCHKIN_PATH folder it searched"
