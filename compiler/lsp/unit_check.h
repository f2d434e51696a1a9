// One check of a unit as the editor sees it: the front end's phases (parse,
// AST, semantic passes, rule-conflict checks) run on the unit's folder and
// what it uses, with open documents replacing their files. Everything the
// server answers from (diagnostics, trees, the model) lives here until the
// next check of the unit.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "model/model.h"
#include "sema/loader.h"
#include "source/diagnostics.h"
#include "source/source_manager.h"

namespace munchkinc::lsp {

struct UnitCheck {
  std::string unitPath;  // canonical folder (or file) checked
  SourceManager sources;
  DiagnosticEngine diagnostics;
  std::unique_ptr<UnitLoader> loader;
  std::optional<model::Model> model;     // present even with errors (cards with errors left out)
  std::vector<const SourceUnit*> units;  // every unit read, the checked one among them
  const SourceUnit* root = nullptr;
  std::map<std::string, FileId> files;   // canonical path of every file read

  // The file read from `path` (canonical), if it was.
  std::optional<FileId> file(const std::string& path) const;
};

// The unit a document belongs to: the folder holding it.
std::string unitOf(const std::string& documentPath);

std::unique_ptr<UnitCheck> checkUnit(const std::string& unitPath, const std::map<std::string, std::string>& overlay,
                                     const std::vector<SearchFolder>& searchPaths);

}  // namespace munchkinc::lsp
