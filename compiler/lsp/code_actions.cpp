#include "lsp/code_actions.h"

#include <cctype>
#include <optional>
#include <regex>

namespace munchkinc::lsp {

namespace {

std::string titleOf(const FixIt& fix) {
  std::string text = fix.replacement;
  while (!text.empty() && (text.front() == '\n' || text.front() == ' ')) text.erase(text.begin());
  if (fix.range.begin == fix.range.end) return "Insert '" + text + "'";
  if (text.empty()) return "Remove the text";
  return "Change to '" + text + "'";
}

bool identifierChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// "unknown tag 'Fury'; did you mean 'Furry'?": the misspelt word, found once
// and as a whole word in the diagnostic's range, replaced.
std::optional<FixIt> didYouMeanFix(const Diagnostic& d, const SourceManager& sources) {
  static const std::regex kPattern("'([^']+)'.*did you mean '([^']+)'\\?");
  std::smatch match;
  if (!std::regex_search(d.message, match, kPattern)) return std::nullopt;
  const std::string wrong = match[1], right = match[2];
  const std::string_view text = sources.slice(d.range);
  std::optional<std::size_t> found;
  for (std::size_t at = text.find(wrong); at != std::string_view::npos; at = text.find(wrong, at + 1)) {
    const bool starts = at == 0 || !identifierChar(text[at - 1]);
    const bool ends = at + wrong.size() == text.size() || !identifierChar(text[at + wrong.size()]);
    if (!starts || !ends) continue;
    if (found) return std::nullopt;  // twice: which one is meant is not certain
    found = at;
  }
  if (!found) return std::nullopt;
  const auto begin = static_cast<std::uint32_t>(d.range.begin + *found);
  return FixIt{{d.range.file, begin, begin + static_cast<std::uint32_t>(wrong.size())}, right};
}

}  // namespace

std::vector<QuickFix> quickFixes(const DiagnosticEngine& diagnostics, const SourceManager& sources, FileId file,
                                 std::uint32_t begin, std::uint32_t end) {
  std::vector<QuickFix> fixes;
  for (const Diagnostic& d : diagnostics.all()) {
    if (d.range.file != file || d.range.end < begin || d.range.begin > end) continue;
    if (!d.fixIts.empty()) {
      fixes.push_back({titleOf(d.fixIts.front()), &d, d.fixIts});
    } else if (const auto fix = didYouMeanFix(d, sources)) {
      fixes.push_back({"Change to '" + fix->replacement + "'", &d, {*fix}});
    }
  }
  return fixes;
}

}  // namespace munchkinc::lsp
