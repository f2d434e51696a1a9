// The front end's entry point: text in, AST out. This layer (parse/) is the
// only code that sees ANTLR; nothing it returns holds an ANTLR type.
#pragma once

#include <cstddef>

#include "ast/ast.h"
#include "source/diagnostics.h"
#include "source/source_manager.h"

namespace munchkinc {

struct ParseStats {
  std::size_t files = 0;
  // Files the fast SLL mode could not decide but full LL parsed cleanly.
  std::size_t sllFallbacks = 0;
};

// Reports every syntax error (up to a cap) and returns the tree: `parsed`
// when the file has no error, else `partial` (each declaration holding an
// error is marked poisoned, so later passes stay quiet about its fallout),
// or neither when nothing could be read (an unterminated string or comment,
// too deep, too many errors).
ast::File parseFile(FileId file, const SourceManager& sources, DiagnosticEngine& diagnostics,
                    ParseStats* stats = nullptr);

inline constexpr std::size_t kMaxSyntaxErrors = 50;
inline constexpr std::size_t kMaxNesting = 64;

}  // namespace munchkinc
