// Tables of the report page: plain HTML that the page's script (page_assets)
// sorts when a header is clicked, numbers by their value, text by its words.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace munchkinc::report {

struct TableCell {
  std::string text;
  std::optional<double> value;  // what a numeric column sorts by; none sorts first
  std::string className;        // "warn" marks a cell to look at
};

struct TableColumn {
  std::string header;
  bool numeric = false;  // sorted by TableCell::value, right-aligned
  std::string hint;      // shown on hover over the header
};

struct Table {
  std::string id;
  std::string caption;
  std::vector<TableColumn> columns;
  std::vector<std::vector<TableCell>> rows;
};

std::string sortableTableHtml(const Table& table);

// A numeric cell: its text, sorted by `value`.
TableCell numberCell(std::string text, double value, std::string className = {});

}  // namespace munchkinc::report
