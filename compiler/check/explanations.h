// Long explanations of diagnostic codes (`munchkinc explain E1001`). The
// texts live in docs/explain/<CODE>.md and are compiled into the binary.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

namespace munchkinc {

struct Explanation {
  std::string_view code;  // "E1001"
  std::string_view text;  // Markdown, with a bad and a fixed example
};

// Every explanation, sorted by code.
const std::vector<Explanation>& explanations();

std::optional<std::string_view> findExplanation(std::string_view code);

}  // namespace munchkinc
