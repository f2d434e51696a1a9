// Diagnostics are recorded against byte ranges and rendered at the end, sorted
// by location so output is deterministic whatever order passes ran in.
#pragma once

#include <set>
#include <string>
#include <tuple>
#include <string_view>
#include <vector>

#include "source/source_manager.h"

namespace munchkinc {

enum class Severity { Note, Warning, Error };

enum class DiagCode {
#define X(code, severity, name) code,
#include "source/diagnostic_codes.def"
#undef X
};

std::string_view codeName(DiagCode code);   // "E0100"
std::string_view codeSlug(DiagCode code);   // "duplicate-definition"
Severity defaultSeverity(DiagCode code);
bool parseCode(std::string_view text, DiagCode& out);
std::vector<DiagCode> allCodes();

struct DiagnosticNote {
  SourceRange range;
  std::string message;
};

// An edit that fixes the mistake: replace `range` with `replacement` (an
// empty range is an insertion), as clang's fix-it hints do.
struct FixIt {
  SourceRange range;
  std::string replacement;
};

struct Diagnostic {
  DiagCode code;
  Severity severity;
  SourceRange range;
  std::string message;
  std::vector<DiagnosticNote> notes;
  // Files that could not be read have no range; this names them instead.
  std::string path;
  std::vector<FixIt> fixIts;
};

class DiagnosticEngine {
 public:
  // Returns the diagnostic so the caller can attach notes.
  Diagnostic& report(DiagCode code, SourceRange range, std::string message);
  Diagnostic& reportFile(DiagCode code, std::string path, std::string message);
  void note(Diagnostic& diagnostic, SourceRange range, std::string message);
  void fixIt(Diagnostic& diagnostic, SourceRange range, std::string replacement);

  void setWarningsAsErrors(bool on) { warningsAsErrors_ = on; }
  std::size_t errorCount() const;
  // Errors reported so far, repeats of an earlier one included: what a pass
  // compares before and after to learn whether something it checked has one.
  std::size_t errorsReported() const { return errorsReported_; }
  std::size_t warningCount() const;
  bool hadErrors() const { return errorCount() > 0; }

  // Stable order: by file, then offset, then code; ties keep report order.
  std::vector<Diagnostic> sorted(const SourceManager& sources) const;
  const std::vector<Diagnostic>& all() const { return diagnostics_; }

 private:
  Severity effective(const Diagnostic& d) const;
  std::vector<Diagnostic> diagnostics_;
  // A unit shared by several builds is analysed once per build; its
  // diagnostics are reported once.
  std::set<std::tuple<int, FileId, std::uint32_t, std::string>> seen_;
  Diagnostic discarded_;
  bool warningsAsErrors_ = false;
  std::size_t errorsReported_ = 0;
};

}  // namespace munchkinc
