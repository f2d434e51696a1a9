// Text made safe inside XML-like markup: HTML pages and Pango markup both
// read these five entities.
#pragma once

#include <string>
#include <string_view>

namespace munchkinc {

std::string escapeXmlText(std::string_view text);

}  // namespace munchkinc
