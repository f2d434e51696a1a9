#include "source/diagnostics.h"

#include <algorithm>
#include <array>
#include <tuple>

namespace munchkinc {
namespace {

struct CodeInfo {
  std::string_view code;
  Severity severity;
  std::string_view slug;
};

constexpr std::array kCodes{
#define X(code, severity, name) CodeInfo{#code, Severity::severity, name},
#include "source/diagnostic_codes.def"
#undef X
};

const CodeInfo& info(DiagCode code) { return kCodes[static_cast<std::size_t>(code)]; }

}  // namespace

std::string_view codeName(DiagCode code) { return info(code).code; }
std::string_view codeSlug(DiagCode code) { return info(code).slug; }
Severity defaultSeverity(DiagCode code) { return info(code).severity; }

bool parseCode(std::string_view text, DiagCode& out) {
  for (std::size_t i = 0; i < kCodes.size(); ++i) {
    if (kCodes[i].code == text || kCodes[i].slug == text) {
      out = static_cast<DiagCode>(i);
      return true;
    }
  }
  return false;
}

std::vector<DiagCode> allCodes() {
  std::vector<DiagCode> codes;
  for (std::size_t i = 0; i < kCodes.size(); ++i) codes.push_back(static_cast<DiagCode>(i));
  return codes;
}

Diagnostic& DiagnosticEngine::report(DiagCode code, SourceRange range, std::string message) {
  const Severity severity = defaultSeverity(code);
  if (severity == Severity::Error || (warningsAsErrors_ && severity == Severity::Warning)) ++errorsReported_;
  if (range.valid() && !seen_.emplace(static_cast<int>(code), range.file, range.begin, message).second) {
    // Notes attached to a repeat go nowhere.
    discarded_ = {code, defaultSeverity(code), range, std::move(message), {}, {}, {}};
    return discarded_;
  }
  diagnostics_.push_back({code, defaultSeverity(code), range, std::move(message), {}, {}, {}});
  return diagnostics_.back();
}

Diagnostic& DiagnosticEngine::reportFile(DiagCode code, std::string path, std::string message) {
  Diagnostic& d = report(code, SourceRange{}, std::move(message));
  d.path = std::move(path);
  return d;
}

void DiagnosticEngine::note(Diagnostic& diagnostic, SourceRange range, std::string message) {
  diagnostic.notes.push_back({range, std::move(message)});
}

void DiagnosticEngine::fixIt(Diagnostic& diagnostic, SourceRange range, std::string replacement) {
  diagnostic.fixIts.push_back({range, std::move(replacement)});
}

Severity DiagnosticEngine::effective(const Diagnostic& d) const {
  if (warningsAsErrors_ && d.severity == Severity::Warning) return Severity::Error;
  return d.severity;
}

std::size_t DiagnosticEngine::errorCount() const {
  return static_cast<std::size_t>(std::count_if(diagnostics_.begin(), diagnostics_.end(),
      [&](const Diagnostic& d) { return effective(d) == Severity::Error; }));
}

std::size_t DiagnosticEngine::warningCount() const {
  return static_cast<std::size_t>(std::count_if(diagnostics_.begin(), diagnostics_.end(),
      [&](const Diagnostic& d) { return effective(d) == Severity::Warning; }));
}

std::vector<Diagnostic> DiagnosticEngine::sorted(const SourceManager& sources) const {
  std::vector<Diagnostic> out = diagnostics_;
  for (Diagnostic& d : out) d.severity = effective(d);
  auto key = [&](const Diagnostic& d) {
    const std::string& file = d.range.valid() ? sources.path(d.range.file) : d.path;
    return std::tie(file, d.range.begin, d.code);
  };
  std::stable_sort(out.begin(), out.end(),
                   [&](const Diagnostic& a, const Diagnostic& b) { return key(a) < key(b); });
  return out;
}

}  // namespace munchkinc
