#include "lsp/unit_check.h"

#include <filesystem>

#include "check/conflicts.h"
#include "lsp/documents.h"
#include "sema/build.h"

namespace munchkinc::lsp {

std::optional<FileId> UnitCheck::file(const std::string& path) const {
  const auto it = files.find(path);
  if (it == files.end()) return std::nullopt;
  return it->second;
}

std::string unitOf(const std::string& documentPath) {
  return std::filesystem::path(documentPath).parent_path().string();
}

std::unique_ptr<UnitCheck> checkUnit(const std::string& unitPath, const std::map<std::string, std::string>& overlay,
                                     const std::vector<SearchFolder>& searchPaths) {
  auto check = std::make_unique<UnitCheck>();
  check->unitPath = unitPath;
  check->loader = std::make_unique<UnitLoader>(check->sources, check->diagnostics, searchPaths, nullptr);
  check->loader->setOverlay(&overlay);
  check->model = analyseModel(unitPath, *check->loader, check->sources, check->diagnostics);
  if (check->model) checkConflicts(*check->model, check->sources, check->diagnostics);
  check->loader->setOverlay(nullptr);  // the overlay changes after this check; its texts were copied
  check->units = check->loader->loadedUnits();
  for (const SourceUnit* unit : check->units) {
    if (unit->location == unitPath) check->root = unit;
    for (const ast::File& file : unit->files) check->files[canonicalPath(check->sources.path(file.id))] = file.id;
  }
  return check;
}

}  // namespace munchkinc::lsp
