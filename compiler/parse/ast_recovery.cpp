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
  if (context->exception) return false;
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
    } else if (auto* end = dynamic_cast<antlr4::tree::TerminalNode*>(child);
               end && !dynamic_cast<antlr4::tree::ErrorNode*>(child) && end->getSymbol()->getType() == antlr4::Token::EOF) {
      file.trailingComments = commentsBefore(end->getSymbol());
    }
  }
  file.parsed = false;
  file.partial = true;
}

std::optional<ast::Declaration> AstBuilder::salvage(P::DeclarationContext& ctx) {
  auto* child = ctx.children.empty() ? nullptr : dynamic_cast<antlr4::ParserRuleContext*>(ctx.children.front());
  if (!child) return std::nullopt;
  ast::Declaration decl;
  decl.comments = commentsBefore(ctx.getStart());
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
      decl.node = ast::NamedDecl{ast::NamedDecl::Kind::Tag, salvageWord(static_cast<P::TagDeclContext*>(child)->word()), {}, {}};
      break;
    case P::RuleDeckDecl:
      decl.node = ast::NamedDecl{ast::NamedDecl::Kind::Deck, salvageWord(static_cast<P::DeckDeclContext*>(child)->word()), {}, {}};
      break;
    case P::RuleRuleDecl:
      decl.node = ast::NamedDecl{ast::NamedDecl::Kind::Rule, salvageWord(static_cast<P::RuleDeclContext*>(child)->word()), {}, {}};
      break;
    case P::RulePhaseDecl:
      decl.node = ast::NamedDecl{ast::NamedDecl::Kind::Phase, salvageWord(static_cast<P::PhaseDeclContext*>(child)->word()), {}, {}};
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
    if (!m || !clean(m)) continue;
    poisoned_ = false;
    ast::Member built = member(*m);
    if (!poisoned_) c.members.push_back(std::move(built));
  }
  return c;
}

ast::Header AstBuilder::salvageHeader(P::HeaderContext& ctx) {
  ast::Header h;
  h.isModule = ctx.MODULE() != nullptr;
  h.name = salvageWord(ctx.name);
  for (P::FieldContext* f : ctx.field()) {
    if (!clean(f)) continue;
    poisoned_ = false;
    ast::Member m;
    m.comments = commentsBefore(f->getStart());
    m.node = field(*f);
    if (!poisoned_) h.fields.push_back(std::move(m));
  }
  return h;
}

}  // namespace munchkinc
