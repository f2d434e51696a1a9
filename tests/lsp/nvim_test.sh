#!/usr/bin/env bash
# Neovim (headless, no user configuration) with its built-in LSP client
# against `munchkinc lsp`: see nvim_session.lua. Usage: nvim_test.sh MUNCHKINC
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
export MUNCHKINC=$1 FIXTURE=$here/fixture
# A scratch home: no shada, swap or state of the user's, and none left behind.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export XDG_CONFIG_HOME=$scratch XDG_DATA_HOME=$scratch XDG_STATE_HOME=$scratch XDG_CACHE_HOME=$scratch
timeout 60 nvim --headless --clean -n -i NONE -c "luafile $here/nvim_session.lua" 2>&1
