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

  // A token the parser put in to go on (see RecoveringErrorStrategy): reported
  // at the end of the token before it, with the missing text as a fix-it.
  void missingToken(antlr4::Parser& parser, const antlr4::misc::IntervalSet& expected, antlr4::Token* previous);
  // `word {` where a field was being read: a misspelt block word.
  void misspeltBlockWord(const antlr4::Token& word, const antlr4::Token& brace);

  std::size_t errorCount() const { return errors_; }
  // Counts errors found before parsing (bad characters, unterminated strings,
  // unclosed braces).
  void countEarlierError() { ++errors_; }

 private:
  // Counts one more error; false (after reporting E0014 at `at` and
  // throwing TooManySyntaxErrors) once the file has had too many.
  bool admit(const antlr4::Token* at);
  std::string describeExpected(const antlr4::misc::IntervalSet& expected, antlr4::Parser& parser) const;
  SourceRange rangeOf(const antlr4::Token& token) const;

  FileId file_;
  const OffsetMap& offsets_;
  DiagnosticEngine& diagnostics_;
  std::size_t errors_ = 0;
};

std::string describeToken(const antlr4::Token& token);

}  // namespace munchkinc
