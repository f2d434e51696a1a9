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

// Builds one unit (a set folder, module folder or single file) and everything
// it uses. Returns nullopt when errors make a model meaningless; the reasons
// are in `diagnostics`. A model is returned even when only warnings occurred.
// When a `uses` names a unit that cannot be found, the errors about unknown
// names in the units that miss it are not reported: that unit may declare them.
std::optional<model::Model> buildModel(const std::string& path, UnitLoader& loader, SourceManager& sources,
                                       DiagnosticEngine& diagnostics);

// Like buildModel, but the model is returned despite errors, for the
// rule-conflict checks: every card with an error is left out of it (and
// named in Model::leftOut). nullopt only when a file could not be read or
// parsed at all, so that there is nothing to check.
std::optional<model::Model> analyseModel(const std::string& path, UnitLoader& loader, SourceManager& sources,
                                         DiagnosticEngine& diagnostics);

// The sets folder shipped with munchkinc (for `uses core;` from anywhere):
// share/munchkin/sets beside the binary (source/shipped_data.h); empty when
// it cannot be found.
std::string bundledSetsDirectory();

}  // namespace munchkinc
