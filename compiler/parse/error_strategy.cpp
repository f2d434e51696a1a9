#include "parse/error_strategy.h"

#include "MunchkinLexer.h"
#include "MunchkinParser.h"

namespace munchkinc {

using grammar::MunchkinLexer;
using grammar::MunchkinParser;

namespace {

// The field being parsed, if the parser is inside one (in its values or its
// condition), else null.
antlr4::ParserRuleContext* enclosingField(antlr4::ParserRuleContext* context) {
  for (; context != nullptr; context = static_cast<antlr4::ParserRuleContext*>(context->parent)) {
    switch (context->getRuleIndex()) {
      case MunchkinParser::RuleField: return context;
      case MunchkinParser::RuleMember:
      case MunchkinParser::RuleCardDecl:
      case MunchkinParser::RuleHeader:
      case MunchkinParser::RuleDeclaration: return nullptr;
      default: break;
    }
  }
  return nullptr;
}

}  // namespace

void RecoveringErrorStrategy::sync(antlr4::Parser* recognizer) {
  if (inErrorRecoveryMode(recognizer)) return;
  const std::size_t next = recognizer->getTokenStream()->LA(1);
  if (next == MunchkinLexer::LBRACE) {
    if (antlr4::ParserRuleContext* field = enclosingField(recognizer->getContext())) {
      skipMisspeltBlock(recognizer, *field);
    }
  }
  // Where a ';' would do, leave the token for match(';') to find missing:
  // ANTLR's sync would skip ahead instead, past whatever the ';' ends.
  if (next != MunchkinLexer::SEMI && !recognizer->isExpectedToken(next) &&
      recognizer->getExpectedTokens().contains(static_cast<std::size_t>(MunchkinLexer::SEMI))) {
    return;
  }
  DefaultErrorStrategy::sync(recognizer);
}

void RecoveringErrorStrategy::reportMissingToken(antlr4::Parser* recognizer) {
  if (inErrorRecoveryMode(recognizer)) return;
  beginErrorCondition(recognizer);
  listener_.missingToken(*recognizer, getExpectedTokens(recognizer), recognizer->getTokenStream()->LT(-1));
}

bool RecoveringErrorStrategy::singleTokenInsertion(antlr4::Parser* recognizer) {
  const antlr4::misc::IntervalSet expected = getExpectedTokens(recognizer);
  if (expected.size() != 1 || !expected.contains(static_cast<std::size_t>(MunchkinLexer::SEMI))) return false;
  return DefaultErrorStrategy::singleTokenInsertion(recognizer);
}

antlr4::Token* RecoveringErrorStrategy::singleTokenDeletion(antlr4::Parser* recognizer) {
  switch (recognizer->getTokenStream()->LA(1)) {
    case MunchkinLexer::SEMI:
    case MunchkinLexer::LBRACE:
    case MunchkinLexer::RBRACE: return nullptr;
    default: return DefaultErrorStrategy::singleTokenDeletion(recognizer);
  }
}

// `bad_stuf { lose_levels 2; }` reads as a field `bad_stuf` until its '{'.
// The block is skipped to its matching '}' so that its actions are not read
// as members of the card, and the field ends in error (leaving it out).
void RecoveringErrorStrategy::skipMisspeltBlock(antlr4::Parser* recognizer, antlr4::ParserRuleContext& field) {
  listener_.misspeltBlockWord(*field.getStart(), *recognizer->getCurrentToken());
  beginErrorCondition(recognizer);
  skipBlock(recognizer);
  throw antlr4::InputMismatchException(recognizer);
}

// Consumes the '{' at hand through its matching '}'.
void RecoveringErrorStrategy::skipBlock(antlr4::Parser* recognizer) {
  std::size_t depth = 0;
  do {
    const std::size_t type = recognizer->getTokenStream()->LA(1);
    if (type == antlr4::Token::EOF) break;
    if (type == MunchkinLexer::LBRACE) ++depth;
    if (type == MunchkinLexer::RBRACE) --depth;
    recognizer->consume();
  } while (depth > 0);
}

// A card whose head is wrong (`monster { ... }`, no name) stops before its
// '{'; ANTLR would go on to read its members as declarations. Its body is
// skipped instead.
void RecoveringErrorStrategy::recover(antlr4::Parser* recognizer, std::exception_ptr e) {
  if (recognizer->getContext()->getRuleIndex() == MunchkinParser::RuleCardDecl &&
      recognizer->getTokenStream()->LA(1) == MunchkinLexer::LBRACE) {
    skipBlock(recognizer);
    return;
  }
  DefaultErrorStrategy::recover(recognizer, e);
}

}  // namespace munchkinc
