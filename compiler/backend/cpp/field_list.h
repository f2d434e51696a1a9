// One aggregate initializer of generated code, written with designated
// initializers (`{.name = "Slime", .level = 1}`). Fields equal to the default
// the runtime's header gives them are left out, so generated data stays
// short and a field appended to tables.h later keeps its default in old
// generated code.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "backend/cpp/cpp_enums.h"
#include "backend/cpp/cpp_escape.h"
#include "backend/cpp/printer.h"
#include "munchkin/tables.h"

namespace munchkinc {

// The C++ spelling of one field value.
std::string cppValue(const char* text);
std::string cppValue(bool value);
std::string cppValue(std::int64_t value);
std::string cppValue(munchkin::Range range);
std::string cppValue(munchkin::RefDef ref);
template <typename Enum>
  requires std::is_enum_v<Enum>
std::string cppValue(Enum value) {
  return std::string(cppEnumerator(value));
}
// ActionDef::flags as `kFlagFaceUp | kFlagAll`.
std::string cppActionFlags(std::uint8_t flags);

bool sameValue(const char* a, const char* b);
bool sameValue(munchkin::Range a, munchkin::Range b);
bool sameValue(munchkin::RefDef a, munchkin::RefDef b);
template <typename T>
bool sameValue(const T& a, const T& b) {
  return a == b;
}

class FieldList {
 public:
  void add(std::string_view name, std::string code) { fields_.emplace_back(name, std::move(code)); }

  // Adds the field unless it equals `fallback`, the default of its struct.
  template <typename T>
  void addUnlessDefault(std::string_view name, const T& value, const T& fallback) {
    if (sameValue(value, fallback)) return;
    if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
      add(name, cppValue(static_cast<std::int64_t>(value)));
    } else {
      add(name, cppValue(value));
    }
  }

  // `{.a = 1, .b = 2}`
  std::string oneLine() const;
  // `{` then one aligned `.field = value,` per line, then `}` + `suffix`.
  void printBlock(Printer& printer, std::string_view suffix) const;

 private:
  std::vector<std::pair<std::string_view, std::string>> fields_;
};

}  // namespace munchkinc
