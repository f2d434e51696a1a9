// `munchkinc fmt`: rewrites .mkn files in canonical form; with --check it
// changes nothing and prints, as a unified diff, what it would change. The
// path `-` formats standard input to standard output, for editors.
#include <algorithm>
#include <iostream>
#include <iterator>
#include <optional>

#include <unistd.h>

#include "driver/commands.h"
#include "fmt/canonical_text.h"
#include "fmt/unified_diff.h"
#include "source/atomic_file.h"
#include "source/input_file.h"

namespace munchkinc {

namespace {

constexpr const char* kStandardInput = "-";
constexpr const char* kStandardInputName = "<stdin>";

// Formats one file; returns false if it was not (or would not be) left as is.
bool formatOne(const std::string& path, bool checkOnly, Session& session) {
  const auto id = loadSourceFile(path, session.sources(), session.diagnostics());
  if (!id) return true;
  const std::optional<std::string> formatted =
      canonicalText(*id, path, session.sources(), session.diagnostics(), &session.stats());
  if (!formatted) return false;
  const std::string& original = session.sources().text(*id);
  if (*formatted == original) return true;
  if (checkOnly) {
    session.out() << unifiedDiff(original, *formatted, path);
    return false;
  }
  if (const std::string error = writeFileAtomically(path, *formatted); !error.empty()) {
    session.diagnostics().reportFile(DiagCode::E0001, path, error);
    return false;
  }
  session.out() << "formatted " << path << '\n';
  return true;
}

// Standard input to standard output. Nothing reaches standard output unless
// formatting succeeded, so an editor can replace its buffer with it.
bool formatStandardInput(bool checkOnly, Session& session) {
  std::optional<std::string> text = readBounded(STDIN_FILENO, kStandardInputName, session.diagnostics());
  if (!text) return false;
  const auto id = addSourceText(kStandardInputName, std::move(*text), session.sources(), session.diagnostics());
  if (!id) return false;
  const std::optional<std::string> formatted =
      canonicalText(*id, kStandardInputName, session.sources(), session.diagnostics(), &session.stats());
  if (!formatted) return false;
  const std::string& original = session.sources().text(*id);
  if (!checkOnly) {
    std::cout << *formatted;
    return true;
  }
  std::cout << unifiedDiff(original, *formatted, kStandardInputName);
  return *formatted == original;
}

}  // namespace

int runFmt(const CommonOptions& common, const FmtOptions& options) {
  const bool standardInput =
      std::find(options.paths.begin(), options.paths.end(), kStandardInput) != options.paths.end();
  if (standardInput && options.paths.size() > 1) {
    std::cerr << "munchkinc: error: fmt formats standard input ('-') alone, not with other paths\n";
    return kExitUsage;
  }
  Session session(common);
  bool clean = true;
  if (standardInput) {
    clean = formatStandardInput(options.check, session);
  } else {
    for (const std::string& path : expandBuildPaths(options.paths)) {
      std::vector<std::string> files = unitFiles(path);
      if (files.empty()) {
        session.diagnostics().reportFile(DiagCode::E0001, path, "folder '" + path + "' holds no .mkn files");
      }
      for (const std::string& file : files) clean = formatOne(file, options.check, session) && clean;
    }
  }
  const int status = session.finish();
  if (status != kExitClean) return status;
  return clean ? kExitClean : kExitErrors;
}

}  // namespace munchkinc
