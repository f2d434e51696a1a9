#include "parse/parser.h"

#include <antlr4-runtime.h>

#include "MunchkinLexer.h"
#include "MunchkinParser.h"
#include "parse/ast_builder.h"
#include "parse/brace_repair.h"
#include "parse/error_listener.h"
#include "parse/error_strategy.h"
#include "parse/offset_map.h"
#include "parse/tokenizer.h"

namespace munchkinc {

using grammar::MunchkinLexer;
using grammar::MunchkinParser;

namespace {

// The generated parser with two of ANTLR 4.9's tree-building steps minus
// their dynamic_casts: a parser's rule contexts only ever have
// ParserRuleContext parents, so static_cast is exact (later ANTLR releases
// made this change). The casts, with the type-name compares behind them, were
// a tenth of `munchkinc check`; exitRule, the third, is not virtual. Each step
// is otherwise the runtime's own.
class TreeParser final : public MunchkinParser {
 public:
  using MunchkinParser::MunchkinParser;

  void enterRule(antlr4::ParserRuleContext* context, size_t state, size_t ruleIndex) override {
    // Room for a rule's usual children up front, rather than growing the
    // vector one reallocation at a time.
    if (const std::size_t children = usualChildren(ruleIndex)) context->children.reserve(children);
    setState(state);
    _ctx = context;
    _ctx->start = _input->LT(1);
    if (_buildParseTrees && _ctx->parent != nullptr) parentOf(*_ctx)->addChild(_ctx);
    if (!_parseListeners.empty()) triggerEnterRuleEvent();
  }

  void enterOuterAlt(antlr4::ParserRuleContext* context, size_t altNum) override {
    context->setAltNumber(altNum);
    // A labelled alternative replaces the context its rule started with.
    if (_buildParseTrees && _ctx != context) {
      if (const std::size_t children = usualChildren(context->getRuleIndex())) context->children.reserve(children);
      if (antlr4::ParserRuleContext* parent = parentOf(*_ctx)) {
        parent->removeLastChild();
        parent->addChild(context);
      }
    }
    _ctx = context;
  }

 private:
  // From the grammar: a card is `kind "name" { member* }` with about five
  // members, a field `word values ;`, an action `word args ;`, an argument
  // `to any_player`, a path `monster.tag`, a signed number `+3`, and so on.
  // Rules with one child usually need no reserve.
  static std::size_t usualChildren(std::size_t ruleIndex) {
    switch (ruleIndex) {
      case RuleCardDecl: return 10;
      case RuleOnBlock: return 5;
      case RuleField:
      case RulePlayBlock:
      case RuleBadStuffBlock:
      case RuleBlock:
      case RuleAction: return 4;
      case RulePath: return 3;
      case RuleValueSeq:
      case RuleActionArg:
      case RuleSignedInt: return 2;
      default: return 0;
    }
  }

