#include "case_set.h"

#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "check/conflicts.h"
#include "conformance_case.h"
#include "lower/lower_model.h"
#include "sema/build.h"
#include "sema/loader.h"
#include "source/diagnostic_printer.h"

namespace conformance {
namespace {

// A fresh folder for one set, removed when the set is built.
class TempFolder {
 public:
  TempFolder() {
    static std::atomic<int> counter{0};
    path_ = std::filesystem::temp_directory_path() /
            ("munchkin-conformance-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
    std::filesystem::create_directories(path_);
  }
  ~TempFolder() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  TempFolder(const TempFolder&) = delete;
  TempFolder& operator=(const TempFolder&) = delete;
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

int lineCount(const std::string& text) {
  int lines = 0;
  for (char c : text) lines += c == '\n';
  return lines;
}

}  // namespace

std::unique_ptr<CaseSet> buildCaseSet(const std::string& baseText, const std::string& caseMkn) {
  TempFolder folder;
  std::string text = baseText;
  if (!text.empty() && text.back() != '\n') text += '\n';
  const int firstCaseLine = lineCount(text) + 2;
  text += "// The case's own mkn:\n" + caseMkn;
  const std::filesystem::path file = folder.path() / "set.mkn";
  { std::ofstream(file) << text; }

  munchkinc::SourceManager sources;
  munchkinc::DiagnosticEngine diagnostics;
  munchkinc::UnitLoader loader(sources, diagnostics, {std::string(MUNCHKIN_SETS_DIR)}, nullptr);
  auto model = munchkinc::analyseModel(folder.path().string(), loader, sources, diagnostics);
  if (model) munchkinc::checkConflicts(*model, sources, diagnostics);
  if (!model || diagnostics.errorCount() > 0 || diagnostics.warningCount() > 0) {
    std::ostringstream message;
    message << "the case's set does not check cleanly (base.mkn, then the case's mkn: from line " << firstCaseLine
            << "):\n";
    munchkinc::printDiagnostics(message, diagnostics.sorted(sources), sources, {});
    throw CaseError(message.str());
  }
  auto built = std::make_unique<CaseSet>();
  built->model = std::move(*model);
  try {
    built->lowered = munchkinc::lowerModel(built->model, sources);
  } catch (const munchkinc::LoweringError& e) {
    throw CaseError(std::string("the case's set cannot be lowered: ") + e.what());
  }
  std::string error;
  built->prepared = munchkin::PreparedSet::prepare(built->lowered.tables(), error);
  if (!built->prepared) throw CaseError("the engine refuses the case's set: " + error);
  return built;
}

}  // namespace conformance
