// ANTLR's error recovery with three repairs that keep one mistake from
// costing the rest of the file: a missing token (usually ';') is put in, as a
// fix-it, where ANTLR would have skipped ahead instead; a block after a
// misspelt block word (`bad_stuf { ... }`) is skipped whole, with a "did you
// mean"; everything else is ANTLR's own recovery.
#pragma once

#include <antlr4-runtime.h>

#include "parse/error_listener.h"

namespace munchkinc {

class RecoveringErrorStrategy final : public antlr4::DefaultErrorStrategy {
 public:
  explicit RecoveringErrorStrategy(SyntaxErrorListener& listener) : listener_(listener) {}

  void sync(antlr4::Parser* recognizer) override;

 protected:
  void reportMissingToken(antlr4::Parser* recognizer) override;

 private:
  void skipMisspeltBlock(antlr4::Parser* recognizer, antlr4::ParserRuleContext& field);

  SyntaxErrorListener& listener_;
};

}  // namespace munchkinc
