// `munchkinc preview SET`: checks the set, serves its live gallery on
// 127.0.0.1 and follows its files until SIGINT (Ctrl-C), SIGTERM or SIGHUP.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "sema/loader.h"

namespace munchkinc::preview {

struct PreviewOptions {
  std::string unitPath;  // the set's folder or file
  std::vector<SearchFolder> searchPaths;
  int port = 0;  // 0: a free port, printed
};

// Prints the page's address on `out` once it is served; returns 0 after a
// stopping signal, 1 when the port could not be had.
int runPreview(const PreviewOptions& options, std::ostream& out, std::ostream& err);

}  // namespace munchkinc::preview
