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

// Reports every syntax error (up to a cap) and returns a tree only when the
// file parsed cleanly (`parsed` is false otherwise, so later passes stay quiet
// about the fallout of a syntax error).
ast::File parseFile(FileId file, const SourceManager& sources, DiagnosticEngine& diagnostics,
                    ParseStats* stats = nullptr);

inline constexpr std::size_t kMaxSyntaxErrors = 50;
inline constexpr std::size_t kMaxNesting = 64;

}  // namespace munchkinc
