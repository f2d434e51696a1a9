// JSON string literals for the reports; not part of the API.
#pragma once

#include <string>
#include <string_view>

namespace munchkin {

// `text` as a JSON string, quotes included.
std::string jsonString(std::string_view text);

}  // namespace munchkin
