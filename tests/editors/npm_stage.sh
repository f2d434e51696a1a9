# Sourced by the node tests: installs the npm packages of package-lock.json
# (vscode-textmate, vscode-oniguruma) into $stage with `npm ci`, again only
# when the lock changed. Needs $stage and $here.
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
