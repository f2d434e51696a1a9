// Front end plus semantic analysis: a path in, a checked model out.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/model.h"
#include "parse/parser.h"
#include "sema/loader.h"
#include "source/diagnostics.h"

namespace munchkinc {

struct BuildOptions {
  std::vector<std::string> searchPaths;  // where `uses ID` looks, before the unit's neighbours
};

// Builds one unit (a set folder, module folder or single file) and everything
// it uses. Returns nullopt when errors make a model meaningless; the reasons
// are in `diagnostics`. A model is returned even when only warnings occurred.
std::optional<model::Model> buildModel(const std::string& path, UnitLoader& loader, SourceManager& sources,
                                       DiagnosticEngine& diagnostics);

// The sets folder shipped with munchkinc (for `uses core;` from anywhere).
std::string bundledSetsDirectory();

}  // namespace munchkinc
