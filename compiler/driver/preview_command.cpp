// `munchkinc preview SET`: the set's cards and diagnostics on a local web
// page that follows the files (docs/editors.md).
#include <filesystem>
#include <iostream>

#include "driver/commands.h"
#include "preview/preview.h"

namespace munchkinc {

int runPreview(const CommonOptions& common, const PreviewCommandOptions& options) {
  // A mistyped path would otherwise serve a page of one error until stopped.
  std::error_code error;
  if (!std::filesystem::exists(options.path, error)) {
    std::cerr << options.path << ": error: no such file or folder: '" << options.path << "' [E0001]\n";
    return kExitUsage;
  }
  preview::PreviewOptions preview;
  preview.unitPath = options.path;
  preview.searchPaths = searchPathsWithBundled(common.searchPaths);
  preview.port = options.port;
  return preview::runPreview(preview, std::cout, std::cerr);
}

}  // namespace munchkinc