  static antlr4::ParserRuleContext* parentOf(antlr4::ParserRuleContext& context) {
    return static_cast<antlr4::ParserRuleContext*>(context.parent);
  }
};

SourceRange tokenRange(FileId file, const OffsetMap& offsets, const antlr4::Token& token) {
  return {file, offsets.byte(token.getStartIndex()), offsets.byte(token.getStopIndex() + 1)};
}

// Reports tokens the parser could only choke on, and input nested so deeply
// that the recursive-descent parser might exhaust the stack. Returns false
// when the file must not be handed to the parser at all. `unclosedBraces`:
// the file has more '{' than '}' (see brace_repair.h).
bool screenTokens(FileId file, const OffsetMap& offsets, antlr4::CommonTokenStream& tokens,
                  DiagnosticEngine& diagnostics, SyntaxErrorListener& listener, bool& unclosedBraces) {
  std::size_t depth = 0;
  std::size_t opens = 0;
  std::size_t closes = 0;
  std::size_t operators = 0;
  bool unterminated = false;
  for (antlr4::Token* token : tokens.getTokens()) {
    switch (token->getType()) {
      case MunchkinLexer::UNTERMINATED_STRING:
        diagnostics.report(DiagCode::E0011, tokenRange(file, offsets, *token),
                           "missing closing '\"' of this string");
        listener.countEarlierError();
        unterminated = true;
        break;
      case MunchkinLexer::UNKNOWN_CHAR: {
        const std::string text = token->getText();
        const bool comment = text == "/" && token->getTokenIndex() + 1 < tokens.size() &&
                             tokens.get(token->getTokenIndex() + 1)->getText() == "*";
        diagnostics.report(DiagCode::E0013, tokenRange(file, offsets, *token),
                           comment ? "unterminated '/*' comment" : "unexpected character '" + text + "'");
        listener.countEarlierError();
        if (comment) return false;
        break;
      }
      case MunchkinLexer::LPAREN:
      case MunchkinLexer::LBRACE:
        ++depth;
        ++operators;
        opens += token->getType() == MunchkinLexer::LBRACE;
        break;
      case MunchkinLexer::RPAREN:
      case MunchkinLexer::RBRACE:
        if (depth > 0) --depth;
        if (token->getType() == MunchkinLexer::RBRACE) {
          operators = 0;
          ++closes;
        }
        break;
      case MunchkinLexer::SEMI:
        operators = 0;
        break;
      case MunchkinLexer::AND:
      case MunchkinLexer::OR:
      case MunchkinLexer::NOT:
      case MunchkinLexer::PLUS:
      case MunchkinLexer::MINUS:
      case MunchkinLexer::STAR:
        ++operators;
        break;
      default:
        break;
    }
    if (depth > kMaxNesting || operators > 4 * kMaxNesting) {
      diagnostics.report(DiagCode::E0015, tokenRange(file, offsets, *token),
                         "nesting too deep (more than " + std::to_string(kMaxNesting) +
                             " levels or a chain of more than " + std::to_string(4 * kMaxNesting) +
                             " operators in one statement)");
      return false;
    }
    if (listener.errorCount() >= kMaxSyntaxErrors) return false;
  }
  unclosedBraces = opens > closes;
  // A string that runs to the end of its line has eaten the code after it;
  // parsing the rest would only report the fallout.
  return !unterminated;
}

// Puts in the '}' a file is missing where its indentation says they belong
// (see brace_repair.h), each reported once with a note at its '{'.
void repairUnclosedBraces(FileId file, const OffsetMap& offsets, TokenizerStream& tokens,
                          DiagnosticEngine& diagnostics, SyntaxErrorListener& listener) {
  const std::vector<antlr4::Token*> all = tokens.getTokens();
  const std::vector<BraceRepair> repairs = findUnclosedBraces(all);
  for (const BraceRepair& repair : repairs) {
    std::size_t previous = repair.before;
    while (previous > 0 && all[--previous]->getChannel() != antlr4::Token::DEFAULT_CHANNEL) {}
    SourceRange at = tokenRange(file, offsets, *all[previous]);
    at.begin = at.end;
    Diagnostic& d = diagnostics.report(DiagCode::E0010, at, "expected '}'");
    diagnostics.note(d, tokenRange(file, offsets, *repair.open), "this '{' is never closed");
    diagnostics.fixIt(d, at, "}");
    listener.countEarlierError();
  }
  // Last first, so that each index still names the token it did.
  for (auto it = repairs.rbegin(); it != repairs.rend(); ++it) tokens.insertRepairBrace(it->before);
}

}  // namespace

ast::File parseFile(FileId file, const SourceManager& sources, DiagnosticEngine& diagnostics, ParseStats* stats) {
  ast::File result;
  result.id = file;
  if (stats) ++stats->files;

  const std::string& text = sources.text(file);
  const OffsetMap offsets(text);
  CodePointStream input(text);
  Tokenizer lexer(input, text, offsets);
  TokenizerStream tokens(lexer);
  tokens.fill();

  SyntaxErrorListener listener(file, offsets, diagnostics);
  bool unclosedBraces = false;
  if (!screenTokens(file, offsets, tokens, diagnostics, listener, unclosedBraces)) return result;
  if (unclosedBraces) repairUnclosedBraces(file, offsets, tokens, diagnostics, listener);

  TreeParser parser(&tokens);
  parser.removeErrorListeners();
  // Fast path: SLL prediction, bailing out at the first problem. Only a file
  // SLL cannot handle pays for full LL with error recovery.
  parser.setErrorHandler(std::make_shared<antlr4::BailErrorStrategy>());
  parser.getInterpreter<antlr4::atn::ParserATNSimulator>()->setPredictionMode(antlr4::atn::PredictionMode::SLL);
  MunchkinParser::FileContext* tree = nullptr;
  try {
    tree = parser.file();
  } catch (const antlr4::ParseCancellationException&) {
    tree = nullptr;
  }

  if (!tree) {
    tokens.seek(0);
    parser.reset();
    parser.setErrorHandler(std::make_shared<RecoveringErrorStrategy>(listener));
    parser.addErrorListener(&listener);
    parser.getInterpreter<antlr4::atn::ParserATNSimulator>()->setPredictionMode(antlr4::atn::PredictionMode::LL);
    try {
      tree = parser.file();
    } catch (const TooManySyntaxErrors&) {
      return result;
    }
    if (stats && listener.errorCount() == 0) ++stats->sllFallbacks;
  }

  // After syntax errors the tree is read declaration by declaration: those
  // holding an error are marked poisoned, the rest are as good as any.
  AstBuilder builder(file, offsets, tokens, diagnostics, listener.errorCount() > 0);
  return builder.build(*tree);
}

}  // namespace munchkinc
