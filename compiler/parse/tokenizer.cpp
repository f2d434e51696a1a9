#include "parse/tokenizer.h"

#include <algorithm>
#include <array>
#include <functional>
#include <string>
#include <unordered_map>
#include <vector>

#include "MunchkinLexer.h"

namespace munchkinc {

using grammar::MunchkinLexer;

namespace {

// The grammar's fixed-text tokens ('set', '{', '<=', ...), read from the
// generated lexer's vocabulary so a keyword added to the grammar needs no
// change here. Keywords are looked up after scanning an identifier; the
// others (punctuation) are matched longest first, among those that start
// with the character at hand.
struct Literals {
  // Looked up by a view of the source, with no string built per identifier.
  struct Hash {
    using is_transparent = void;
    std::size_t operator()(std::string_view text) const { return std::hash<std::string_view>{}(text); }
  };
  std::unordered_map<std::string, std::size_t, Hash, std::equal_to<>> keywords;
  // By first character (all are ASCII); each list longest first, then by type.
  std::array<std::vector<std::pair<std::u32string, std::size_t>>, 128> punctuation;

  Literals() {
    antlr4::ANTLRInputStream empty;
    MunchkinLexer lexer(&empty);
    const antlr4::dfa::Vocabulary& vocabulary = lexer.getVocabulary();
    for (std::size_t type = 1; type <= vocabulary.getMaxTokenType(); ++type) {
      const std::string quoted = vocabulary.getLiteralName(type);
      if (quoted.size() < 3) continue;
      const std::string text = quoted.substr(1, quoted.size() - 2);
      if (isIdentifierStart(static_cast<unsigned char>(text[0]))) {
        keywords.emplace(text, type);  // emplace keeps the first: earlier rules win ties
      } else {
        punctuation.at(static_cast<unsigned char>(text[0])).emplace_back(std::u32string(text.begin(), text.end()), type);
      }
    }
    for (auto& candidates : punctuation) {
      std::stable_sort(candidates.begin(), candidates.end(),
                       [](const auto& a, const auto& b) { return a.first.size() > b.first.size(); });
    }
  }

