// file:// URIs, as editors name documents, and the paths they stand for.
#pragma once

#include <string>
#include <string_view>

namespace munchkinc::lsp {

// The absolute path of a `file://` URI (percent-escapes decoded), or empty
// for any other scheme or a malformed URI.
std::string pathFromUri(std::string_view uri);

// The `file://` URI of an absolute path.
std::string uriFromPath(std::string_view path);

}  // namespace munchkinc::lsp
