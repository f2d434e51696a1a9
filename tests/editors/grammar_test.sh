#!/usr/bin/env bash
# editors/textmate-grammar: runs tokenize_test.js with the npm packages of
# package-lock.json (vscode-textmate, vscode-oniguruma) installed by `npm ci`
# into STAGE, again only when the lock changed.
#   grammar_test.sh REPO_ROOT STAGE
set -euo pipefail
root=$1
stage=$2
here=$(cd "$(dirname "$0")" && pwd)

. "$here/npm_stage.sh"

NODE_PATH="$stage/node_modules" exec node "$here/tokenize_test.js" "$root"
