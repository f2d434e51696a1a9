// Copies a clean ANTLR parse tree into our AST, with byte ranges and comments.
#pragma once

#include <antlr4-runtime.h>

#include "MunchkinParser.h"
#include "ast/ast.h"
#include "parse/offset_map.h"
#include "source/diagnostics.h"

namespace munchkinc {

class AstBuilder {
 public:
  AstBuilder(FileId file, const OffsetMap& offsets, antlr4::BufferedTokenStream& tokens,
             DiagnosticEngine& diagnostics)
      : file_(file), offsets_(offsets), tokens_(tokens), diagnostics_(diagnostics) {}

  ast::File build(grammar::MunchkinParser::FileContext& tree);

 private:
  using P = grammar::MunchkinParser;

  ast::Declaration declaration(P::DeclarationContext& ctx);
  ast::Header header(P::HeaderContext& ctx);
  ast::KindDecl kindDecl(P::KindDeclContext& ctx);
  ast::NamedDecl namedDecl(ast::NamedDecl::Kind kind, P::WordContext* name, antlr4::tree::TerminalNode* text);
  ast::Card card(P::CardDeclContext& ctx);
  ast::Member member(P::MemberContext& ctx);
  ast::Field field(P::FieldContext& ctx);
  ast::Atom atom(P::AtomContext& ctx);
  ast::Block block(antlr4::ParserRuleContext& ctx, ast::Block::Kind kind);
  ast::Action action(P::ActionContext& ctx);
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
  bool badNumbers_ = false;  // a number out of range makes the tree unusable for sema
};

}  // namespace munchkinc
