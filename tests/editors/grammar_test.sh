#!/usr/bin/env bash
# editors/textmate-grammar: runs tokenize_test.js with the npm packages of
# package-lock.json (vscode-textmate, vscode-oniguruma) installed by `npm ci`
# into STAGE, again only when the lock changed.
#   grammar_test.sh REPO_ROOT STAGE
set -euo pipefail
root=$1
stage=$2
here=$(cd "$(dirname "$0")" && pwd)

source "$here/require_node.sh"

mkdir -p "$stage"
if ! cmp -s "$here/package-lock.json" "$stage/node_modules/.munchkin-installed-lock.json"; then
  rm -rf "$stage/node_modules"
  cp "$here/package.json" "$here/package-lock.json" "$stage/"
  (cd "$stage" && npm ci --no-audit --no-fund --loglevel=error)
  cp "$here/package-lock.json" "$stage/node_modules/.munchkin-installed-lock.json"
fi

NODE_PATH="$stage/node_modules" exec node "$here/tokenize_test.js" "$root"
