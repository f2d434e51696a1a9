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

// `bad_stuf { lose_levels 2; }` reads as a field `bad_stuf` until its '{'.
// The block is skipped to its matching '}' so that its actions are not read
// as members of the card, and the field ends in error (leaving it out).
void RecoveringErrorStrategy::skipMisspeltBlock(antlr4::Parser* recognizer, antlr4::ParserRuleContext& field) {
  listener_.misspeltBlockWord(*field.getStart(), *recognizer->getCurrentToken());
  beginErrorCondition(recognizer);
  std::size_t depth = 0;
  do {
    const std::size_t type = recognizer->getTokenStream()->LA(1);
    if (type == antlr4::Token::EOF) break;
    if (type == MunchkinLexer::LBRACE) ++depth;
    if (type == MunchkinLexer::RBRACE) --depth;
    recognizer->consume();
  } while (depth > 0);
  throw antlr4::InputMismatchException(recognizer);
}

}  // namespace munchkinc
