#include "parse/error_listener.h"

#include "MunchkinLexer.h"
#include "parse/parser.h"

namespace munchkinc {

using grammar::MunchkinLexer;

namespace {

std::string tokenKindName(std::size_t type, const antlr4::dfa::Vocabulary& vocabulary) {
  switch (type) {
    case antlr4::Token::EOF: return "end of file";
    case MunchkinLexer::IDENT: return "a name";
    case MunchkinLexer::STRING: return "a string";
    case MunchkinLexer::INT: return "a number";
    default: return vocabulary.getDisplayName(type);
  }
}

}  // namespace

std::string describeToken(const antlr4::Token& token) {
  if (token.getType() == antlr4::Token::EOF) return "end of file";
  std::string text = token.getText();
  if (text.size() > 24) text = text.substr(0, 21) + "...";
  return "'" + text + "'";
}

SourceRange SyntaxErrorListener::rangeOf(const antlr4::Token& token) const {
  if (token.getType() == antlr4::Token::EOF) {
    const std::uint32_t at = offsets_.byte(token.getStartIndex());
    return {file_, at, at};
  }
  return {file_, offsets_.byte(token.getStartIndex()), offsets_.byte(token.getStopIndex() + 1)};
}

std::string SyntaxErrorListener::describeExpected(antlr4::Parser& parser) const {
  const antlr4::misc::IntervalSet expected = parser.getExpectedTokens();
  const std::vector<ssize_t> types = expected.toList();
  // A long list helps nobody; past four alternatives just say what was found.
  if (types.empty() || types.size() > 4) return {};
  std::string text = "expected ";
  for (std::size_t i = 0; i < types.size(); ++i) {
    if (i > 0) text += (i + 1 == types.size()) ? " or " : ", ";
    text += tokenKindName(static_cast<std::size_t>(types[i]), parser.getVocabulary());
  }
  return text;
}

void SyntaxErrorListener::syntaxError(antlr4::Recognizer* recognizer, antlr4::Token* offendingSymbol,
                                      size_t line, size_t charPositionInLine, const std::string& msg,
                                      std::exception_ptr) {
  if (errors_ >= kMaxSyntaxErrors) return;
  ++errors_;
  // Stray characters were reported before parsing began.
  if (offendingSymbol && offendingSymbol->getType() == MunchkinLexer::UNKNOWN_CHAR) return;
  if (errors_ == kMaxSyntaxErrors) {
    SourceRange at{file_, 0, 0};
    if (offendingSymbol) at = rangeOf(*offendingSymbol);
    diagnostics_.report(DiagCode::E0014, at, "too many syntax errors in this file; stopping here");
    throw TooManySyntaxErrors{};
  }

  auto* parser = dynamic_cast<antlr4::Parser*>(recognizer);
  if (!parser || !offendingSymbol) {
    // Only the parser is listened to, and the lexer's catch-all rule means it
    // never fails; keep ANTLR's own words should that ever change.
    diagnostics_.report(DiagCode::E0010, {file_, 0, 0},
                        "line " + std::to_string(line) + ":" + std::to_string(charPositionInLine) + ": " + msg);
    return;
  }
  std::string message = describeExpected(*parser);
  message = message.empty() ? "unexpected " + describeToken(*offendingSymbol)
                            : message + ", found " + describeToken(*offendingSymbol);
  diagnostics_.report(DiagCode::E0010, rangeOf(*offendingSymbol), message);
}

}  // namespace munchkinc
