#include "driver/session.h"

#include <unistd.h>

#include <algorithm>
#include <filesystem>

#include "sema/build.h"
#include "check/conflicts.h"

namespace munchkinc {

namespace {

std::vector<std::string> searchPathsWithBundled(std::vector<std::string> paths) {
  paths.push_back(bundledSetsDirectory());
  return paths;
}

}  // namespace

Session::Session(const CommonOptions& options)
    : loader_(sources_, diagnostics_, searchPathsWithBundled(options.searchPaths), &stats_) {
  diagnostics_.setWarningsAsErrors(options.warningsAsErrors);
  print_.format = options.diagnosticsFormat == "json" ? DiagnosticFormat::Json : DiagnosticFormat::Text;
  print_.color = options.color == "always" || (options.color == "auto" && ::isatty(STDERR_FILENO) &&
                                               print_.format == DiagnosticFormat::Text);
}

std::optional<model::Model> Session::analyse(const std::string& path) {
  auto model = buildModel(path, loader_, sources_, diagnostics_);
  if (model) checkConflicts(*model, sources_, diagnostics_);
  return model;
}

std::optional<model::Model> Session::checkedModel(const std::string& path) {
  const std::size_t errorsBefore = diagnostics_.errorCount();
  auto model = analyse(path);
  if (diagnostics_.errorCount() > errorsBefore) return std::nullopt;
  return model;
}

int Session::finish() {
  const std::vector<Diagnostic> all = diagnostics_.sorted(sources_);
  if (print_.format == DiagnosticFormat::Json || !all.empty()) printDiagnostics(std::cerr, all, sources_, print_);
  const bool unreadable = std::any_of(all.begin(), all.end(), [](const Diagnostic& d) {
    return d.code == DiagCode::E0001;
  });
  if (unreadable) return kExitUsage;
  return diagnostics_.hadErrors() ? kExitErrors : kExitClean;
}

std::vector<std::string> expandBuildPaths(const std::vector<std::string>& paths) {
  namespace fs = std::filesystem;
  std::vector<std::string> out;
  for (const std::string& path : paths) {
    std::error_code ec;
    if (!fs::is_directory(path, ec) || !unitFiles(path).empty()) {
      out.push_back(path);
      continue;
    }
    std::vector<std::string> children;
    for (const fs::directory_entry& entry : fs::directory_iterator(path, ec)) {
      if (entry.is_directory(ec) && !unitFiles(entry.path().string()).empty()) children.push_back(entry.path().string());
    }
    std::sort(children.begin(), children.end());
    if (children.empty()) children.push_back(path);  // reported as empty by the loader
    out.insert(out.end(), children.begin(), children.end());
  }
  return out;
}

}  // namespace munchkinc
