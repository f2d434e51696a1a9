#include "parse/ast_builder.h"

#include <algorithm>
#include <charconv>

#include "MunchkinLexer.h"

namespace munchkinc {

using grammar::MunchkinLexer;

namespace {

// Integers in .mkn are small game numbers; anything past this is a typo.
constexpr std::int64_t kMaxInteger = 1'000'000'000;

// The builder reads children by position, as the grammar lays them out: the
// generated accessors dynamic_cast every child on every call, which cost more
// than the rest of the builder. A clean tree holds no error nodes, so a child
// is a token exactly when its type is TerminalNodeImpl (a pointer compare).
bool isToken(antlr4::tree::ParseTree* node) { return typeid(*node) == typeid(antlr4::tree::TerminalNodeImpl); }

antlr4::tree::TerminalNode* token(antlr4::tree::ParseTree* node) {
  return static_cast<antlr4::tree::TerminalNode*>(node);
}

std::size_t tokenType(antlr4::tree::ParseTree* node) { return token(node)->getSymbol()->getType(); }

template <class Context>
Context* rule(antlr4::tree::ParseTree* node) {
  return static_cast<Context*>(node);
}

}  // namespace

SourceRange AstBuilder::range(antlr4::Token* token) const {
  return {file_, offsets_.byte(token->getStartIndex()), offsets_.byte(token->getStopIndex() + 1)};
}

SourceRange AstBuilder::range(antlr4::ParserRuleContext& ctx) const {
  antlr4::Token* stop = ctx.getStop() ? ctx.getStop() : ctx.getStart();
  return {file_, offsets_.byte(ctx.getStart()->getStartIndex()), offsets_.byte(stop->getStopIndex() + 1)};
}

namespace {

// The line a token ends on: strings may hold an escaped line break, block
// comments any number. Other tokens end where they start (their text is not
// copied, as getText would: this runs on every token).
std::size_t lastLine(antlr4::Token& token) {
  const std::size_t type = token.getType();
  if (type != MunchkinLexer::STRING && type != MunchkinLexer::BLOCK_COMMENT) return token.getLine();
  const std::string text = token.getText();
  return token.getLine() + static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'));
}

}  // namespace

std::vector<ast::Comment> AstBuilder::comments() {
  std::vector<ast::Comment> comments;
  std::size_t codeLine = 0;  // where the last code token ended; 0 before the first
  const std::size_t count = tokens_.size();
  for (std::size_t i = 0; i < count; ++i) {
    antlr4::Token* t = tokens_.get(i);
    if (t->getChannel() == antlr4::Token::DEFAULT_CHANNEL) {
      codeLine = lastLine(*t);
      continue;
    }
    if (t->getChannel() != MunchkinLexer::COMMENTS) continue;
    ast::Comment c{t->getText(), codeLine == t->getLine(), false, range(t)};
    // A blank line before the next token keeps the comment apart from it,
    // unless that token closes a block or the file.
    if (i + 1 < count) {
      antlr4::Token* next = tokens_.get(i + 1);
      const bool closes = next->getType() == MunchkinLexer::RBRACE || next->getType() == antlr4::Token::EOF;
      c.blankAfter = !closes && next->getLine() > lastLine(*t) + 1;
    }
    comments.push_back(std::move(c));
  }
  return comments;
}

ast::Word AstBuilder::word(P::WordContext* ctx) {
  if (!ctx) return {};
  // A word is one token; RuleContext::getText would build a stringstream.
  return {ctx->getStart()->getText(), range(*ctx)};
}

ast::Word AstBuilder::word(antlr4::tree::TerminalNode* node) {
  if (!node) return {};
  return {node->getText(), range(node->getSymbol())};
}

std::string AstBuilder::string(antlr4::tree::TerminalNode* node) {
  const std::string raw = node->getText();
  std::string out;
  out.reserve(raw.size());
  const SourceRange at = range(node->getSymbol());
  // Between the quotes, the text up to each escape is copied in one piece.
  const std::size_t end = raw.empty() ? 0 : raw.size() - 1;
  std::size_t i = 1;
  while (i < end) {
    const std::size_t escape = std::min(raw.find('\\', i), end);
    out.append(raw, i, escape - i);
    if (escape == end) break;
    i = escape + 1;
    const char escaped = raw[i++];
    switch (escaped) {
      case '"': out += '"'; break;
      case '\\': out += '\\'; break;
      case 'n': out += '\n'; break;
      default: {
        const auto offset = static_cast<std::uint32_t>(at.begin + escape);
        diagnostics_.report(DiagCode::E0012, {file_, offset, offset + 2},
                            std::string("unknown escape '\\") + escaped + "' in string; use \\\", \\\\ or \\n");
        out += escaped;
      }
    }
  }
  return out;
}

std::int64_t AstBuilder::integer(antlr4::tree::TerminalNode* node) {
  const std::string text = node->getText();
  std::int64_t value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || value > kMaxInteger) {
    diagnostics_.report(DiagCode::E0016, range(node->getSymbol()),
                        "integer '" + text + "' is out of range (at most " + std::to_string(kMaxInteger) + ")");
    poisoned_ = true;
    return 0;
  }
  return value;
}

