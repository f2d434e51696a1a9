// The hand-written Tokenizer must produce exactly the generated lexer's
// tokens: type, channel, indices, line, column and text; the TokenizerStream
// it feeds must number them as a CommonTokenStream does. Checked on every
// .mkn file in the repository and on inputs chosen to hit each rule's edges.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "MunchkinLexer.h"
#include "parse/tokenizer.h"

namespace munchkinc {
namespace {

namespace fs = std::filesystem;

struct TokenFacts {
  std::size_t index, type, channel, start, stop, line, column;
  std::string text;
  bool operator==(const TokenFacts&) const = default;
};

std::ostream& operator<<(std::ostream& out, const TokenFacts& t) {
  return out << "{#" << t.index << ", type " << t.type << ", channel " << t.channel << ", " << t.start << ".." << t.stop << ", line "
             << t.line << ":" << t.column << ", '" << t.text << "'}";
}

std::vector<TokenFacts> facts(antlr4::CommonTokenStream& tokens) {
  tokens.fill();
  std::vector<TokenFacts> out;
  for (antlr4::Token* t : tokens.getTokens()) {
    out.push_back({t->getTokenIndex(), t->getType(), t->getChannel(), t->getStartIndex(), t->getStopIndex(), t->getLine(),
                   t->getCharPositionInLine(), t->getText()});
  }
  return out;
}

void checkSameTokens(const std::string& text) {
  antlr4::ANTLRInputStream generatedInput(text);
  grammar::MunchkinLexer generated(&generatedInput);
  generated.removeErrorListeners();
  const OffsetMap offsets(text);
  CodePointStream input(text);
  Tokenizer tokenizer(input, text, offsets);
  TokenizerStream actual(tokenizer);
  antlr4::CommonTokenStream expected(&generated);
  INFO("input: " << text);
  CHECK(facts(actual) == facts(expected));
}

TEST_CASE("the tokenizer matches the generated lexer on edge cases", "[fuzz][tokenizer]") {
  const char* cases[] = {
      "",
      "set",
      "settings set_ _set bad_stuff bad_stuffing x1 1x 007",
      "{}();,..+-= == != <= >= < > . ! !x",
      "\"plain\" \"esc \\\" \\\\ \\n \\q\" \"\"",
      "\"unterminated\nnext",
      "\"crlf\r\nnext",
      "\"backslash at end\\",
      "\"backslash newline \\\nstill string\"",
      "// line comment\r\n/* block\n * comment */ /* unterminated",
      "/*/ not closed",
      "/**/ /***/ a/b a/ *b",
      "\t\r\n  \n",
      "caf\xc3\xa9 \"\xe2\x82\xac\" \xf0\x9f\x83\x8f // \xc3\xa9\n x",
      "\xc2\xa0 \x0c \x0b @ # $ % ^ & * ~ ` ' | \\",
  };
  for (const char* text : cases) checkSameTokens(text);
}

TEST_CASE("the tokenizer matches the generated lexer on every .mkn file", "[fuzz][tokenizer]") {
  std::size_t files = 0;
  for (const char* root : {MUNCHKIN_SOURCE_DIR "/sets", MUNCHKIN_SOURCE_DIR "/tests"}) {
    for (const fs::directory_entry& entry : fs::recursive_directory_iterator(root)) {
      if (!entry.is_regular_file() || entry.path().extension() != ".mkn") continue;
      std::ifstream in(entry.path(), std::ios::binary);
      std::ostringstream buffer;
      buffer << in.rdbuf();
      const std::string text = std::move(buffer).str();
      // The generated lexer's input stream throws on text that is not UTF-8;
      // such files never reach the parser.
      if (text.find('\0') != std::string::npos) continue;
      try {
        (void)antlr4::ANTLRInputStream(text);
      } catch (...) {
        continue;
      }
      SECTION(entry.path().string()) { checkSameTokens(text); }
      ++files;
    }
  }
  CHECK(files > 40);
}

}  // namespace
}  // namespace munchkinc
