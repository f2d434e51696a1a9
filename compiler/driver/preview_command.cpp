// `munchkinc preview SET`: the set's cards and diagnostics on a local web
// page that follows the files (docs/editors.md).
#include <iostream>

#include "driver/commands.h"
#include "preview/preview.h"

namespace munchkinc {

int runPreview(const CommonOptions& common, const PreviewCommandOptions& options) {
  preview::PreviewOptions preview;
  preview.unitPath = options.path;
  preview.searchPaths = searchPathsWithBundled(common.searchPaths);
  preview.port = options.port;
  return preview::runPreview(preview, std::cout, std::cerr);
}

}  // namespace munchkinc