std::int64_t AstBuilder::signedInt(P::SignedIntContext& ctx, bool& explicitPlus) {
  // (PLUS | MINUS)? INT
  const std::int64_t magnitude = integer(token(ctx.children.back()));
  const std::size_t sign = ctx.children.size() == 2 ? tokenType(ctx.children.front()) : 0;
  explicitPlus = sign == MunchkinLexer::PLUS;
  return sign == MunchkinLexer::MINUS ? -magnitude : magnitude;
}

ast::File AstBuilder::build(P::FileContext& tree) {
  ast::File file;
  file.id = file_;
  if (recovering_) {
    buildRecovered(tree, file);
    return file;
  }
  // declaration* EOF
  const std::size_t count = tree.children.size() - 1;
  file.declarations.reserve(count);
  bool poisoned = false;
  for (std::size_t i = 0; i < count; ++i) {
    file.declarations.push_back(declaration(*rule<P::DeclarationContext>(tree.children[i])));
    poisoned = poisoned || file.declarations.back().poisoned;
  }
  file.comments = comments();
  file.parsed = !poisoned && !repaired_;
  file.partial = !file.parsed;
  return file;
}

ast::Declaration AstBuilder::declaration(P::DeclarationContext& ctx) {
  ast::Declaration decl;
  poisoned_ = false;
  decl.range = range(ctx);
  // Dispatch on the one child's rule index: the generated accessors would
  // try a dynamic_cast per alternative, and cards, the common case, come last.
  auto* child = static_cast<antlr4::ParserRuleContext*>(ctx.children.front());
  switch (child->getRuleIndex()) {
    case P::RuleHeader:
      decl.node = header(*static_cast<P::HeaderContext*>(child));
      break;
    case P::RuleUsesDecl: {
      auto* c = static_cast<P::UsesDeclContext*>(child);
      decl.node = c->STRING() ? ast::Uses{string(c->STRING()), true} : ast::Uses{c->word()->getText(), false};
      break;
    }
    case P::RuleParamDecl: {
      auto* c = static_cast<P::ParamDeclContext*>(child);
      ast::Param p;
      p.name = word(c->word());
      if (auto* v = c->paramValue()->signedInt()) {
        p.value = signedInt(*v, p.explicitPlus);
      } else {
        p.isBool = true;
        p.value = c->paramValue()->TRUE() != nullptr;
      }
      decl.node = p;
      break;
    }
    case P::RuleKindDecl:
      decl.node = kindDecl(*static_cast<P::KindDeclContext*>(child));
      break;
    case P::RuleTagDecl: {
      auto* c = static_cast<P::TagDeclContext*>(child);
      ast::NamedDecl tag = namedDecl(ast::NamedDecl::Kind::Tag, c->word(), c->STRING());
      if (c->HORDE()) tag.hordeRange = range(c->HORDE()->getSymbol());
      decl.node = tag;
      break;
    }
    case P::RuleDeckDecl: {
      auto* c = static_cast<P::DeckDeclContext*>(child);
      decl.node = namedDecl(ast::NamedDecl::Kind::Deck, c->word(), c->STRING());
      break;
    }
    case P::RuleRuleDecl: {
      auto* c = static_cast<P::RuleDeclContext*>(child);
      decl.node = namedDecl(ast::NamedDecl::Kind::Rule, c->word(), c->STRING());
      break;
    }
    case P::RulePhaseDecl: {
      auto* c = static_cast<P::PhaseDeclContext*>(child);
      decl.node = namedDecl(ast::NamedDecl::Kind::Phase, c->word(), c->STRING());
      break;
    }
    case P::RuleSlotDecl: {
      auto* c = static_cast<P::SlotDeclContext*>(child);
      decl.node = ast::SlotDecl{word(c->word()), integer(c->INT()), range(c->INT()->getSymbol())};
      break;
    }
    case P::RuleEquivDecl: {
      ast::Equivalence e;
      for (P::WordContext* w : static_cast<P::EquivDeclContext*>(child)->word()) e.names.push_back(word(w));
      decl.node = e;
      break;
    }
    case P::RuleDistinctDecl: {
      auto* c = static_cast<P::DistinctDeclContext*>(child);
      decl.node = ast::Distinction{word(c->word(0)), word(c->word(1))};
      break;
    }
    default:
      decl.node = card(*static_cast<P::CardDeclContext*>(child));
      break;
  }
  decl.poisoned = poisoned_;
  return decl;
}

