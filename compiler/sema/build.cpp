#include "sema/build.h"

#include "sema/analysis.h"

#ifndef MUNCHKIN_SETS_DIR
#define MUNCHKIN_SETS_DIR "sets"
#endif

namespace munchkinc {

std::string bundledSetsDirectory() { return MUNCHKIN_SETS_DIR; }

std::optional<model::Model> buildModel(const std::string& path, UnitLoader& loader, SourceManager& sources,
                                       DiagnosticEngine& diagnostics) {
  const std::size_t errorsBefore = diagnostics.errorCount();
  std::vector<SourceUnit*> units = loader.loadBuild(path);
  if (units.empty()) return std::nullopt;
  for (const SourceUnit* unit : units) {
    // Analysing a unit with unreadable or unparsable files would only report
    // fallout from errors already shown.
    if (!unit->complete) return std::nullopt;
  }
  Analysis analysis{sources, diagnostics, std::move(units), {}, {}, {}, {}, {}, {}, {}, {}, {}};
  collectDeclarations(analysis);
  resolveEquivalences(analysis);
  checkCards(analysis);
  checkReferences(analysis);
  if (diagnostics.errorCount() > errorsBefore) return std::nullopt;
  return std::move(analysis.model);
}

}  // namespace munchkinc
