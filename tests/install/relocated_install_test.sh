#!/usr/bin/env bash
# Installs munchkinc into a temporary prefix, moves the prefix, and uses the
# moved copy the way a new user would after deleting their clone: check,
# simulate, sheets (shipped templates and --template), build, and an outside
# CMake project with find_package(Munchkin) and munchkin_add_set. The source
# and build trees are hidden under empty tmpfs mounts in a private mount
# namespace (unshare), so any path into them that munchkinc kept is dead.
#
#   relocated_install_test.sh CMAKE BUILD_DIR SOURCE_DIR GENERATOR [FLAGS]
#
# FLAGS compile and link the outside project (sanitizer builds). Exits 77
# (skipped) when unprivileged mount namespaces are not available.
set -euo pipefail
cmake=$1 build=$(realpath "$2") source=$(realpath "$3") generator=$4 flags=${5:-}

if ! unshare -rm true 2>/dev/null; then
  echo "skipped: 'unshare -rm' (a private mount namespace) is not available here"
  exit 77
fi
tmp=$(mktemp -d /tmp/munchkin-relocated.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
case "$tmp/" in "$source/"* | "$build/"*) echo "the scratch folder $tmp is inside the tree it must hide"; exit 1 ;; esac

"$cmake" --install "$build" --prefix "$tmp/prefix" >/dev/null
mv "$tmp/prefix" "$tmp/moved"
mkdir "$tmp/home" "$tmp/outside"
cp -r "$source/tests/install/my-expansion" "$source/tests/install/my-templates" "$tmp/home/"
cp -r "$source/tests/codegen/outside_project" "$tmp/outside/project"
cp "$source/tests/codegen/golden/small/input.mkn" "$tmp/outside/small.mkn"

# Runs in the namespace, as a user whose only munchkinc is the moved one.
cat > "$tmp/as-user.sh" <<'SCRIPT'
set -euo pipefail
tmp=$1 build=$2 source=$3 cmake=$4 generator=$5 flags=$6
# The build tree first: it may sit inside the source tree.
for tree in "$build" "$source"; do
  if [ -d "$tree" ]; then mount -t tmpfs hidden "$tree"; fi
done
if [ -e "$source/sets" ] || [ -e "$build/share" ]; then echo "the trees are still visible"; exit 1; fi

export HOME="$tmp/home" PATH="$tmp/moved/bin:$PATH"
unset MUNCHKIN_PATH
cd "$HOME"
step() { echo "+ $*"; "$@"; }

step munchkinc check my-expansion
step munchkinc simulate my-expansion --games 20 --seed 3
step munchkinc sheets my-expansion -o shipped.pdf
step munchkinc sheets my-expansion -o letter.pdf --template my-templates
step munchkinc build my-expansion --cpp-out gen
for made in shipped.pdf letter.pdf gen/my_expansion_tables.h gen/my_expansion_tables.cpp; do
  if [ ! -s "$made" ]; then echo "munchkinc wrote no $made"; exit 1; fi
done

# The language server links each diagnostic to its page among the installed ones.
frame() { printf 'Content-Length: %d\r\n\r\n%s' "${#1}" "$1"; }
echo "+ munchkinc lsp (a document with a syntax error)"
replies=$({ frame '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}'
            frame '{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file://'"$HOME"'/my-expansion/typo.mkn","languageId":"mkn","version":1,"text":"tags Nope;"}}}'
            frame '{"jsonrpc":"2.0","method":"exit"}'; } | munchkinc lsp || true)
case "$replies" in
  *"\"href\":\"file://$tmp/moved/share/munchkin/explain/E0010.md\""*) ;;
  *) echo "munchkinc lsp did not link E0010 to the installed page: $replies"; exit 1 ;;
esac

cd "$tmp/outside"
step "$cmake" -S project -B build -G "$generator" -DCMAKE_PREFIX_PATH="$tmp/moved" -DOUTSIDE_SET="$tmp/outside/small.mkn" \
  -DCMAKE_BUILD_TYPE=Release "-DCMAKE_CXX_FLAGS=$flags" "-DCMAKE_EXE_LINKER_FLAGS=$flags" >/dev/null
step "$cmake" --build build -j2 >/dev/null
step ./build/outside
SCRIPT
unshare -rm bash "$tmp/as-user.sh" "$tmp" "$build" "$source" "$cmake" "$generator" "$flags"