ast::NamedDecl AstBuilder::namedDecl(ast::NamedDecl::Kind kind, P::WordContext* name,
                                     antlr4::tree::TerminalNode* text) {
  if (!text) return {kind, word(name), std::nullopt, {}, {}};
  return {kind, word(name), string(text), range(text->getSymbol()), {}};
}

ast::Header AstBuilder::header(P::HeaderContext& ctx) {
  ast::Header h;
  h.isModule = ctx.MODULE() != nullptr;
  h.name = word(ctx.name);
  bool poisoned = poisoned_;
  for (P::FieldContext* f : ctx.field()) {
    const bool added = addUnlessPoisoned(h.fields, [&] { return ast::Member{field(*f)}; });
    poisoned = poisoned || !added;
  }
  poisoned_ = poisoned;
  return h;
}

ast::KindDecl AstBuilder::kindDecl(P::KindDeclContext& ctx) {
  ast::KindDecl k;
  k.name = word(ctx.name);
  if (ctx.STRING()) {
    k.title = string(ctx.STRING());
    k.titleRange = range(ctx.STRING()->getSymbol());
  }
  k.shape = word(ctx.shape);
  k.deck = word(ctx.deck);
  if (ctx.INT()) {
    k.limit = integer(ctx.INT());
    k.limitRange = range(ctx.INT()->getSymbol());
  }
  return k;
}

ast::Card AstBuilder::card(P::CardDeclContext& ctx) {
  // kind=word name=STRING LBRACE member* RBRACE
  const std::vector<antlr4::tree::ParseTree*>& children = ctx.children;
  ast::Card c;
  c.kind = word(ctx.kind);
  c.name = string(token(children[1]));
  c.nameRange = range(ctx.name);
  c.members.reserve(children.size() - 4);
  bool poisoned = poisoned_;
  for (std::size_t i = 3; i + 1 < children.size(); ++i) {
    const bool added = addUnlessPoisoned(c.members, [&] { return member(*rule<P::MemberContext>(children[i])); });
    poisoned = poisoned || !added;
  }
  poisoned_ = poisoned;
  return c;
}

ast::Member AstBuilder::member(P::MemberContext& ctx) {
  ast::Member m;
  auto* child = static_cast<antlr4::ParserRuleContext*>(ctx.children.front());
  switch (child->getRuleIndex()) {
    case P::RuleField:
      m.node = field(*static_cast<P::FieldContext*>(child));
      break;
    case P::RuleOnBlock:
      m.node = block(*child, ast::Block::Kind::On);
      break;
    case P::RulePlayBlock:
      m.node = block(*child, ast::Block::Kind::Play);
      break;
    case P::RuleWhileBlock:
      m.node = block(*child, ast::Block::Kind::While);
      break;
    default:
      m.node = block(*child, ast::Block::Kind::BadStuff);
      break;
  }
  return m;
}

ast::Field AstBuilder::field(P::FieldContext& ctx) {
  // word (valueSeq (COMMA valueSeq)*)? (IF condition)? SEMI
  const std::vector<antlr4::tree::ParseTree*>& children = ctx.children;
  ast::Field f;
  f.name = word(rule<P::WordContext>(children[0]));
  std::size_t end = children.size() - 1;
  const bool conditional = end >= 3 && isToken(children[end - 2]) && tokenType(children[end - 2]) == MunchkinLexer::IF;
  if (conditional) end -= 2;
  f.values.reserve(end / 2);
  for (std::size_t i = 1; i < end; i += 2) {
    auto& seq = *rule<P::ValueSeqContext>(children[i]);
    ast::ValueSeq values;
    values.range = range(seq);
    values.atoms.reserve(seq.children.size());
    for (antlr4::tree::ParseTree* a : seq.children) values.atoms.push_back(atom(*rule<P::AtomContext>(a)));
    f.values.push_back(std::move(values));
  }
  if (conditional) f.condition = condition(*rule<P::ConditionContext>(children[end + 1]));
  f.range = range(ctx);
  splitRunOnField(ctx, f);
  return f;
}

