#!/usr/bin/env bash
# editors/highlight-screenshot: the first lines of a bundled set as VS Code's
# tokenizer highlights them with the TextMate grammar in Dark+'s colours
# (highlight_page.js), photographed by headless Chromium. The picture must
# not be blank. With MUNCHKIN_UPDATE_SCREENSHOTS=1 it replaces
# docs/images/vscode-highlighting.png.
#   highlight_screenshot.sh REPO_ROOT STAGE CHROMIUM OUT.png
set -euo pipefail
root=$1 stage=$2 chromium=$3 out=$4
here=$(cd "$(dirname "$0")" && pwd)
. "$here/npm_stage.sh"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
NODE_PATH="$stage/node_modules" node "$here/highlight_page.js" "$root" sets/apocalypse/classes.mkn 21 "$scratch/page.html"
# 21 lines of 19 px, the padding and the file's tab.
timeout 60 "$chromium" --headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run \
  --user-data-dir="$scratch/profile" --hide-scrollbars --window-size=900,446 \
  --screenshot="$out" "file://$scratch/page.html" >"$scratch/chromium.log" 2>&1 \
  || { cat "$scratch/chromium.log" >&2; exit 1; }
python3 "$here/../support/png_check.py" "$out" 8 850 400
if [[ ${MUNCHKIN_UPDATE_SCREENSHOTS:-} == 1 ]]; then
  cp "$out" "$root/docs/images/vscode-highlighting.png"
  echo "updated docs/images/vscode-highlighting.png"
fi
