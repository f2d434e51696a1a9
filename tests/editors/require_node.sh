# Sourced by the editor tests: stops with a clear message when node or npm is
# missing (the tests fail then, they never skip).
for tool in node npm; do
  if ! command -v "$tool" >/dev/null; then
    echo "error: '$tool' not found: the editor tests need Debian's nodejs and npm (.ci/bootstrap installs them)" >&2
    exit 1
  fi
done
