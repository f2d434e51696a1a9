// A small code printer in the manner of protobuf's io::Printer: templates are
// string literals in the generator with `$name$` holes, filled from a list of
// variables, and every line is indented to the current level. Values are
// inserted verbatim, so user text must already be a literal or comment made
// by cpp_escape.h; a template is never built from user text.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

namespace munchkinc {

class Printer {
 public:
  using Vars = std::initializer_list<std::pair<std::string_view, std::string_view>>;

  // Appends `format` with each `$name$` replaced by its value and `$$` by a
  // dollar sign. A name missing from `vars` is a bug in the generator and
  // throws std::logic_error.
  void print(std::string_view format, Vars vars = {});

  void indent() { ++level_; }
  void outdent();

  const std::string& text() const { return text_; }

 private:
  void append(std::string_view piece);

  std::string text_;
  int level_ = 0;
  bool atLineStart_ = true;
};

}  // namespace munchkinc
