// The one place user text becomes C++ source. Card names, texts and ids are
// data, never code: every string the back end prints goes through
// cppStringLiteral, and every label in a comment through cppCommentText.
#pragma once

#include <string>
#include <string_view>

namespace munchkinc {

// A double-quoted C++ literal whose bytes are exactly `text`'s. Printable
// ASCII stays readable; quotes and backslashes are escaped, `?` is escaped
// next to another `?` (no trigraph-looking `??/`), and control characters
// and every non-ASCII byte (so UTF-8 is kept byte for byte) become
// three-digit octal escapes, which cannot swallow a following digit.
std::string cppStringLiteral(std::string_view text);

// `text` made safe to follow `// ` on one line: the same escapes as a
// literal, except that a backslash is also written in octal, so the line can
// never end in a backslash (which would splice the next line into the
// comment) and no newline or bidirectional-control byte survives.
std::string cppCommentText(std::string_view text);

// [A-Za-z_][A-Za-z0-9_]*, not a C++ keyword and not reserved (`__x`, `_X`).
bool isCppIdentifier(std::string_view text);

// An identifier made from a set id: other characters become '_', and a
// leading digit or a keyword gets a prefix. "warhammer-aos" -> "warhammer_aos".
std::string cppIdentifierFrom(std::string_view text);

}  // namespace munchkinc