  static bool isIdentifierStart(char32_t c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_'; }
};

const Literals& literals() {
  static const Literals instance;
  return instance;
}

bool isDigit(char32_t c) { return c >= '0' && c <= '9'; }
bool isIdentifierPart(char32_t c) { return Literals::isIdentifierStart(c) || isDigit(c); }
bool isSpace(char32_t c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

// A CommonToken whose memory belongs to a TokenPool; it takes its text by move.
class PooledToken final : public antlr4::CommonToken {
 public:
  PooledToken(const std::pair<antlr4::TokenSource*, antlr4::CharStream*>& source, std::size_t type,
              std::size_t channel, std::size_t start, std::size_t stop, std::size_t line, std::size_t column)
      : CommonToken(source, type, channel, start, stop) {
    setLine(line);
    setCharPositionInLine(column);
  }
  void takeText(std::string text) { _text = std::move(text); }

  static void* operator new(std::size_t size, TokenPool& pool) { return pool.allocate(size); }
  // The pool frees the bytes, after the constructor failed or the token died.
  static void operator delete(void*, TokenPool&) noexcept {}
  static void operator delete(void*) noexcept {}
};

}  // namespace

void* TokenPool::allocate(std::size_t size) {
  size = (size + alignof(std::max_align_t) - 1) / alignof(std::max_align_t) * alignof(std::max_align_t);
  if (used_ + size > kBlockSize) {
    // Uninitialised: each token's constructor writes its own bytes.
    blocks_.push_back(std::make_unique_for_overwrite<std::byte[]>(std::max(size, kBlockSize)));
    used_ = 0;
  }
  void* at = blocks_.back().get() + used_;
  used_ += size;
  return at;
}

CodePointStream::CodePointStream(const std::string& text) {
  const bool ascii = std::all_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
  if (!ascii) {
    load(text);
    return;
  }
  _data.assign(text.begin(), text.end());
}

std::size_t Tokenizer::literal(std::size_t& length) const {
  const std::u32string_view rest = codePoints_.substr(position_);
  length = 0;
  if (rest.front() >= literals().punctuation.size()) return 0;
  for (const auto& [text, type] : literals().punctuation[rest.front()]) {
    if (rest.substr(0, text.size()) == text) {
      length = text.size();
      return type;
    }
  }
  return 0;
}

std::pair<std::size_t, std::size_t> Tokenizer::match() const {
  const std::u32string_view cp = codePoints_;
  const std::size_t start = position_;
  const std::size_t end = cp.size();
  const char32_t c = cp[start];
  std::size_t i = start + 1;

  if (isSpace(c)) {
    while (i < end && isSpace(cp[i])) ++i;
    return {i - start, MunchkinLexer::WS};
  }
  if (isDigit(c)) {
    while (i < end && isDigit(cp[i])) ++i;
    return {i - start, MunchkinLexer::INT};
  }
  if (Literals::isIdentifierStart(c)) {
    while (i < end && isIdentifierPart(cp[i])) ++i;
    // Identifiers are ASCII, so their bytes in the source are their text.
    const std::uint32_t byteBegin = offsets_.byte(start);
    const auto& keywords = literals().keywords;
    const auto keyword = keywords.find(text_.substr(byteBegin, offsets_.byte(i) - byteBegin));
    return {i - start, keyword == keywords.end() ? std::size_t{MunchkinLexer::IDENT} : keyword->second};
  }
  if (c == '"') {
    // `'\\' .` may take any character, a line break included; a backslash
    // at the very end of the file ends the (unterminated) string before it.
    while (i < end) {
      if (cp[i] == '"') return {i + 1 - start, MunchkinLexer::STRING};
      if (cp[i] == '\r' || cp[i] == '\n') break;
      if (cp[i] == '\\') {
        if (i + 1 == end) break;
        ++i;
      }
      ++i;
    }
    return {i - start, MunchkinLexer::UNTERMINATED_STRING};
  }
  if (c == '/' && i < end && cp[i] == '/') {
    while (i < end && cp[i] != '\r' && cp[i] != '\n') ++i;
    return {i - start, MunchkinLexer::LINE_COMMENT};
  }
  if (c == '/' && i < end && cp[i] == '*') {
    const std::size_t close = cp.find(U"*/", start + 2);
    if (close != std::u32string_view::npos) return {close + 2 - start, MunchkinLexer::BLOCK_COMMENT};
  }
  std::size_t length = 0;
  if (const std::size_t type = literal(length)) return {length, type};
  return {1, MunchkinLexer::UNKNOWN_CHAR};
}

std::unique_ptr<antlr4::Token> Tokenizer::nextToken() {
  const std::pair<antlr4::TokenSource*, antlr4::CharStream*> source{this, &input_};
  // White space is skipped, as the lexer grammar says: no token at all.
  std::pair<std::size_t, std::size_t> matched{0, MunchkinLexer::WS};
  while (matched.second == MunchkinLexer::WS) {
    advance(position_ + matched.first);
    if (position_ >= codePoints_.size()) {
      // As antlr4::Lexer::emitEOF: an empty token just past the end.
      return std::unique_ptr<antlr4::Token>(new (pool_) PooledToken(
          source, antlr4::Token::EOF, antlr4::Token::DEFAULT_CHANNEL, position_, position_ - 1, line_, column_));
    }
    matched = match();
  }
  const auto [length, type] = matched;
  std::size_t channel = antlr4::Token::DEFAULT_CHANNEL;
  if (type == MunchkinLexer::LINE_COMMENT || type == MunchkinLexer::BLOCK_COMMENT) channel = MunchkinLexer::COMMENTS;

  const std::size_t start = position_;
  const std::size_t stop = start + length - 1;
  const std::uint32_t byteBegin = offsets_.byte(start);
  auto* token = new (pool_) PooledToken(source, type, channel, start, stop, line_, column_);
  token->takeText(std::string(text_.substr(byteBegin, offsets_.byte(stop + 1) - byteBegin)));

  advance(stop + 1);
  return std::unique_ptr<antlr4::Token>(token);
}

void Tokenizer::advance(std::size_t to) {
  for (std::size_t i = position_; i < to; ++i) {
    if (codePoints_[i] == '\n') {
      ++line_;
      column_ = 0;
    } else {
      ++column_;
    }
  }
  position_ = to;
}

size_t TokenizerStream::fetch(size_t n) {
  if (_fetchedEOF) return 0;
  size_t fetched = 0;
  while (fetched < n) {
    std::unique_ptr<antlr4::Token> token = _tokenSource->nextToken();
    static_cast<antlr4::CommonToken&>(*token).setTokenIndex(_tokens.size());
    _tokens.push_back(std::move(token));
    ++fetched;
    if (_tokens.back()->getType() == antlr4::Token::EOF) {
      _fetchedEOF = true;
      break;
    }
  }
  return fetched;
}

void TokenizerStream::insertRepairBrace(std::size_t index) {
  std::size_t previous = index;
  while (previous > 0 && _tokens[--previous]->getChannel() != antlr4::Token::DEFAULT_CHANNEL) {}
  const antlr4::Token& after = *_tokens[previous];
  // With a source, as ANTLR's recovery reads the source of tokens it meets.
  auto brace = std::make_unique<antlr4::CommonToken>(
      std::pair<antlr4::TokenSource*, antlr4::CharStream*>{after.getTokenSource(), after.getInputStream()},
      MunchkinLexer::RBRACE, antlr4::Token::DEFAULT_CHANNEL, after.getStopIndex() + 1, after.getStopIndex());
  brace->setText("}");
  brace->setLine(after.getLine());
  brace->setCharPositionInLine(after.getCharPositionInLine());
  _tokens.insert(_tokens.begin() + static_cast<std::ptrdiff_t>(index), std::move(brace));
  for (std::size_t i = index; i < _tokens.size(); ++i) static_cast<antlr4::CommonToken&>(*_tokens[i]).setTokenIndex(i);
}

}  // namespace munchkinc
