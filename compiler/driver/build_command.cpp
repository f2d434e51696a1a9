#include <iostream>

#include "backend/cpp/cpp_backend.h"
#include "backend/cpp/cpp_escape.h"
#include "driver/commands.h"
#include "lower/lower_model.h"

namespace munchkinc {

int runBuild(const CommonOptions& common, const BuildCommandOptions& options) {
  if (!options.name.empty() && !isCppIdentifier(options.name)) {
    std::cerr << "munchkinc: error: --name '" << options.name
              << "' is not a usable C++ identifier (letters, digits and '_', not a keyword or reserved name)\n";
    return kExitUsage;
  }
  Session session(common);
  // Errors (including warnings promoted by -W) leave the previous output alone.
  const auto model = session.checkedModel(options.path);
  if (!model) return session.finish();

  CppBackendOptions backend;
  backend.outputDirectory = options.cppOut;
  backend.identifier = options.name.empty() ? cppIdentifierFrom(model->root.id) : options.name;
  backend.depfile = options.depfile;
  CppBackendResult result;
  try {
    result = writeCppBackend(*model, session.sources(), backend);
  } catch (const LoweringError& e) {
    session.finish();
    std::cerr << "munchkinc: internal error: cannot lower '" << model->root.id << "' to rule tables: " << e.what()
              << '\n';
    return kExitErrors;
  }
  const int status = session.finish();
  if (!result.error.empty()) {
    std::cerr << "munchkinc: error: " << result.error << '\n';
    return kExitUsage;
  }
  if (!options.quiet) {
    for (const std::string& path : result.written) session.out() << "wrote " << path << '\n';
    for (const std::string& path : result.unchanged) session.out() << "unchanged " << path << '\n';
  }
  return status;
}

}  // namespace munchkinc