ast::Atom AstBuilder::atom(P::AtomContext& ctx) {
  ast::Atom a;
  a.range = range(ctx);
  // The alternative shows in the first token: a number (with a range's
  // `..` as a second child), a string or a word.
  const std::vector<antlr4::tree::ParseTree*>& children = ctx.children;
  switch (ctx.getStart()->getType()) {
    case MunchkinLexer::PLUS:
    case MunchkinLexer::MINUS:
    case MunchkinLexer::INT:
      if (children.size() == 3) {
        bool plus = false;
        a.kind = ast::Atom::Kind::Range;
        a.value = signedInt(*rule<P::SignedIntContext>(children[0]), plus);
        a.high = signedInt(*rule<P::SignedIntContext>(children[2]), plus);
      } else {
        a.kind = ast::Atom::Kind::Int;
        a.value = signedInt(*rule<P::SignedIntContext>(children[0]), a.explicitPlus);
      }
      break;
    case MunchkinLexer::STRING:
      a.kind = ast::Atom::Kind::String;
      a.text = string(token(children[0]));
      break;
    default:
      a.kind = ast::Atom::Kind::Word;
      a.text = ctx.getStart()->getText();
      break;
  }
  return a;
}

ast::Block AstBuilder::block(antlr4::ParserRuleContext& ctx, ast::Block::Kind kind) {
  // KEYWORD word* (IF condition)? block, where while has no words and no IF
  // before its condition, and bad_stuff no words.
  const std::vector<antlr4::tree::ParseTree*>& children = ctx.children;
  ast::Block b;
  b.kind = kind;
  b.keyword = range(ctx.getStart());
  b.range = range(ctx);
  const std::size_t last = children.size() - 1;
  for (std::size_t i = 1; i < last; ++i) {
    if (kind == ast::Block::Kind::While) {
      b.condition = condition(*rule<P::ConditionContext>(children[i]));
    } else if (isToken(children[i])) {
      b.condition = condition(*rule<P::ConditionContext>(children[++i]));
    } else {
      b.words.push_back(word(rule<P::WordContext>(children[i])));
    }
  }
  b.actions = actions(*rule<P::BlockContext>(children[last]));
  return b;
}

std::vector<ast::Action> AstBuilder::actions(P::BlockContext& body) {
  // LBRACE action* RBRACE
  std::vector<ast::Action> list;
  list.reserve(body.children.size() - 2);
  for (std::size_t i = 1; i + 1 < body.children.size(); ++i) list.push_back(action(*rule<P::ActionContext>(body.children[i])));
  return list;
}

ast::Action AstBuilder::action(P::ActionContext& ctx) {
  ast::Action a;
  const std::vector<antlr4::tree::ParseTree*>& children = ctx.children;
  if (isToken(children[0]) && token(children[0])->getSymbol()->getType() == MunchkinLexer::ROLL) return roll(ctx);
  if (isToken(children[0])) {
    // (CHOOSE | MAY) word* block (OR block)*
    antlr4::Token* keyword = token(children[0])->getSymbol();
    a.kind = keyword->getType() == MunchkinLexer::CHOOSE ? ast::Action::Kind::Choose : ast::Action::Kind::May;
    a.name = {keyword->getText(), range(keyword)};
    for (std::size_t i = 1; i < children.size(); ++i) {
      if (isToken(children[i])) {
        a.orRanges.push_back(range(token(children[i])->getSymbol()));
      } else if (a.alternatives.empty() && !dynamic_cast<P::BlockContext*>(children[i])) {
        a.chooserWords.push_back(word(rule<P::WordContext>(children[i])));
      } else {
        auto& body = *rule<P::BlockContext>(children[i]);
        a.alternatives.push_back(actions(body));
        a.alternativeRanges.push_back(range(body));
      }
    }
    a.range = range(ctx);
    return a;
  }
  // word actionArg* SEMI
  a.name = word(rule<P::WordContext>(children[0]));
  a.args.reserve(children.size() - 2);
  for (std::size_t i = 1; i + 1 < children.size(); ++i) a.args.push_back(actionArg(*rule<P::ActionArgContext>(children[i])));
  a.range = range(ctx);
  return a;
}

