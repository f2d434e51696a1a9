#include "backend/cpp/field_list.h"

#include <algorithm>
#include <limits>

namespace munchkinc {

std::string cppValue(const char* text) { return text ? cppStringLiteral(text) : "nullptr"; }

std::string cppValue(bool value) { return value ? "true" : "false"; }

// The smallest int32 has no literal of its own in C++ (`-2147483648` is a
// negated long), so it is written as an expression.
std::string cppValue(std::int64_t value) {
  if (value == std::numeric_limits<std::int32_t>::min()) return "INT32_MIN";
  return std::to_string(value);
}

std::string cppValue(munchkin::Range range) {
  return "{" + std::to_string(range.first) + ", " + std::to_string(range.count) + "}";
}

std::string cppValue(munchkin::RefDef ref) {
  return "{" + cppValue(ref.what) + ", " + std::to_string(ref.name) + "}";
}

std::string cppActionFlags(std::uint8_t flags) {
  static constexpr std::pair<std::uint8_t, std::string_view> kFlags[] = {
      {munchkin::kFlagFaceUp, "kFlagFaceUp"},
      {munchkin::kFlagFaceDown, "kFlagFaceDown"},
      {munchkin::kFlagAll, "kFlagAll"},
      {munchkin::kFlagExceptWin, "kFlagExceptWin"},
      {munchkin::kFlagTreasureOnly, "kFlagTreasureOnly"},
      {munchkin::kFlagDiscard, "kFlagDiscard"},
      {munchkin::kFlagTimes, "kFlagTimes"}};
  std::string out;
  std::uint8_t named = 0;
  for (const auto& [bit, name] : kFlags) {
    if ((flags & bit) == 0) continue;
    named |= bit;
    if (!out.empty()) out += " | ";
    out += name;
  }
  // Bits without a name (a newer runtime's) are kept as a number.
  if (const unsigned rest = flags & ~named; rest != 0 || out.empty()) {
    if (!out.empty()) out += " | ";
    out += std::to_string(rest);
  }
  return out;
}

bool sameValue(const char* a, const char* b) { return std::strcmp(a ? a : "", b ? b : "") == 0 && !a == !b; }

bool sameValue(munchkin::Range a, munchkin::Range b) { return a.first == b.first && a.count == b.count; }

bool sameValue(munchkin::RefDef a, munchkin::RefDef b) { return a.what == b.what && a.name == b.name; }

std::string FieldList::oneLine() const {
  std::string out = "{";
  for (std::size_t i = 0; i < fields_.size(); ++i) {
    if (i > 0) out += ", ";
    out += ".";
    out += fields_[i].first;
    out += " = ";
    out += fields_[i].second;
  }
  return out + "}";
}

void FieldList::printBlock(Printer& printer, std::string_view suffix) const {
  std::size_t width = 0;
  for (const auto& field : fields_) width = std::max(width, field.first.size());
  printer.print("{\n");
  printer.indent();
  for (const auto& [name, code] : fields_) {
    printer.print(".$name$$pad$ = $code$,\n",
                  {{"name", name}, {"pad", std::string(width - name.size(), ' ')}, {"code", code}});
  }
  printer.outdent();
  printer.print("}$suffix$\n", {{"suffix", suffix}});
}

}  // namespace munchkinc
