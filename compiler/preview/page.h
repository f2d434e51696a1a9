// The preview's one page: HTML with its style and script inline, so that it
// loads nothing from anywhere but the server that sent it.
#pragma once

#include <string_view>

namespace munchkinc::preview {

std::string_view pageHtml();

}  // namespace munchkinc::preview
