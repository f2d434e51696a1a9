#!/usr/bin/env bash
# Packages the VS Code extension of munchkinc into a .vsix with @vscode/vsce
# (pinned in package-lock.json), from a staging folder so the source tree
# gets no node_modules: the extension's files, editors/textmate's grammar as
# syntaxes/mkn.tmLanguage.json, and the npm packages of package-lock.json
# (`npm ci`, again only when the lock changed).
#
#   editors/vscode/package.sh [-o OUT.vsix] [--stage DIR]
#
# Defaults: build/editors/munchkinc-VERSION.vsix, staged in
# build/editors/vscode. Install the result with
# `code --install-extension OUT.vsix` (docs/editors.md).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=""
stage="$root/build/editors/vscode"
while (($#)); do
  case $1 in
    -o) out=$2; shift 2 ;;
    --stage) stage=$2; shift 2 ;;
    -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
    *) echo "package.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done

for tool in node npm; do
  if ! command -v "$tool" >/dev/null; then
    echo "package.sh: '$tool' not found: install Debian's nodejs and npm (.ci/bootstrap does)" >&2
    exit 1
  fi
done

version=$(node -p "require('$here/package.json').version")
[[ -n $out ]] || out="$root/build/editors/munchkinc-$version.vsix"
mkdir -p "$stage" "$(dirname "$out")"
out=$(cd "$(dirname "$out")" && pwd)/$(basename "$out")

# The npm packages, installed again only when the lock differs from the one
# they were installed from.
if ! cmp -s "$here/package-lock.json" "$stage/node_modules/.munchkin-installed-lock.json"; then
  rm -rf "$stage/node_modules"
  cp "$here/package.json" "$here/package-lock.json" "$stage/"
  (cd "$stage" && npm ci --no-audit --no-fund --loglevel=error)
  cp "$here/package-lock.json" "$stage/node_modules/.munchkin-installed-lock.json"
fi

# Everything but node_modules is laid anew, so a file removed here is gone.
find "$stage" -mindepth 1 -maxdepth 1 ! -name node_modules -exec rm -rf {} +
cp "$here/package.json" "$here/package-lock.json" "$here/extension.js" "$here/language-configuration.json" \
   "$here/README.md" "$stage/"
mkdir -p "$stage/syntaxes"
cp "$root/editors/textmate/mkn.tmLanguage.json" "$stage/syntaxes/"

# No repository or LICENSE file to link: say so, so vsce asks nothing.
(cd "$stage" && node node_modules/@vscode/vsce/vsce package --allow-missing-repository --skip-license -o "$out" </dev/null)
