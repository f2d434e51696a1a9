#include "sema/build.h"

#include <algorithm>
#include <set>

#include "sema/analysis.h"
#include "source/shipped_data.h"

namespace munchkinc {

namespace {

// Errors about names a missing unit might have declared: with `uses X;`
// unresolved, every card of a kind X declares would otherwise be an error
// of its own, burying the one E0109 that matters.
bool namesSomethingUndeclared(DiagCode code) {
  switch (code) {
    case DiagCode::E0101: case DiagCode::E0102: case DiagCode::E0103: case DiagCode::E0104:
    case DiagCode::E0105: case DiagCode::E0106: case DiagCode::E0107: case DiagCode::E0112:
    case DiagCode::E0113: case DiagCode::E0114: case DiagCode::E0115:
      return true;
    default:
      return false;
  }
}

// The files of units that miss a used unit, directly or through one they use.
std::set<FileId> filesMissingAUse(const std::vector<SourceUnit*>& units) {
  std::set<const SourceUnit*> missing;
  std::set<FileId> files;
  for (const SourceUnit* unit : units) {  // dependency order: a unit's uses come first
    const bool affected = unit->usesMissing || std::any_of(unit->uses.begin(), unit->uses.end(),
                                                           [&](const SourceUnit* used) { return missing.count(used); });
    if (!affected) continue;
    missing.insert(unit);
    for (const ast::File& file : unit->files) files.insert(file.id);
  }
  return files;
}

// Copies the analysis's diagnostics, less the unknown names in `files`.
void keepAllBut(const DiagnosticEngine& from, const std::set<FileId>& files, DiagnosticEngine& to) {
  for (const Diagnostic& d : from.all()) {
    if (namesSomethingUndeclared(d.code) && d.range.valid() && files.count(d.range.file)) continue;
    Diagnostic& copy = d.path.empty() ? to.report(d.code, d.range, d.message) : to.reportFile(d.code, d.path, d.message);
    for (const DiagnosticNote& n : d.notes) to.note(copy, n.range, n.message);
    for (const FixIt& f : d.fixIts) to.fixIt(copy, f.range, f.replacement);
  }
}

}  // namespace

std::string bundledSetsDirectory() { return shippedDataFolder("sets"); }

std::optional<model::Model> analyseModel(const std::string& path, UnitLoader& loader, SourceManager& sources,
                                         DiagnosticEngine& diagnostics) {
  const std::size_t errorsBefore = diagnostics.errorsReported();
  std::vector<SourceUnit*> units = loader.loadBuild(path);
  if (units.empty()) return std::nullopt;
  for (const SourceUnit* unit : units) {
    // A file that could not be read or tokenised leaves every name it
    // declares missing: analysing the rest would only report that.
    if (!unit->complete) return std::nullopt;
  }
  const std::set<FileId> missingAUse = filesMissingAUse(units);
  DiagnosticEngine held;  // the analysis reports here when a used unit is missing
  DiagnosticEngine& analysisDiagnostics = missingAUse.empty() ? diagnostics : held;
  Analysis analysis{sources, analysisDiagnostics, std::move(units), {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, 0, {}};
  collectDeclarations(analysis);
  declareSwitchedRules(analysis);
  resolveEquivalences(analysis);
  checkCards(analysis);
  checkReferences(analysis);
  checkArtFiles(analysis);
  checkEngineLimits(analysis, missingAUse.empty() && diagnostics.errorsReported() == errorsBefore);
  if (!missingAUse.empty()) keepAllBut(held, missingAUse, diagnostics);
  return std::move(analysis.model);
}

std::optional<model::Model> buildModel(const std::string& path, UnitLoader& loader, SourceManager& sources,
                                       DiagnosticEngine& diagnostics) {
  const std::size_t errorsBefore = diagnostics.errorsReported();
  auto model = analyseModel(path, loader, sources, diagnostics);
  if (diagnostics.errorsReported() > errorsBefore) return std::nullopt;
  return model;
}

}  // namespace munchkinc
