// Unclosed '{'. ANTLR's recovery from a missing '}' reads every card after it
// as members of the card left open, burying the real mistake under dozens of
// errors. When a file has more '{' than '}', the code's indentation shows
// where each missing '}' belongs: before the first line that is indented no
// deeper than the line that opened the brace. A '}' is put in there (a token
// of no width), and the mistake is reported once, with a note at the brace.
#pragma once

#include <antlr4-runtime.h>

#include <cstddef>
#include <vector>

namespace munchkinc {

struct BraceRepair {
  std::size_t before;         // index of the token the '}' goes before
  const antlr4::Token* open;  // the '{' it closes
};

// Where the missing '}' of `tokens` (a whole file's, ending in EOF) belong,
// in file order; empty when no '}' is missing.
std::vector<BraceRepair> findUnclosedBraces(const std::vector<antlr4::Token*>& tokens);

// A '}' put in by a BraceRepair: it covers no text.
bool isRepairBrace(const antlr4::Token& token);

}  // namespace munchkinc
