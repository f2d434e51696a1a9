# Sourced by the node tests: installs the npm packages of package-lock.json
# (vscode-textmate, vscode-oniguruma) into $stage with `npm ci`, again only
# when the lock changed. Needs $stage and $here.
source "$here/require_node.sh"

mkdir -p "$stage"
if ! cmp -s "$here/package-lock.json" "$stage/node_modules/.munchkin-installed-lock.json"; then
  rm -rf "$stage/node_modules"
  cp "$here/package.json" "$here/package-lock.json" "$stage/"
  (cd "$stage" && npm ci --no-audit --no-fund --loglevel=error)
  cp "$here/package-lock.json" "$stage/node_modules/.munchkin-installed-lock.json"
fi
