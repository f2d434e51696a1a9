#include "driver/session.h"

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <string_view>

#include "sema/build.h"
#include "check/conflicts.h"
#include "source/shipped_data.h"

namespace munchkinc {

namespace {

// https://no-color.org: a non-empty NO_COLOR turns colour off unless asked for
// on the command line.
bool noColorRequested() {
  const char* value = std::getenv("NO_COLOR");
  return value != nullptr && value[0] != '\0';
}

}  // namespace

Session::Session(const CommonOptions& options)
    : loader_(sources_, diagnostics_, searchPathsWithBundled(options.searchPaths), &stats_) {
  diagnostics_.setWarningsAsErrors(options.warningsAsErrors);
  print_.format = options.diagnosticsFormat == "json" ? DiagnosticFormat::Json : DiagnosticFormat::Text;
  print_.color = options.color == "always" || (options.color == "auto" && ::isatty(STDERR_FILENO) &&
                                               print_.format == DiagnosticFormat::Text && !noColorRequested());
}

std::optional<model::Model> Session::analyse(const std::string& path) {
  auto model = analyseModel(path, loader_, sources_, diagnostics_);
  if (model) checkConflicts(*model, sources_, diagnostics_);
  return model;
}

std::optional<model::Model> Session::checkedModel(const std::string& path) {
  const std::size_t errorsBefore = diagnostics_.errorCount();
  auto model = analyse(path);
  if (diagnostics_.errorCount() > errorsBefore) return std::nullopt;
  return model;
}

std::ostream& Session::out() const { return jsonDiagnostics() ? std::cerr : std::cout; }

int Session::finish() {
  if (jsonDiagnostics()) {
    printTo(std::cout);
    std::cout.flush();
  } else {
    printTo(std::cerr);
  }
  return status();
}

void Session::printTo(std::ostream& out) const {
  const std::vector<Diagnostic> all = diagnostics_.sorted(sources_);
  if (jsonDiagnostics() || !all.empty()) printDiagnostics(out, all, sources_, print_);
}

int Session::status() const {
  const std::vector<Diagnostic>& all = diagnostics_.all();
  // A file that could not be read or written is an I/O error, not a mistake in the set.
  const bool inputOrOutputFailed = std::any_of(all.begin(), all.end(), [](const Diagnostic& d) {
    return d.code == DiagCode::E0001 || d.code == DiagCode::E0017 || d.code == DiagCode::E3008;
  });
  if (inputOrOutputFailed) return kExitUsage;
  return diagnostics_.hadErrors() ? kExitErrors : kExitClean;
}

// MUNCHKIN_PATH is colon-separated, like PATH; empty entries are skipped.
std::vector<SearchFolder> searchPathsWithBundled(const std::vector<std::string>& includes) {
  std::vector<SearchFolder> folders;
  for (const std::string& folder : includes) folders.emplace_back(folder, "-I");
  if (const char* fromEnvironment = std::getenv("MUNCHKIN_PATH")) {
    std::string_view rest(fromEnvironment);
    while (!rest.empty()) {
      const std::size_t colon = rest.find(':');
      const std::string_view folder = rest.substr(0, colon);
      if (!folder.empty()) folders.emplace_back(std::string(folder), "MUNCHKIN_PATH");
      rest = colon == std::string_view::npos ? std::string_view() : rest.substr(colon + 1);
    }
  }
  if (const std::string bundled = bundledSetsDirectory(); !bundled.empty()) {
    folders.emplace_back(bundled, "bundled sets");
  } else {
    folders.emplace_back("", "no bundled sets: found no " + shippedDataSearchDescription("sets"));
  }
  return folders;
}

namespace {

// A folder with no .mkn files stands for its sub-folders that have some, down
// to `depth` levels (sets/ reaches sets/crossovers/all-four).
void expandFolder(const std::string& path, int depth, std::vector<std::string>& out) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (!fs::is_directory(path, ec) || !unitFiles(path).empty() || depth == 0) {
    out.push_back(path);
    return;
  }
  std::vector<std::string> children;
  for (const fs::directory_entry& entry : fs::directory_iterator(path, ec)) {
    if (entry.is_directory(ec)) children.push_back(entry.path().string());
  }
  std::sort(children.begin(), children.end());
  const std::size_t before = out.size();
  for (const std::string& child : children) {
    std::vector<std::string> found;
    expandFolder(child, depth - 1, found);
    for (std::string& unit : found) {
      if (!unitFiles(unit).empty()) out.push_back(std::move(unit));
    }
  }
  if (out.size() == before) out.push_back(path);  // reported as empty by the loader
}

}  // namespace

std::vector<std::string> expandBuildPaths(const std::vector<std::string>& paths) {
  std::vector<std::string> out;
  for (const std::string& path : paths) expandFolder(path, 2, out);
  return out;
}

}  // namespace munchkinc
