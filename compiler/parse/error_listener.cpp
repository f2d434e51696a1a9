#include "parse/error_listener.h"

#include "MunchkinLexer.h"
#include "parse/parser.h"
#include "source/spelling.h"

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

// The keywords the grammar's `word` rule accepts as names.
bool isNameKeyword(std::size_t type) {
  switch (type) {
    case MunchkinLexer::SET:
    case MunchkinLexer::MODULE:
    case MunchkinLexer::USES:
    case MunchkinLexer::PARAM:
    case MunchkinLexer::KIND:
    case MunchkinLexer::IS:
    case MunchkinLexer::IN:
    case MunchkinLexer::LIMIT:
    case MunchkinLexer::TAG:
    case MunchkinLexer::DECK:
    case MunchkinLexer::SLOT:
    case MunchkinLexer::RULE:
    case MunchkinLexer::PHASE:
    case MunchkinLexer::EQUIV:
    case MunchkinLexer::DISTINCT:
    case MunchkinLexer::BAD_STUFF:
    case MunchkinLexer::HORDE:
    case MunchkinLexer::CHOOSE:
    case MunchkinLexer::MAY:
    case MunchkinLexer::ROLL:
    case MunchkinLexer::MAX_LEVEL:
    case MunchkinLexer::MAX_GAIN: return true;
    default: return false;
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

std::string SyntaxErrorListener::describeExpected(const antlr4::misc::IntervalSet& expected,
                                                  antlr4::Parser& parser) const {
  std::vector<ssize_t> types = expected.toList();
  // Where a name fits, so do the declaration keywords (`slot headgear;`):
  // they are "a name" too, not sixteen alternatives.
  if (expected.contains(static_cast<std::size_t>(MunchkinLexer::IDENT))) {
    std::erase_if(types, [](ssize_t type) { return isNameKeyword(static_cast<std::size_t>(type)); });
  }
  // A long list helps nobody; past four alternatives just say what was found.
  if (types.empty() || types.size() > 4) return {};
  std::string text = "expected ";
  for (std::size_t i = 0; i < types.size(); ++i) {
    if (i > 0) text += (i + 1 == types.size()) ? " or " : ", ";
    text += tokenKindName(static_cast<std::size_t>(types[i]), parser.getVocabulary());
  }
  return text;
}

bool SyntaxErrorListener::admit(const antlr4::Token* at) {
  if (errors_ >= kMaxSyntaxErrors) return false;
  ++errors_;
  if (errors_ == kMaxSyntaxErrors) {
    diagnostics_.report(DiagCode::E0014, at ? rangeOf(*at) : SourceRange{file_, 0, 0},
                        "too many syntax errors in this file; stopping here");
    throw TooManySyntaxErrors{};
  }
  return true;
}

void SyntaxErrorListener::syntaxError(antlr4::Recognizer* recognizer, antlr4::Token* offendingSymbol,
                                      size_t line, size_t charPositionInLine, const std::string& msg,
                                      std::exception_ptr) {
  // Stray characters were reported before parsing began.
  if (offendingSymbol && offendingSymbol->getType() == MunchkinLexer::UNKNOWN_CHAR) {
    if (errors_ < kMaxSyntaxErrors) ++errors_;
    return;
  }
  if (!admit(offendingSymbol)) return;

  auto* parser = dynamic_cast<antlr4::Parser*>(recognizer);
  if (!parser || !offendingSymbol) {
    // Only the parser is listened to, and the lexer's catch-all rule means it
    // never fails; keep ANTLR's own words should that ever change.
    diagnostics_.report(DiagCode::E0010, {file_, 0, 0},
                        "line " + std::to_string(line) + ":" + std::to_string(charPositionInLine) + ": " + msg);
    return;
  }
  std::string message = describeExpected(parser->getExpectedTokens(), *parser);
  message = message.empty() ? "unexpected " + describeToken(*offendingSymbol)
                            : message + ", found " + describeToken(*offendingSymbol);
  diagnostics_.report(DiagCode::E0010, rangeOf(*offendingSymbol), message);
}

void SyntaxErrorListener::missingToken(antlr4::Parser& parser, const antlr4::misc::IntervalSet& expected,
                                       antlr4::Token* previous) {
  antlr4::Token* current = parser.getCurrentToken();
  if (!admit(current)) return;
  // Just after the token the missing one should follow, as clang puts it.
  SourceRange at = rangeOf(*current);
  if (previous && previous != current) {
    at = rangeOf(*previous);
    at.begin = at.end;
  } else {
    at.end = at.begin;
  }
  std::string message = describeExpected(expected, parser);
  if (message.empty()) message = "unexpected " + describeToken(*current);
  Diagnostic& d = diagnostics_.report(DiagCode::E0010, at, message);
  if (expected.size() == 1) {
    const std::string literal = parser.getVocabulary().getLiteralName(static_cast<std::size_t>(expected.getSingleElement()));
    if (literal.size() > 2) diagnostics_.fixIt(d, at, literal.substr(1, literal.size() - 2));
  }
}

void SyntaxErrorListener::misspeltBlockWord(const antlr4::Token& word, const antlr4::Token& brace) {
  if (!admit(&word)) return;
  static const std::vector<std::string_view> kBlockWords = {"on", "play", "while", "bad_stuff"};
  const std::string text = word.getText();
  const std::string suggestion = closestMatch(text, kBlockWords);
  if (suggestion.empty()) {
    diagnostics_.report(DiagCode::E0010, rangeOf(brace),
                        "expected ';' after '" + text + "', found '{'; a block starts with on, play, while or bad_stuff");
    return;
  }
  Diagnostic& d = diagnostics_.report(DiagCode::E0305, rangeOf(word),
                                      "unknown block word '" + text + "'; did you mean '" + suggestion + "'?");
  diagnostics_.fixIt(d, rangeOf(word), suggestion);
}

}  // namespace munchkinc