ast::Action AstBuilder::roll(P::ActionContext& ctx) {
  // ROLL word* LBRACE rollRow* RBRACE; rollRow: ON signedInt (DOTDOT signedInt)? block
  ast::Action a;
  a.kind = ast::Action::Kind::Roll;
  antlr4::Token* keyword = ctx.getStart();
  a.name = {keyword->getText(), range(keyword)};
  for (antlr4::tree::ParseTree* child : ctx.children) {
    if (isToken(child)) continue;
    if (auto* w = dynamic_cast<P::WordContext*>(child)) {
      a.chooserWords.push_back(word(w));
      continue;
    }
    auto& row = *rule<P::RollRowContext>(child);
    ast::RollRow r;
    r.range = range(row);
    bool plus = false;
    auto* low = rule<P::SignedIntContext>(row.children[1]);
    r.low = r.high = signedInt(*low, plus);
    r.faces = range(*low);
    if (row.children.size() == 5) {
      auto* high = rule<P::SignedIntContext>(row.children[3]);
      r.isRange = true;
      r.high = signedInt(*high, plus);
      r.faces.end = range(*high).end;
    }
    auto& body = *rule<P::BlockContext>(row.children.back());
    a.alternatives.push_back(actions(body));
    a.alternativeRanges.push_back(range(body));
    a.rows.push_back(r);
  }
  a.range = range(ctx);
  return a;
}

ast::ActionArg AstBuilder::actionArg(P::ActionArgContext& ctx) {
  using Kind = ast::ActionArg::Kind;
  ast::ActionArg arg;
  arg.range = range(ctx);
  // The alternative shows in the first token: a number, a string, a
  // keyword (to, from, of, vs) followed by its operands, a cap (`max_level`,
  // `max_gain`, `max`: its word kept) and its amount, or a word.
  const std::vector<antlr4::tree::ParseTree*>& children = ctx.children;
  switch (ctx.getStart()->getType()) {
    case MunchkinLexer::PLUS:
    case MunchkinLexer::MINUS:
    case MunchkinLexer::INT:
      arg.kind = Kind::Amount;
      arg.value = signedInt(*rule<P::SignedIntContext>(children[0]), arg.explicitPlus);
      if (children.size() == 3) {  // `LOW..HIGH`
        bool plus = false;
        arg.kind = Kind::Range;
        arg.high = signedInt(*rule<P::SignedIntContext>(children[2]), plus);
      }
      break;
    case MunchkinLexer::STRING:
      arg.kind = Kind::Text;
      arg.text = string(token(children[0]));
      break;
    case MunchkinLexer::TO:
      arg.kind = Kind::To;
      arg.word = word(rule<P::WordContext>(children[1]));
      break;
    case MunchkinLexer::FROM:
      arg.kind = Kind::From;
      arg.word = word(rule<P::WordContext>(children[1]));
      break;
    case MunchkinLexer::OF:
      arg.kind = Kind::Of;
      arg.word = word(rule<P::WordContext>(children[1]));
      break;
    case MunchkinLexer::VS:
      arg.kind = Kind::Versus;
      arg.word = word(rule<P::WordContext>(children[1]));
      if (isToken(children[2])) {
        arg.name = {string(token(children[2])), range(token(children[2])->getSymbol())};
        arg.nameIsString = true;
      } else {
        arg.name = word(rule<P::WordContext>(children[2]));
      }
      break;
    case MunchkinLexer::LPAREN:  // `(EXPR)`: a computed amount
      arg.kind = Kind::Computed;
      arg.expr = expr(*rule<P::ExprContext>(children[1]));
      break;
    default:
      if (auto* cap = dynamic_cast<P::MaxArgContext*>(&ctx)) {  // `max_level EXPR`, `max_gain EXPR`, `max EXPR`
        arg.kind = Kind::Max;
        arg.word = {cap->capWord()->getStart()->getText(), range(*cap->capWord())};
        arg.expr = expr(*cap->expr());
        break;
      }
      arg.kind = Kind::Word;
      arg.word = word(rule<P::WordContext>(children[0]));
      if (children.size() == 3) {  // `level >= 5`
        arg.kind = Kind::Compare;
        arg.comparison = *parseWord<Comparison>(children[1]->getText());
        arg.expr = expr(*rule<P::ExprContext>(children[2]));
      }
      break;
  }
  return arg;
}

