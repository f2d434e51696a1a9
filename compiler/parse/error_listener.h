// Turns ANTLR's syntax errors into our diagnostics, with plain-language
// "expected X, found Y" messages and a cap on how many one file may produce.
#pragma once

#include <antlr4-runtime.h>

#include "parse/offset_map.h"
#include "source/diagnostics.h"

namespace munchkinc {

// Thrown to stop parsing once a file has produced too many errors.
struct TooManySyntaxErrors {};

class SyntaxErrorListener : public antlr4::BaseErrorListener {
 public:
  SyntaxErrorListener(FileId file, const OffsetMap& offsets, DiagnosticEngine& diagnostics)
      : file_(file), offsets_(offsets), diagnostics_(diagnostics) {}

  void syntaxError(antlr4::Recognizer* recognizer, antlr4::Token* offendingSymbol, size_t line,
                   size_t charPositionInLine, const std::string& msg, std::exception_ptr e) override;

  std::size_t errorCount() const { return errors_; }
  // Counts errors found before parsing (bad characters, unterminated strings).
  void countEarlierError() { ++errors_; }

 private:
  std::string describeExpected(antlr4::Parser& parser) const;
  SourceRange rangeOf(const antlr4::Token& token) const;

  FileId file_;
  const OffsetMap& offsets_;
  DiagnosticEngine& diagnostics_;
  std::size_t errors_ = 0;
};

std::string describeToken(const antlr4::Token& token);

}  // namespace munchkinc
