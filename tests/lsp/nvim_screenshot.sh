#!/usr/bin/env bash
# lsp/neovim-screenshot: Neovim with munchkinc lsp, in a real terminal (tmux),
# on the fixture; once the diagnostic of an edit shows (nvim_screenshot.lua),
# the screen is captured with its colours, made a page (ansi_to_html.py) and
# photographed by headless Chromium. The picture must not be blank.
# With MUNCHKIN_UPDATE_SCREENSHOTS=1 it replaces docs/images/neovim.png.
#   nvim_screenshot.sh MUNCHKINC CHROMIUM OUT.png REPO_ROOT
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
munchkinc=$1 chromium=$2 out=$3 root=$4
columns=100 rows=21

scratch=$(mktemp -d)
socket="munchkin-nvim-shot-$$"
cleanup() { tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$scratch"; }
trap cleanup EXIT
cp -r "$here/fixture/pets" "$scratch/pets"
export XDG_CONFIG_HOME=$scratch XDG_DATA_HOME=$scratch XDG_STATE_HOME=$scratch XDG_CACHE_HOME=$scratch

# A private tmux server (-L, -f /dev/null: none of the user's configuration),
# its one window the size of the picture, with 24-bit colour.
tmux -L "$socket" -f /dev/null new-session -d -c "$scratch" -x "$columns" -y "$rows" \
  "env MUNCHKINC='$munchkinc' READY='$scratch/ready' TERM=tmux-256color COLORTERM=truecolor \
   nvim -n -i NONE -u '$here/nvim_screenshot.lua' pets/cards.mkn"
for _ in $(seq 600); do
  [[ -s $scratch/ready ]] && break
  sleep 0.1
done
if [[ ! -s $scratch/ready ]]; then
  echo "FAIL: no diagnostic shown within 60 s; the screen:" >&2
  tmux -L "$socket" capture-pane -p >&2 || true
  exit 1
fi
sleep 0.5  # the float's last redraw
tmux -L "$socket" capture-pane -e -p > "$scratch/screen.ansi"
grep -q "unknown tag 'Fury'" "$scratch/screen.ansi" || { echo "FAIL: the diagnostic is not on screen" >&2; cat "$scratch/screen.ansi" >&2; exit 1; }

python3 "$here/ansi_to_html.py" "$scratch/screen.ansi" "$scratch/screen.html" "Neovim: tests/lsp/fixture/pets/cards.mkn"
# The grid is 8.43 x 17.5 px a cell in DejaVu Sans Mono 14px, plus 8 px of padding.
timeout 60 "$chromium" --headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run \
  --user-data-dir="$scratch/profile" --hide-scrollbars --window-size=860,384 \
  --screenshot="$out" "file://$scratch/screen.html" >"$scratch/chromium.log" 2>&1 \
  || { cat "$scratch/chromium.log" >&2; exit 1; }
python3 "$here/../support/png_check.py" "$out" 6 800 360
if [[ ${MUNCHKIN_UPDATE_SCREENSHOTS:-} == 1 ]]; then
  cp "$out" "$root/docs/images/neovim.png"
  echo "updated docs/images/neovim.png"
fi
