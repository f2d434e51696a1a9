// ANTLR's error recovery, changed so that one mistake does not cost the rest
// of the file: a missing ';' is put in, as a fix-it, where ANTLR would have
// skipped ahead instead; a block after a misspelt block word (`bad_stuf {
// ... }`) is skipped whole, with a "did you mean". Recovery never makes up
// or drops anything but a ';': a made-up '{' or name, or a dropped ';', '{'
// or '}', would run two declarations into one (braces are balanced before
// parsing, see brace_repair.h). Everything else is ANTLR's own recovery.
#pragma once

#include <antlr4-runtime.h>

#include "parse/error_listener.h"

namespace munchkinc {

class RecoveringErrorStrategy final : public antlr4::DefaultErrorStrategy {
 public:
  explicit RecoveringErrorStrategy(SyntaxErrorListener& listener) : listener_(listener) {}

  void sync(antlr4::Parser* recognizer) override;
  void recover(antlr4::Parser* recognizer, std::exception_ptr e) override;

 protected:
  void reportMissingToken(antlr4::Parser* recognizer) override;
  bool singleTokenInsertion(antlr4::Parser* recognizer) override;
  antlr4::Token* singleTokenDeletion(antlr4::Parser* recognizer) override;

 private:
  void skipMisspeltBlock(antlr4::Parser* recognizer, antlr4::ParserRuleContext& field);
  static void skipBlock(antlr4::Parser* recognizer);

  SyntaxErrorListener& listener_;
};

}  // namespace munchkinc
