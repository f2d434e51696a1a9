#include "parse/brace_repair.h"

#include "MunchkinLexer.h"

namespace munchkinc {

using grammar::MunchkinLexer;

namespace {

struct Open {
  const antlr4::Token* brace;
  std::size_t indent;  // column of the first token on the brace's line
};

}  // namespace

std::vector<BraceRepair> findUnclosedBraces(const std::vector<antlr4::Token*>& tokens) {
  std::size_t opens = 0;
  std::size_t closes = 0;
  for (const antlr4::Token* token : tokens) {
    opens += token->getType() == MunchkinLexer::LBRACE;
    closes += token->getType() == MunchkinLexer::RBRACE;
  }
  if (opens <= closes) return {};
  std::size_t missing = opens - closes;

  std::vector<BraceRepair> repairs;
  std::vector<Open> stack;
  std::size_t line = 0;
  std::size_t indent = 0;
  for (const antlr4::Token* token : tokens) {
    if (token->getChannel() != antlr4::Token::DEFAULT_CHANNEL) continue;
    const std::size_t type = token->getType();
    if (type == antlr4::Token::EOF) {
      for (; missing > 0 && !stack.empty(); --missing, stack.pop_back()) {
        repairs.push_back({token->getTokenIndex(), stack.back().brace});
      }
      break;
    }
    const bool startsLine = token->getLine() != line;
    if (startsLine) {
      line = token->getLine();
      indent = token->getCharPositionInLine();
      // A '}' lines up with the line of its '{'; other code is indented
      // deeper. Anything shallower ends the brace left open.
      while (missing > 0 && !stack.empty() && stack.back().brace->getLine() < line &&
             (type == MunchkinLexer::RBRACE ? indent < stack.back().indent : indent <= stack.back().indent)) {
        repairs.push_back({token->getTokenIndex(), stack.back().brace});
        stack.pop_back();
        --missing;
      }
    }
    if (type == MunchkinLexer::LBRACE) stack.push_back({token, indent});
    if (type == MunchkinLexer::RBRACE && !stack.empty()) stack.pop_back();
  }
  return repairs;
}

bool isRepairBrace(const antlr4::Token& token) {
  return token.getType() == MunchkinLexer::RBRACE && token.getStartIndex() > token.getStopIndex();
}

}  // namespace munchkinc