ast::Condition AstBuilder::condition(P::ConditionContext& ctx) {
  using Kind = ast::Condition::Kind;
  ast::Condition c;
  c.range = range(ctx);
  if (auto* n = dynamic_cast<P::NotCondContext*>(&ctx)) {
    c.kind = Kind::Not;
    c.operands.push_back(condition(*n->condition()));
  } else if (auto* a = dynamic_cast<P::AndCondContext*>(&ctx)) {
    c.kind = Kind::And;
    c.operands.push_back(condition(*a->condition(0)));
    c.operands.push_back(condition(*a->condition(1)));
  } else if (auto* o = dynamic_cast<P::OrCondContext*>(&ctx)) {
    c.kind = Kind::Or;
    c.operands.push_back(condition(*o->condition(0)));
    c.operands.push_back(condition(*o->condition(1)));
  } else if (auto* p = dynamic_cast<P::ParenCondContext*>(&ctx)) {
    c.kind = Kind::Paren;
    c.operands.push_back(condition(*p->condition()));
  } else if (auto* cmp = dynamic_cast<P::CompareCondContext*>(&ctx)) {
    c.kind = Kind::Compare;
    auto path = cmp->path()->word();
    if (path.size() == 2) c.subject = word(path[0]);
    c.predicate = word(path.back());
    c.comparison = *parseWord<Comparison>(cmp->comparison()->getText());
    c.rhs = expr(*cmp->expr());
  } else if (auto* t = dynamic_cast<P::TestCondContext*>(&ctx)) {
    c.kind = Kind::Test;
    auto path = t->path()->word();
    if (path.size() == 2) c.subject = word(path[0]);
    c.predicate = word(path.back());
    for (auto* child : t->children) {
      if (child == t->path()) continue;
      ast::Atom a;
      if (auto* w = dynamic_cast<P::WordContext*>(child)) {
        a.kind = ast::Atom::Kind::Word;
        a.text = w->getStart()->getText();
        a.range = range(*w);
      } else if (auto* s = dynamic_cast<antlr4::tree::TerminalNode*>(child)) {
        a.kind = ast::Atom::Kind::String;
        a.text = string(s);
        a.range = range(s->getSymbol());
      } else {
        continue;
      }
      c.args.push_back(std::move(a));
    }
  }
  return c;
}

ast::Expr AstBuilder::expr(P::ExprContext& ctx) {
  using Kind = ast::Expr::Kind;
  ast::Expr e;
  e.range = range(ctx);
  // The most frequent alternatives first: each test is a dynamic_cast.
  if (auto* i = dynamic_cast<P::IntExprContext*>(&ctx)) {
    e.kind = Kind::Int;
    e.value = integer(i->INT());
  } else if (auto* n = dynamic_cast<P::NameExprContext*>(&ctx)) {
    // `name`, `subject.name`, and a filter after it: `players class Cleric`.
    e.kind = Kind::Name;
    auto path = n->path()->word();
    if (path.size() == 2) e.subject = word(path[0]);
    e.name = path.back()->getStart()->getText();
    auto filter = n->word();
    if (!filter.empty()) {
      e.filter = word(filter[0]);
      if (filter.size() == 2) {
        e.filterName = word(filter[1]);
      } else if (n->STRING()) {
        e.filterName = {string(n->STRING()), range(n->STRING()->getSymbol())};
        e.filterIsString = true;
      }
    }
  } else if (auto* b = dynamic_cast<P::BinaryExprContext*>(&ctx)) {
    e.kind = b->PLUS() ? Kind::Add : Kind::Subtract;
    e.operands.push_back(expr(*b->expr(0)));
    e.operands.push_back(expr(*b->expr(1)));
  } else if (auto* p = dynamic_cast<P::ParenExprContext*>(&ctx)) {
    e.kind = Kind::Paren;
    e.operands.push_back(expr(*p->expr()));
  } else if (auto* m = dynamic_cast<P::ProductExprContext*>(&ctx)) {
    e.kind = Kind::Multiply;
    e.operands.push_back(expr(*m->expr(0)));
    e.operands.push_back(expr(*m->expr(1)));
  } else if (auto* c = dynamic_cast<P::CallExprContext*>(&ctx)) {
    e.kind = Kind::Call;
    e.name = c->getStart()->getText();
    for (P::ExprContext* argument : c->expr()) e.operands.push_back(expr(*argument));
  }
  return e;
}

}  // namespace munchkinc
