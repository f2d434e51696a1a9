// The canonical printer behind `munchkinc fmt`. Formatting is a pure function
// of the AST and the file's comments, so formatting twice changes nothing,
// and parse -> format -> parse yields the same tree and the same comments in
// the same order (each printed at the token boundary it was written at).
#pragma once

#include <string>

#include "ast/ast.h"

namespace munchkinc {

std::string formatFile(const ast::File& file);

// A string literal with the language's escapes: `"say \"hi\""`.
std::string quote(const std::string& text);

}  // namespace munchkinc
