#include "report/sortable_table.h"

#include <cmath>

#include "report/html_text.h"

namespace munchkinc::report {

TableCell numberCell(std::string text, double value, std::string className) {
  return {std::move(text), value, std::move(className)};
}

std::string sortableTableHtml(const Table& table) {
  std::string html = "<table id=\"" + escapeHtml(table.id) + "\" class=\"sortable\">\n";
  if (!table.caption.empty()) html += "<caption>" + escapeHtml(table.caption) + "</caption>\n";
  html += "<thead><tr>";
  for (const TableColumn& column : table.columns) {
    html += "<th scope=\"col\"";
    if (column.numeric) html += " class=\"number\" data-type=\"number\"";
    if (!column.hint.empty()) html += " title=\"" + escapeHtml(column.hint) + "\"";
    html += ">" + escapeHtml(column.header) + "</th>";
  }
  html += "</tr></thead>\n<tbody>\n";
  for (const auto& row : table.rows) {
    html += "<tr>";
    for (std::size_t c = 0; c < row.size(); ++c) {
      const TableCell& cell = row[c];
      std::string classes = c < table.columns.size() && table.columns[c].numeric ? "number" : "";
      if (!cell.className.empty()) classes += (classes.empty() ? "" : " ") + cell.className;
      html += "<td";
      if (!classes.empty()) html += " class=\"" + classes + "\"";
      // Round-trip precision is not needed to sort; six decimals are plenty.
      if (cell.value && std::isfinite(*cell.value)) html += " data-value=\"" + fixed(*cell.value, 6) + "\"";
      html += ">" + escapeHtml(cell.text) + "</td>";
    }
    html += "</tr>\n";
  }
  html += "</tbody>\n</table>";
  return html;
}

}  // namespace munchkinc::report
