#include "model_loader.h"

#include <sstream>

#include "sema/build.h"
#include "sema/loader.h"
#include "source/diagnostic_printer.h"

namespace codegen_test {

std::unique_ptr<LoadedModel> loadModel(const std::string& path) {
  auto loaded = std::make_unique<LoadedModel>();
  munchkinc::UnitLoader loader(loaded->sources, loaded->diagnostics, {munchkinc::bundledSetsDirectory()}, nullptr);
  loaded->model = munchkinc::buildModel(path, loader, loaded->sources, loaded->diagnostics);
  std::ostringstream text;
  munchkinc::printDiagnostics(text, loaded->diagnostics.sorted(loaded->sources), loaded->sources, {});
  loaded->diagnosticsText = text.str();
  if (loaded->diagnostics.hadErrors()) loaded->model.reset();
  return loaded;
}

}  // namespace codegen_test
