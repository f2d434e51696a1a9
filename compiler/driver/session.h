// What every subcommand shares: the sources it read, the diagnostics it
// collected, how to print them, and how to turn them into an exit status.
#pragma once

#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "model/model.h"
#include "parse/parser.h"
#include "sema/loader.h"
#include "source/diagnostic_printer.h"
#include "source/diagnostics.h"

namespace munchkinc {

enum ExitCode { kExitClean = 0, kExitErrors = 1, kExitUsage = 2 };

struct CommonOptions {
  std::string diagnosticsFormat = "text";
  std::string color = "auto";
  bool warningsAsErrors = false;
  std::vector<std::string> searchPaths;
};

class Session {
 public:
  explicit Session(const CommonOptions& options);

  SourceManager& sources() { return sources_; }
  DiagnosticEngine& diagnostics() { return diagnostics_; }
  UnitLoader& loader() { return loader_; }
  ParseStats& stats() { return stats_; }

  // Builds the unit at `path` and runs the rule-conflict checks on it. The
  // model is returned even when errors were found (the cards with errors
  // left out of it, see analyseModel): only for reading, never for a back end.
  std::optional<model::Model> analyse(const std::string& path);
  // The model every back end starts from: nullopt when any error was found.
  std::optional<model::Model> checkedModel(const std::string& path);

  // Where a command's lines for people go (summaries, "wrote ..."): stdout,
  // except with JSON diagnostics, which keep stdout to themselves.
  std::ostream& out() const;
  bool jsonDiagnostics() const { return print_.format == DiagnosticFormat::Json; }

  // Prints every diagnostic (sorted): text to stderr, JSON as one document on
  // stdout (an empty list too). Then returns status().
  int finish();
  // Writes the diagnostics (sorted) in the chosen format to `out`.
  void printTo(std::ostream& out) const;
  // The exit code: 2 if a file could not be read or written, 1 for other errors,
  // else 0.
  int status() const;

 private:
  SourceManager sources_;
  DiagnosticEngine diagnostics_;
  ParseStats stats_;
  UnitLoader loader_;
  PrintOptions print_;
};

// Where `uses ID` looks, first to last: the -I folders, the MUNCHKIN_PATH
// folders, then the bundled sets next to munchkinc (the loader adds the
// unit's surroundings).
std::vector<SearchFolder> searchPathsWithBundled(const std::vector<std::string>& includes);

// Folders that hold no .mkn files but have sub-folders that do stand for
// those sub-folders, two levels down: sets/ is every set and crossover.
std::vector<std::string> expandBuildPaths(const std::vector<std::string>& paths);

}  // namespace munchkinc
