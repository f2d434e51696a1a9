// Text put into the report page: escaped for HTML (and SVG, which needs the
// same five), and numbers written without the locale.
#pragma once

#include <string>
#include <string_view>

namespace munchkinc::report {

// `text` with & < > " ' replaced by entities: safe as element text and as a
// quoted attribute value.
std::string escapeHtml(std::string_view text);

// `value` with `digits` decimals, '.' as the point whatever the locale.
std::string fixed(double value, int digits);

// 100 * part / whole with one decimal and a '%', "-" for no whole.
std::string percentOf(long long part, long long whole);

}  // namespace munchkinc::report
