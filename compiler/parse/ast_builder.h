// Copies an ANTLR parse tree into our AST, with byte ranges and comments.
// After syntax errors, each declaration is copied only as far as it parsed
// cleanly and is marked poisoned (ast_recovery.cpp).
#pragma once

#include <antlr4-runtime.h>

#include <optional>

#include "MunchkinParser.h"
#include "ast/ast.h"
#include "parse/offset_map.h"
#include "source/diagnostics.h"

namespace munchkinc {

class AstBuilder {
 public:
  // `recovering`: the file had syntax errors, so its tree holds error nodes.
  AstBuilder(FileId file, const OffsetMap& offsets, antlr4::BufferedTokenStream& tokens,
             DiagnosticEngine& diagnostics, bool recovering)
      : file_(file), offsets_(offsets), tokens_(tokens), diagnostics_(diagnostics), recovering_(recovering) {}

  ast::File build(grammar::MunchkinParser::FileContext& tree);

 private:
  using P = grammar::MunchkinParser;

  ast::Declaration declaration(P::DeclarationContext& ctx);
  // ast_recovery.cpp: a tree with syntax errors.
  void buildRecovered(P::FileContext& tree, ast::File& file);
  std::optional<ast::Declaration> salvage(P::DeclarationContext& ctx);
  std::optional<ast::Card> salvageCard(P::CardDeclContext& ctx);
  ast::Header salvageHeader(P::HeaderContext& ctx);
  ast::Word salvageWord(P::WordContext* ctx);
  void splitRunOnField(P::FieldContext& ctx, ast::Field& f);
  void addMember(std::vector<ast::Member>& members, ast::Member&& member) {
    members.push_back(std::move(member));
    if (!runOn_.empty()) addRunOnFields(members);
  }
  void addRunOnFields(std::vector<ast::Member>& members);
  // Reads one member with `read` and adds it. A member with a number out of
  // range is left out instead; false then, so the caller poisons its card.
  template <class Read>
  bool addUnlessPoisoned(std::vector<ast::Member>& members, Read read) {
    poisoned_ = false;
    ast::Member member = read();
    if (poisoned_) {
      runOn_.clear();
      return false;
    }
    addMember(members, std::move(member));
    return true;
  }

  ast::Header header(P::HeaderContext& ctx);
  ast::KindDecl kindDecl(P::KindDeclContext& ctx);
  ast::NamedDecl namedDecl(ast::NamedDecl::Kind kind, P::WordContext* name, antlr4::tree::TerminalNode* text);
  ast::Card card(P::CardDeclContext& ctx);
  ast::Member member(P::MemberContext& ctx);
  ast::Field field(P::FieldContext& ctx);
  ast::Atom atom(P::AtomContext& ctx);
  ast::Block block(antlr4::ParserRuleContext& ctx, ast::Block::Kind kind);
  std::vector<ast::Action> actions(P::BlockContext& body);
  ast::Action action(P::ActionContext& ctx);
  ast::Action roll(P::ActionContext& ctx);
  ast::ActionArg actionArg(P::ActionArgContext& ctx);
  ast::Condition condition(P::ConditionContext& ctx);
  ast::Expr expr(P::ExprContext& ctx);

  ast::Word word(P::WordContext* ctx);
  ast::Word word(antlr4::tree::TerminalNode* node);
  std::string string(antlr4::tree::TerminalNode* node);
  std::int64_t integer(antlr4::tree::TerminalNode* node);
  std::int64_t signedInt(P::SignedIntContext& ctx, bool& explicitPlus);

  SourceRange range(antlr4::ParserRuleContext& ctx) const;
  SourceRange range(antlr4::Token* token) const;
  std::vector<ast::Comment> comments();  // every comment token of the file, in order

  FileId file_;
  const OffsetMap& offsets_;
  antlr4::BufferedTokenStream& tokens_;
  DiagnosticEngine& diagnostics_;
  const bool recovering_;
  // The declaration (or member) being built holds an error: a number out of
  // range, or anything after a syntax error.
  bool poisoned_ = false;
  // Fields that ran on from the last one built: `level 1` and, on the next
  // line, `treasures 1;` read as one field until a ';' is put between them.
  std::vector<ast::Field> runOn_;
  bool repaired_ = false;  // a ';' was put in: the file is not clean
};

}  // namespace munchkinc
