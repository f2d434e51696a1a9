#!/usr/bin/env bash
# Where munchkinc's outputs land, run the way a user runs it (README "Where
# outputs go"): nothing but a regular file is ever replaced, links are kept,
# nothing is left behind, PNG folders appear whole.
set -euo pipefail
munchkinc=$1
sets=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
fail() { echo "FAIL: $*" >&2; exit 1; }

# A character device is written in place, never swapped for a regular file.
# (A device node of our own, so that a regression cannot replace the host's
# /dev/null; making one needs root, as in CI.)
if mknod null c 1 3 2>/dev/null; then
  "$munchkinc" sheets "$sets/zombies" -o null --format pdf >/dev/null
  [ "$(stat -c %F null)" = "character special file" ] || fail "the device became a $(stat -c %F null)"
else
  echo "note: cannot make a device node here; the device check is skipped"
fi

# A FIFO nobody reads is refused at once, with exit status 2.
mkfifo pipe
set +e
timeout 20 "$munchkinc" sheets "$sets/zombies" -o pipe --format pdf 2>err.txt
status=$?
set -e
[ $status = 2 ] || fail "a FIFO with no reader: exit $status"
grep -q "a FIFO that nobody reads" err.txt || fail "a FIFO with no reader: $(cat err.txt)"

# fmt keeps the mode and the hard links of the file it formats.
cp "$sets/zombies/curses.mkn" curses.mkn
printf 'curse   "Extra"  { play { lose_levels 1; } }\n' >> curses.mkn
chmod 640 curses.mkn
ln curses.mkn curses-link.mkn
"$munchkinc" fmt curses.mkn >/dev/null
[ "$(stat -c %a curses.mkn)" = 640 ] || fail "fmt changed the mode to $(stat -c %a curses.mkn)"
[ "$(stat -c %h curses.mkn)" = 2 ] || fail "fmt broke the hard link"
grep -q '^curse "Extra" {' curses-link.mkn || fail "the other name of the file did not see the formatted text"

# A symbolic link stays a link; its target is written.
mkdir real
ln -s real/out.pdf link.pdf
"$munchkinc" sheets "$sets/zombies" -o link.pdf --format pdf >/dev/null
[ -L link.pdf ] || fail "the link was replaced"
[ -s real/out.pdf ] || fail "the link's target was not written"

# The leftover of a run killed outright is removed by the next run to the same target.
bash -c 'exit 0' &
dead=$!
wait $dead
touch ".out.pdf.munchkinc-$dead-abcdef"
"$munchkinc" sheets "$sets/zombies" -o out.pdf --format pdf >/dev/null
[ ! -e ".out.pdf.munchkinc-$dead-abcdef" ] || fail "the dead run's temporary is still there"

# PNGs: a card name too long for a file name still gets its PNG, and the
# folder appears whole, with no hidden folder left beside it.
mkdir longnames
printf 'set longnames { title "Long names"; }\nuses core;\n' > longnames/set.mkn
printf 'oneshot "A%s" { bonus +2; }\n' "$(printf ' very long name%.0s' $(seq 16))" > longnames/cards.mkn
"$munchkinc" sheets longnames -o pngs --format png --dpi 36 >/dev/null 2>&1
ls pngs | grep -q '^longnames-001-a-very-long-name' || fail "no PNG for the long-named card: $(ls pngs)"
[ -z "$(ls -A . | grep munchkinc- || true)" ] || fail "debris: $(ls -A .)"

# A regular file where the PNG folder should go is refused, and kept.
echo keep > taken
set +e
"$munchkinc" sheets longnames -o taken --format png 2>err.txt
status=$?
set -e
[ $status = 2 ] || fail "PNGs onto a file: exit $status"
[ "$(cat taken)" = keep ] || fail "the file in the way was changed"

# SVG pages and Tabletop Simulator decks are folders like the PNGs: refused
# on a file, whole when written, nothing left beside them.
for format in svg tts; do
  set +e
  "$munchkinc" sheets longnames -o taken --format $format 2>err.txt
  status=$?
  set -e
  [ $status = 2 ] || fail "$format onto a file: exit $status"
  [ "$(cat taken)" = keep ] || fail "the file in the way was changed by $format"
  "$munchkinc" sheets longnames -o "$format-out" --format $format >/dev/null 2>&1
  [ -n "$(ls "$format-out")" ] || fail "no $format files"
  [ -z "$(ls -A . | grep munchkinc- || true)" ] || fail "debris after $format: $(ls -A .)"
done
echo "all output checks passed"
