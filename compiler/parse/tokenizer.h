// A hand-written token source equivalent to the generated MunchkinLexer: same
// token types, channels, indices, lines and columns, token for token (the
// fuzzer and tests/fuzz/tokenizer_test.cpp check this against the generated
// lexer). ANTLR's table-driven lexer spent about 40% of `munchkinc check` on
// large sets; this one is a single pass over the code points.
#pragma once

#include <antlr4-runtime.h>

#include <cstddef>
#include <memory>
#include <string_view>
#include <vector>

#include "parse/offset_map.h"

namespace munchkinc {

// An ANTLRInputStream that lets the tokenizer read its code points directly.
class CodePointStream : public antlr4::ANTLRInputStream {
 public:
  // Pure-ASCII text (the common case) is widened byte by byte; anything else
  // goes through ANTLR's own UTF-8 decoding, which is several times slower.
  explicit CodePointStream(const std::string& text);
  std::u32string_view codePoints() const { return _data; }
};

// Tokens come and go by the ten thousand per file. The tokenizer carves them
// from blocks it owns, so making one is a pointer bump and the token stream's
// deletes free nothing: the blocks go when the tokenizer does, which must
// therefore outlive every token stream it fed.
class TokenPool {
 public:
  void* allocate(std::size_t size);

 private:
  static constexpr std::size_t kBlockSize = 64 * 1024;
  std::vector<std::unique_ptr<std::byte[]>> blocks_;
  std::size_t used_ = kBlockSize;
};

class Tokenizer : public antlr4::TokenSource {
 public:
  // `text` is the UTF-8 the stream was built from; `offsets` maps its code
  // points to bytes. Tokens carry their text, so reading it is a copy from
  // `text` rather than a UTF-32 to UTF-8 conversion.
  Tokenizer(CodePointStream& input, std::string_view text, const OffsetMap& offsets)
      : input_(input), codePoints_(input.codePoints()), text_(text), offsets_(offsets) {}

  std::unique_ptr<antlr4::Token> nextToken() override;
  size_t getLine() const override { return line_; }
  size_t getCharPositionInLine() override { return column_; }
  antlr4::CharStream* getInputStream() override { return &input_; }
  std::string getSourceName() override { return input_.getSourceName(); }
  antlr4::TokenFactory<antlr4::CommonToken>* getTokenFactory() override {
    return antlr4::CommonTokenFactory::DEFAULT.get();
  }

 private:
  // Length in code points and type of the token starting at `position_`.
  std::pair<std::size_t, std::size_t> match() const;
  void advance(std::size_t to);  // moves position_, keeping line_ and column_
  std::size_t literal(std::size_t& length) const;

  TokenPool pool_;

  CodePointStream& input_;
  std::u32string_view codePoints_;
  std::string_view text_;
  const OffsetMap& offsets_;
  std::size_t position_ = 0;
  std::size_t line_ = 1;
  std::size_t column_ = 0;
};

// The token stream a Tokenizer feeds. ANTLR 4.9's fetch dynamic_casts every
// token to learn whether it can be given its index (a twentieth of `munchkinc
// check` on large sets); a Tokenizer's tokens always can. Otherwise the same.
class TokenizerStream final : public antlr4::CommonTokenStream {
 public:
  explicit TokenizerStream(Tokenizer& source) : CommonTokenStream(&source) {}

  // Puts a '}' covering no text before token `index` (see brace_repair.h),
  // just after the code token before it; later tokens are renumbered.
  void insertRepairBrace(std::size_t index);

 protected:
  size_t fetch(size_t n) override;
};

}  // namespace munchkinc
