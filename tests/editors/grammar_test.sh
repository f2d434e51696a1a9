#!/usr/bin/env bash
# editors/textmate-grammar: runs tokenize_test.js with the npm packages of
# package-lock.json (vscode-textmate, vscode-oniguruma) installed by `npm ci`
# into STAGE, again only when the lock changed.
#   grammar_test.sh REPO_ROOT STAGE
set -euo pipefail
root=$1
stage=$2
here=$(cd "$(dirname "$0")" && pwd)

for tool in node npm; do
  if ! command -v "$tool" >/dev/null; then
    echo "error: '$tool' not found: the editor tests need Debian's nodejs and npm (.ci/bootstrap installs them)" >&2
    exit 1
  fi
done

mkdir -p "$stage"
if ! cmp -s "$here/package-lock.json" "$stage/node_modules/.munchkin-installed-lock.json"; then
  rm -rf "$stage/node_modules"
  cp "$here/package.json" "$here/package-lock.json" "$stage/"
  (cd "$stage" && npm ci --no-audit --no-fund --loglevel=error)
  cp "$here/package-lock.json" "$stage/node_modules/.munchkin-installed-lock.json"
fi

NODE_PATH="$stage/node_modules" exec node "$here/tokenize_test.js" "$root"
