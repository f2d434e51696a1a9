#include "parse/ast_builder.h"

#include <charconv>

#include "MunchkinLexer.h"

namespace munchkinc {

using grammar::MunchkinLexer;

namespace {

// Integers in .mkn are small game numbers; anything past this is a typo.
constexpr std::int64_t kMaxInteger = 1'000'000'000;

}  // namespace

SourceRange AstBuilder::range(antlr4::Token* token) const {
  return {file_, offsets_.byte(token->getStartIndex()), offsets_.byte(token->getStopIndex() + 1)};
}

SourceRange AstBuilder::range(antlr4::ParserRuleContext& ctx) const {
  antlr4::Token* stop = ctx.getStop() ? ctx.getStop() : ctx.getStart();
  return {file_, offsets_.byte(ctx.getStart()->getStartIndex()), offsets_.byte(stop->getStopIndex() + 1)};
}

std::vector<ast::Comment> AstBuilder::commentsBefore(antlr4::Token* token) {
  std::vector<ast::Comment> comments;
  const auto index = token->getTokenIndex();
  std::size_t previousLine = 0;
  for (std::size_t i = index; i-- > 0;) {
    antlr4::Token* t = tokens_.get(i);
    if (t->getChannel() == antlr4::Token::DEFAULT_CHANNEL) {
      previousLine = t->getLine();
      break;
    }
  }
  for (antlr4::Token* t : tokens_.getHiddenTokensToLeft(index, MunchkinLexer::COMMENTS)) {
    comments.push_back({t->getText(), t->getLine() == previousLine, false, range(t)});
  }
  // A blank line between the last comment and the code keeps them apart.
  const bool closes = token->getType() == MunchkinLexer::RBRACE || token->getType() == antlr4::Token::EOF;
  if (!comments.empty() && !closes) {
    antlr4::Token* last = tokens_.getHiddenTokensToLeft(index, MunchkinLexer::COMMENTS).back();
    std::size_t endLine = last->getLine();
    for (char c : last->getText()) endLine += c == '\n';
    comments.back().blankAfter = token->getLine() > endLine + 1;
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
  for (std::size_t i = 1; i + 1 < raw.size(); ++i) {
    if (raw[i] != '\\') {
      out += raw[i];
      continue;
    }
    const char escaped = raw[++i];
    switch (escaped) {
      case '"': out += '"'; break;
      case '\\': out += '\\'; break;
      case 'n': out += '\n'; break;
      default: {
        const auto offset = static_cast<std::uint32_t>(at.begin + i - 1);
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
    badNumbers_ = true;
    return 0;
  }
  return value;
}

std::int64_t AstBuilder::signedInt(P::SignedIntContext& ctx, bool& explicitPlus) {
  const std::int64_t magnitude = integer(ctx.INT());
  explicitPlus = ctx.PLUS() != nullptr;
  return ctx.MINUS() ? -magnitude : magnitude;
}

ast::File AstBuilder::build(P::FileContext& tree) {
  ast::File file;
  file.id = file_;
  for (P::DeclarationContext* d : tree.declaration()) file.declarations.push_back(declaration(*d));
  file.trailingComments = commentsBefore(tree.EOF()->getSymbol());
  file.parsed = !badNumbers_;
  return file;
}

ast::Declaration AstBuilder::declaration(P::DeclarationContext& ctx) {
  ast::Declaration decl;
  decl.comments = commentsBefore(ctx.getStart());
  decl.range = range(ctx);
  if (auto* c = ctx.header()) {
    decl.node = header(*c);
  } else if (auto* c = ctx.usesDecl()) {
    decl.node = c->STRING() ? ast::Uses{string(c->STRING()), true} : ast::Uses{c->word()->getText(), false};
  } else if (auto* c = ctx.paramDecl()) {
    ast::Param p;
    p.name = word(c->word());
    if (auto* v = c->paramValue()->signedInt()) {
      p.value = signedInt(*v, p.explicitPlus);
    } else {
      p.isBool = true;
      p.value = c->paramValue()->TRUE() != nullptr;
    }
    decl.node = p;
  } else if (auto* c = ctx.kindDecl()) {
    decl.node = kindDecl(*c);
  } else if (auto* c = ctx.tagDecl()) {
    decl.node = ast::NamedDecl{ast::NamedDecl::Kind::Tag, word(c->word()),
                               c->STRING() ? std::optional(string(c->STRING())) : std::nullopt,
                               c->STRING() ? range(c->STRING()->getSymbol()) : SourceRange{}};
  } else if (auto* c = ctx.deckDecl()) {
    decl.node = ast::NamedDecl{ast::NamedDecl::Kind::Deck, word(c->word()),
                               c->STRING() ? std::optional(string(c->STRING())) : std::nullopt,
                               c->STRING() ? range(c->STRING()->getSymbol()) : SourceRange{}};
  } else if (auto* c = ctx.ruleDecl()) {
    decl.node = ast::NamedDecl{ast::NamedDecl::Kind::Rule, word(c->word()), string(c->STRING()),
                               range(c->STRING()->getSymbol())};
  } else if (auto* c = ctx.phaseDecl()) {
    decl.node = ast::NamedDecl{ast::NamedDecl::Kind::Phase, word(c->word()), string(c->STRING()),
                               range(c->STRING()->getSymbol())};
  } else if (auto* c = ctx.slotDecl()) {
    decl.node = ast::SlotDecl{word(c->word()), integer(c->INT()), range(c->INT()->getSymbol())};
  } else if (auto* c = ctx.equivDecl()) {
    ast::Equivalence e;
    for (P::WordContext* w : c->word()) e.names.push_back(word(w));
    decl.node = e;
  } else if (auto* c = ctx.distinctDecl()) {
    decl.node = ast::Distinction{word(c->word(0)), word(c->word(1))};
  } else if (auto* c = ctx.cardDecl()) {
    decl.node = card(*c);
  }
  return decl;
}

ast::Header AstBuilder::header(P::HeaderContext& ctx) {
  ast::Header h;
  h.isModule = ctx.MODULE() != nullptr;
  h.name = word(ctx.name);
  for (P::FieldContext* f : ctx.field()) {
    ast::Member m;
    m.comments = commentsBefore(f->getStart());
    m.node = field(*f);
    h.fields.push_back(std::move(m));
  }
  h.closingComments = commentsBefore(ctx.RBRACE()->getSymbol());
  return h;
}

ast::KindDecl AstBuilder::kindDecl(P::KindDeclContext& ctx) {
  ast::KindDecl k;
  k.name = word(ctx.name);
  k.shape = word(ctx.shape);
  k.deck = word(ctx.deck);
  if (ctx.INT()) {
    k.limit = integer(ctx.INT());
    k.limitRange = range(ctx.INT()->getSymbol());
  }
  return k;
}

ast::Card AstBuilder::card(P::CardDeclContext& ctx) {
  ast::Card c;
  c.kind = word(ctx.kind);
  c.name = string(ctx.STRING());
  c.nameRange = range(ctx.name);
  for (P::MemberContext* m : ctx.member()) c.members.push_back(member(*m));
  c.closingComments = commentsBefore(ctx.RBRACE()->getSymbol());
  return c;
}

ast::Member AstBuilder::member(P::MemberContext& ctx) {
  ast::Member m;
  m.comments = commentsBefore(ctx.getStart());
  if (auto* f = ctx.field()) {
    m.node = field(*f);
  } else if (auto* b = ctx.onBlock()) {
    m.node = block(*b, ast::Block::Kind::On, b->word(), b->condition(), *b->block());
  } else if (auto* b = ctx.playBlock()) {
    m.node = block(*b, ast::Block::Kind::Play, b->word(), b->condition(), *b->block());
  } else if (auto* b = ctx.whileBlock()) {
    m.node = block(*b, ast::Block::Kind::While, {}, b->condition(), *b->block());
  } else if (auto* b = ctx.badStuffBlock()) {
    m.node = block(*b, ast::Block::Kind::BadStuff, {}, b->condition(), *b->block());
  }
  return m;
}

ast::Field AstBuilder::field(P::FieldContext& ctx) {
  ast::Field f;
  f.name = word(ctx.word());
  for (P::ValueSeqContext* seq : ctx.valueSeq()) {
    ast::ValueSeq values;
    values.range = range(*seq);
    for (P::AtomContext* a : seq->atom()) values.atoms.push_back(atom(*a));
    f.values.push_back(std::move(values));
  }
  if (ctx.condition()) f.condition = condition(*ctx.condition());
  f.range = range(ctx);
  return f;
}

ast::Atom AstBuilder::atom(P::AtomContext& ctx) {
  ast::Atom a;
  a.range = range(ctx);
  if (auto* r = dynamic_cast<P::RangeAtomContext*>(&ctx)) {
    bool plus = false;
    a.kind = ast::Atom::Kind::Range;
    a.value = signedInt(*r->signedInt(0), plus);
    a.high = signedInt(*r->signedInt(1), plus);
  } else if (auto* i = dynamic_cast<P::IntAtomContext*>(&ctx)) {
    a.kind = ast::Atom::Kind::Int;
    a.value = signedInt(*i->signedInt(), a.explicitPlus);
  } else if (auto* s = dynamic_cast<P::StringAtomContext*>(&ctx)) {
    a.kind = ast::Atom::Kind::String;
    a.text = string(s->STRING());
  } else if (auto* w = dynamic_cast<P::WordAtomContext*>(&ctx)) {
    a.kind = ast::Atom::Kind::Word;
    a.text = w->word()->getStart()->getText();
  }
  return a;
}

ast::Block AstBuilder::block(antlr4::ParserRuleContext& ctx, ast::Block::Kind kind,
                             std::vector<P::WordContext*> words, P::ConditionContext* cond, P::BlockContext& body) {
  ast::Block b;
  b.kind = kind;
  b.keyword = range(ctx.getStart());
  b.range = range(ctx);
  for (P::WordContext* w : words) b.words.push_back(word(w));
  if (cond) b.condition = condition(*cond);
  for (P::ActionContext* a : body.action()) b.actions.push_back(action(*a));
  b.closingComments = commentsBefore(body.RBRACE()->getSymbol());
  return b;
}

ast::Action AstBuilder::action(P::ActionContext& ctx) {
  ast::Action a;
  a.comments = commentsBefore(ctx.getStart());
  a.name = word(ctx.word());
  for (P::ActionArgContext* arg : ctx.actionArg()) a.args.push_back(actionArg(*arg));
  a.range = range(ctx);
  return a;
}

ast::ActionArg AstBuilder::actionArg(P::ActionArgContext& ctx) {
  using Kind = ast::ActionArg::Kind;
  ast::ActionArg arg;
  arg.range = range(ctx);
  if (auto* c = dynamic_cast<P::AmountArgContext*>(&ctx)) {
    arg.kind = Kind::Amount;
    arg.value = signedInt(*c->signedInt(), arg.explicitPlus);
  } else if (auto* c = dynamic_cast<P::WordArgContext*>(&ctx)) {
    arg.kind = Kind::Word;
    arg.word = word(c->word());
  } else if (auto* c = dynamic_cast<P::TextArgContext*>(&ctx)) {
    arg.kind = Kind::Text;
    arg.text = string(c->STRING());
  } else if (auto* c = dynamic_cast<P::ToArgContext*>(&ctx)) {
    arg.kind = Kind::To;
    arg.word = word(c->word());
  } else if (auto* c = dynamic_cast<P::FromArgContext*>(&ctx)) {
    arg.kind = Kind::From;
    arg.word = word(c->word());
  } else if (auto* c = dynamic_cast<P::OfArgContext*>(&ctx)) {
    arg.kind = Kind::Of;
    arg.word = word(c->word());
  } else if (auto* c = dynamic_cast<P::VsArgContext*>(&ctx)) {
    arg.kind = Kind::Versus;
    arg.word = word(c->word(0));
    if (c->STRING()) {
      arg.name = {string(c->STRING()), range(c->STRING()->getSymbol())};
      arg.nameIsString = true;
    } else {
      arg.name = word(c->word(1));
    }
  } else if (auto* c = dynamic_cast<P::MaxArgContext*>(&ctx)) {
    arg.kind = Kind::Max;
    arg.expr = expr(*c->expr());
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
  if (auto* b = dynamic_cast<P::BinaryExprContext*>(&ctx)) {
    e.kind = b->PLUS() ? Kind::Add : Kind::Subtract;
    e.operands.push_back(expr(*b->expr(0)));
    e.operands.push_back(expr(*b->expr(1)));
  } else if (auto* p = dynamic_cast<P::ParenExprContext*>(&ctx)) {
    e.kind = Kind::Paren;
    e.operands.push_back(expr(*p->expr()));
  } else if (auto* i = dynamic_cast<P::IntExprContext*>(&ctx)) {
    e.kind = Kind::Int;
    e.value = integer(i->INT());
  } else if (auto* n = dynamic_cast<P::NameExprContext*>(&ctx)) {
    e.kind = Kind::Name;
    e.name = n->word()->getStart()->getText();
  }
  return e;
}

}  // namespace munchkinc
