#include "lsp/diagnostics_json.h"

#include <filesystem>

#include "lsp/documents.h"
#include "lsp/line_index.h"
#include "lsp/uri.h"
#include "source/shipped_data.h"

namespace munchkinc::lsp {

namespace {

nlohmann::json positionJson(Position position) {
  return {{"line", position.line}, {"character", position.character}};
}

int severityNumber(Severity severity) {
  switch (severity) {
    case Severity::Error: return 1;
    case Severity::Warning: return 2;
    case Severity::Note: return 3;
  }
  return 1;
}

}  // namespace

nlohmann::json rangeJson(const SourceManager& sources, SourceRange range) {
  if (!range.valid()) return {{"start", positionJson({})}, {"end", positionJson({})}};
  const LineIndex lines(sources.text(range.file));
  return {{"start", positionJson(lines.position(range.begin))}, {"end", positionJson(lines.position(range.end))}};
}

std::string explainUri(DiagCode code) {
  static const std::string folder = shippedDataFolder("explain");
  if (folder.empty()) return {};
  const std::filesystem::path page = std::filesystem::path(folder) / (std::string(codeName(code)) + ".md");
  std::error_code ec;
  return std::filesystem::is_regular_file(page, ec) ? uriFromPath(page.string()) : std::string();
}

nlohmann::json diagnosticJson(const Diagnostic& diagnostic, const SourceManager& sources) {
  std::string message = diagnostic.message;
  nlohmann::json related = nlohmann::json::array();
  for (const DiagnosticNote& note : diagnostic.notes) {
    // A note with no place (the folders searched for a `uses`) reads on in the message.
    if (!note.range.valid()) {
      message += "\nnote: " + note.message;
      continue;
    }
    related.push_back({{"location", {{"uri", uriFromPath(canonicalPath(sources.path(note.range.file)))},
                                     {"range", rangeJson(sources, note.range)}}},
                       {"message", note.message}});
  }
  nlohmann::json out = {{"range", rangeJson(sources, diagnostic.range)},
                        {"severity", severityNumber(diagnostic.severity)},
                        {"code", std::string(codeName(diagnostic.code))},
                        {"source", "munchkinc"},
                        {"message", message}};
  if (const std::string href = explainUri(diagnostic.code); !href.empty()) out["codeDescription"] = {{"href", href}};
  if (!related.empty()) out["relatedInformation"] = std::move(related);
  return out;
}

}  // namespace munchkinc::lsp
