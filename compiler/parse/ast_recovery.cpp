// The AST of a file with syntax errors. ANTLR's recovery leaves error nodes
// (skipped or made-up tokens) and rules that stopped part way (`exception`
// set) in the tree; a subtree with neither is as good as in a clean file and
// is copied by the ordinary builder. A declaration holding an error keeps its
// name and its clean members and is marked poisoned (see ast.h).
#include <antlr4-runtime.h>

#include "MunchkinLexer.h"
#include "parse/ast_builder.h"
#include "parse/brace_repair.h"

namespace munchkinc {

using grammar::MunchkinLexer;

namespace {

bool madeUp(const antlr4::Token& token) { return token.getTokenIndex() == INVALID_INDEX; }

// Whether `node` parsed without recovery. A ';' that recovery put in is
// allowed: the missing ';' is reported with a fix-it and the code around it
// reads as the user meant it. A '}' put in for an unclosed brace is not: where
// the brace should close is a guess.
bool clean(antlr4::tree::ParseTree* node) {
  if (auto* terminal = dynamic_cast<antlr4::tree::TerminalNode*>(node)) {
    const antlr4::Token& token = *terminal->getSymbol();
    if (dynamic_cast<antlr4::tree::ErrorNode*>(node)) return madeUp(token) && token.getType() == MunchkinLexer::SEMI;
    return !isRepairBrace(token);
  }
  auto* context = static_cast<antlr4::ParserRuleContext*>(node);
  // A rule matching a token set (`word`) leaves the token it made up out
  // of the tree: such a rule ends up empty.
  if (context->exception || context->children.empty()) return false;
  for (antlr4::tree::ParseTree* child : context->children) {
    if (!clean(child)) return false;
  }
  return true;
}

}  // namespace

void AstBuilder::buildRecovered(P::FileContext& tree, ast::File& file) {
  for (antlr4::tree::ParseTree* child : tree.children) {
    if (auto* declaration = dynamic_cast<P::DeclarationContext*>(child)) {
      if (clean(declaration)) {
        file.declarations.push_back(this->declaration(*declaration));
      } else if (auto salvaged = salvage(*declaration)) {
        file.declarations.push_back(std::move(*salvaged));
      }
    }
  }
  file.comments = comments();
  file.parsed = false;
  file.partial = true;
}

std::optional<ast::Declaration> AstBuilder::salvage(P::DeclarationContext& ctx) {
  auto* child = ctx.children.empty() ? nullptr : dynamic_cast<antlr4::ParserRuleContext*>(ctx.children.front());
  if (!child) return std::nullopt;
  ast::Declaration decl;
  decl.range = range(ctx);
  decl.poisoned = true;
  switch (child->getRuleIndex()) {
    case P::RuleCardDecl: {
      auto card = salvageCard(*static_cast<P::CardDeclContext*>(child));
      if (!card) return std::nullopt;
      decl.node = std::move(*card);
      break;
    }
    case P::RuleHeader:
      decl.node = salvageHeader(*static_cast<P::HeaderContext*>(child));
      break;
    case P::RuleKindDecl: {
      ast::KindDecl kind;
      kind.name = salvageWord(static_cast<P::KindDeclContext*>(child)->name);
      decl.node = kind;
      break;
    }
    case P::RuleTagDecl:
      decl.node = ast::NamedDecl{ast::NamedDecl::Kind::Tag, salvageWord(static_cast<P::TagDeclContext*>(child)->word()), {}, {}, {}};
      break;
    case P::RuleDeckDecl:
      decl.node = ast::NamedDecl{ast::NamedDecl::Kind::Deck, salvageWord(static_cast<P::DeckDeclContext*>(child)->word()), {}, {}, {}};
      break;
    case P::RuleRuleDecl:
      decl.node = ast::NamedDecl{ast::NamedDecl::Kind::Rule, salvageWord(static_cast<P::RuleDeclContext*>(child)->word()), {}, {}, {}};
      break;
    case P::RulePhaseDecl:
      decl.node = ast::NamedDecl{ast::NamedDecl::Kind::Phase, salvageWord(static_cast<P::PhaseDeclContext*>(child)->word()), {}, {}, {}};
      break;
    case P::RuleSlotDecl:
      decl.node = ast::SlotDecl{salvageWord(static_cast<P::SlotDeclContext*>(child)->word()), 0, {}};
      break;
    default:
      // uses, param, equiv and distinct declarations name nothing that
      // another declaration could miss.
      return std::nullopt;
  }
  return decl;
}

ast::Word AstBuilder::salvageWord(P::WordContext* ctx) {
  if (!ctx || !clean(ctx)) return {};
  return word(ctx);
}

std::optional<ast::Card> AstBuilder::salvageCard(P::CardDeclContext& ctx) {
  // Without its kind and name a card cannot even be named in a message.
  if (!ctx.kind || !clean(ctx.kind) || !ctx.name || madeUp(*ctx.name) || ctx.name->getType() != MunchkinLexer::STRING) {
    return std::nullopt;
  }
  ast::Card c;
  c.kind = word(ctx.kind);
  c.name = string(ctx.getToken(MunchkinLexer::STRING, 0));
  c.nameRange = range(ctx.name);
  for (antlr4::tree::ParseTree* child : ctx.children) {
    auto* m = dynamic_cast<P::MemberContext*>(child);
    if (m && clean(m)) addUnlessPoisoned(c.members, [&] { return member(*m); });
  }
  return c;
}

ast::Header AstBuilder::salvageHeader(P::HeaderContext& ctx) {
  ast::Header h;
  h.isModule = ctx.MODULE() != nullptr;
  h.name = salvageWord(ctx.name);
  for (P::FieldContext* f : ctx.field()) {
    if (clean(f)) addUnlessPoisoned(h.fields, [&] { return ast::Member{field(*f)}; });
  }
  return h;
}

void AstBuilder::addRunOnFields(std::vector<ast::Member>& members) {
  for (ast::Field& f : runOn_) {
    ast::Member next;
    next.node = std::move(f);
    members.push_back(std::move(next));
  }
  runOn_.clear();
}

// `level 1` with no ';', then `treasures 1;` on the next line, parses as one
// field `level 1 treasures 1;`. A word that starts a line after a field's
// first value is taken for the next field's name: the ';' before it is
// reported missing (with a fix-it) and the fields are split where it goes.
void AstBuilder::splitRunOnField(P::FieldContext& ctx, ast::Field& f) {
  // Nearly every field is on one line.
  if (ctx.getStop() == nullptr || ctx.getStart()->getLine() == ctx.getStop()->getLine()) return;
  // (value sequence, atom) where a new field starts; children[1], [3], ...
  // of the field are its value sequences, as in field().
  std::vector<std::pair<std::size_t, std::size_t>> starts;
  std::size_t seqIndex = 0;
  for (std::size_t i = 1; i < ctx.children.size() && seqIndex < f.values.size(); i += 2, ++seqIndex) {
    auto* seq = static_cast<P::ValueSeqContext*>(ctx.children[i]);
    for (std::size_t a = 1; a < seq->children.size() && a < f.values[seqIndex].atoms.size(); ++a) {
      auto* previous = static_cast<antlr4::ParserRuleContext*>(seq->children[a - 1]);
      auto* atom = static_cast<antlr4::ParserRuleContext*>(seq->children[a]);
      if (f.values[seqIndex].atoms[a].kind == ast::Atom::Kind::Word && previous->getStop() &&
          atom->getStart()->getLine() > previous->getStop()->getLine()) {
        starts.emplace_back(seqIndex, a);
      }
    }
  }
  if (starts.empty()) return;
  repaired_ = true;

  std::vector<ast::Field> fields(1);
  fields[0].name = f.name;
  fields[0].range = f.range;
  std::size_t next = 0;
  for (std::size_t s = 0; s < f.values.size(); ++s) {
    ast::ValueSeq current;
    for (std::size_t a = 0; a < f.values[s].atoms.size(); ++a) {
      ast::Atom& atom = f.values[s].atoms[a];
      if (next < starts.size() && starts[next] == std::pair{s, a}) {
        ++next;
        ast::Field& before = fields.back();
        if (!current.atoms.empty()) before.values.push_back(std::move(current));
        current = {};
        // Two words each starting a line (`treasures` then `bonus`): the
        // field before may be a lone name.
        const SourceRange end = before.values.empty() ? before.name.range : before.values.back().atoms.back().range;
        before.range.end = end.end;
        const SourceRange at{end.file, end.end, end.end};
        Diagnostic& d = diagnostics_.report(DiagCode::E0010, at, "expected ';'");
        diagnostics_.fixIt(d, at, ";");
        ast::Field started;
        started.name = {atom.text, atom.range};
        started.range = {atom.range.file, atom.range.begin, f.range.end};
        fields.push_back(std::move(started));
        continue;
      }
      if (current.atoms.empty()) {
        current.range = atom.range;
      } else {
        current.range.end = atom.range.end;
      }
      current.atoms.push_back(std::move(atom));
    }
    if (!current.atoms.empty()) fields.back().values.push_back(std::move(current));
  }
  fields.back().condition = std::move(f.condition);
  f = std::move(fields.front());
  runOn_.assign(std::make_move_iterator(fields.begin() + 1), std::make_move_iterator(fields.end()));
}

}  // namespace munchkinc
