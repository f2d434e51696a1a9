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

for tool in node npm; do
  if ! command -v "$tool" >/dev/null; then
    echo "error: '$tool' not found: the editor tests need Debian's nodejs and npm (.ci/bootstrap installs them)" >&2
    exit 1
  fi
done

rm -f "$stage/munchkinc.vsix"
"$root/editors/vscode/package.sh" -o "$stage/munchkinc.vsix" --stage "$stage/package"
exec node "$here/vsix_check.js" "$root" "$stage/munchkinc.vsix" "$stage/unpacked" "$munchkinc"
