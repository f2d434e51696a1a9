#include <iostream>

#include "driver/commands.h"
#include "fmt/formatter.h"
#include "source/input_file.h"
#include "source/atomic_file.h"

namespace munchkinc {

namespace {

// Formats one file; returns false if it was not (or would not be) left as is.
bool formatOne(const std::string& path, bool checkOnly, Session& session) {
  DiagnosticEngine& diagnostics = session.diagnostics();
  const auto id = loadSourceFile(path, session.sources(), diagnostics);
  if (!id) return true;
  const ast::File tree = parseFile(*id, session.sources(), diagnostics, &session.stats());
  if (!tree.parsed) return true;  // its syntax errors are reported; the file is left alone
  const std::string formatted = formatFile(tree);
  const std::string& original = session.sources().text(*id);
  if (formatted == original) return true;

  // Never write a file whose meaning formatting would change.
  SourceManager scratch;
  DiagnosticEngine scratchDiagnostics;
  const FileId again = scratch.add(path, formatted);
  const ast::File reparsed = parseFile(again, scratch, scratchDiagnostics);
  if (!reparsed.parsed || !ast::sameTree(tree, reparsed)) {
    diagnostics.reportFile(DiagCode::E0001, path, "internal error: formatting '" + path +
                                                      "' would change its meaning; the file was left unchanged");
    return false;
  }
  if (checkOnly) {
    std::cout << "would reformat " << path << '\n';
    return false;
  }
  if (const std::string error = writeFileAtomically(path, formatted); !error.empty()) {
    diagnostics.reportFile(DiagCode::E0001, path, error);
    return false;
  }
  std::cout << "formatted " << path << '\n';
  return true;
}

}  // namespace

int runFmt(const CommonOptions& common, const FmtOptions& options) {
  Session session(common);
  bool clean = true;
  for (const std::string& path : expandBuildPaths(options.paths)) {
    std::vector<std::string> files = unitFiles(path);
    if (files.empty()) {
      session.diagnostics().reportFile(DiagCode::E0001, path, "folder '" + path + "' holds no .mkn files");
    }
    for (const std::string& file : files) clean = formatOne(file, options.check, session) && clean;
  }
  const int status = session.finish();
  if (status != kExitClean) return status;
  return clean ? kExitClean : kExitErrors;
}

}  // namespace munchkinc
