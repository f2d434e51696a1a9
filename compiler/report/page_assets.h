// The style and the script of the report page, inlined into it: the page
// loads nothing from anywhere.
#pragma once

#include <string_view>

namespace munchkinc::report {

std::string_view pageStyle();
// Sorts a table.sortable by the column whose header is clicked (or chosen
// with Enter or Space): up, then down; numbers by their data-value.
std::string_view pageScript();

}  // namespace munchkinc::report
