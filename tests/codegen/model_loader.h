// Builds a checked model the way `munchkinc build` does, for tests that need
// the run-time lowering of a set.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "model/model.h"
#include "source/diagnostics.h"
#include "source/source_manager.h"

namespace codegen_test {

struct LoadedModel {
  munchkinc::SourceManager sources;
  munchkinc::DiagnosticEngine diagnostics;
  std::optional<munchkinc::model::Model> model;
  std::string diagnosticsText;  // every diagnostic, printed, for failure messages
};

// Never null; `model` is empty when the set has errors.
std::unique_ptr<LoadedModel> loadModel(const std::string& path);

}  // namespace codegen_test
