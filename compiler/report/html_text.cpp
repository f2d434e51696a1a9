#include "report/html_text.h"

#include <charconv>

#include "source/xml_text.h"

namespace munchkinc::report {

std::string escapeHtml(std::string_view text) { return escapeXmlText(text); }

std::string fixed(double value, int digits) {
  char buffer[64];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, digits);
  std::string text(buffer, result.ptr);
  // -0.0 reads as a sign with no meaning.
  if (text.front() == '-' && text.find_first_not_of("-0.") == std::string::npos) text.erase(0, 1);
  return text;
}

std::string percentOf(long long part, long long whole) {
  if (whole <= 0) return "-";
  return fixed(100.0 * static_cast<double>(part) / static_cast<double>(whole), 1) + "%";
}

}  // namespace munchkinc::report
