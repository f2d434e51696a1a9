#!/usr/bin/env bash
# editors/vscode-vsix: packages the VS Code extension with
# editors/vscode/package.sh into STAGE, then checks the .vsix (vsix_check.js),
# starting MUNCHKINC the way the packaged client would.
#   vsix_test.sh REPO_ROOT STAGE MUNCHKINC
set -euo pipefail
root=$1
stage=$2
munchkinc=$3
here=$(cd "$(dirname "$0")" && pwd)

source "$here/require_node.sh"

rm -f "$stage/munchkinc.vsix"
"$root/editors/vscode/package.sh" -o "$stage/munchkinc.vsix" --stage "$stage/package"
exec node "$here/vsix_check.js" "$root" "$stage/munchkinc.vsix" "$stage/unpacked" "$munchkinc"
