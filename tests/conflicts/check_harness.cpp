#include "check_harness.h"

#include <algorithm>
#include <fstream>
#include <sstream>

#include "check/conflicts.h"
#include "sema/build.h"
#include "sema/loader.h"
#include "source/diagnostic_printer.h"

namespace munchkinc::testing {

bool CheckRun::has(DiagCode code) const { return countOf(code) > 0; }

std::size_t CheckRun::countOf(DiagCode code) const {
  return static_cast<std::size_t>(std::count_if(diagnostics.begin(), diagnostics.end(),
                                                [&](const Diagnostic& d) { return d.code == code; }));
}

std::string sourceDir() { return MUNCHKIN_SOURCE_DIR; }

CheckRun checkPath(const std::string& path) {
  SourceManager sources;
  DiagnosticEngine engine;
  UnitLoader loader(sources, engine, {bundledSetsDirectory()}, nullptr);
  CheckRun run;
  run.model = buildModel(path, loader, sources, engine);
  if (run.model) checkConflicts(*run.model, sources, engine);
  run.diagnostics = engine.sorted(sources);
  run.errors = engine.errorCount();
  run.warnings = engine.warningCount();
  std::ostringstream out;
  printDiagnostics(out, run.diagnostics, sources, PrintOptions{});
  run.text = out.str();
  const std::string prefix = sourceDir() + "/";
  for (std::size_t at = run.text.find(prefix); at != std::string::npos; at = run.text.find(prefix, at)) {
    run.text.erase(at, prefix.size());
  }
  return run;
}

std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

void writeFile(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
}

}  // namespace munchkinc::testing
