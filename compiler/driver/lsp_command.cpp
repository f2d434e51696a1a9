// `munchkinc lsp`: the language server on standard input and output
// (docs/editors.md). Diagnostics of its own never go to standard output,
// which belongs to the protocol.
#include <iostream>

#include "driver/commands.h"
#include "lsp/server.h"

namespace munchkinc {

int runLsp(const CommonOptions& common) {
  // Messages are read a line of headers and a block of bytes at a time; the
  // C streams are not used, so C++'s need not keep in step with them.
  std::ios::sync_with_stdio(false);
  lsp::Server server(searchPathsWithBundled(common.searchPaths), std::cout);
  return server.run(std::cin);
}

}  // namespace munchkinc
