// The canonical printer behind `munchkinc fmt`. Formatting is a pure function
// of the AST (plus its comments), so formatting twice changes nothing and
// parse -> format -> parse yields the same tree.
#pragma once

#include <string>

#include "ast/ast.h"

namespace munchkinc {

std::string formatFile(const ast::File& file);

// A string literal with the language's escapes: `"say \"hi\""`.
std::string quote(const std::string& text);

}  // namespace munchkinc
