#include "report/svg_charts.h"

#include <algorithm>
#include <cmath>

#include "report/html_text.h"

namespace munchkinc::report {
namespace {

// Sizes in SVG user units; the page scales the SVG to its width.
constexpr double kWidth = 720;
constexpr double kCharWidth = 6.8;   // of the 12px sans-serif labels, about
constexpr std::size_t kMaxLabel = 40;  // characters; longer labels are cut, whole on hover
constexpr double kValueWidth = 110;  // bar charts: room for the value after the longest bar
constexpr double kRowHeight = 22;
constexpr double kAxisHeight = 26;

std::string number(double value) { return fixed(value, 1); }

// Characters, not bytes: card names are UTF-8.
std::size_t characters(const std::string& text) {
  return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) { return (c & 0xC0) != 0x80; }));
}

std::string shortened(const std::string& text) {
  if (characters(text) <= kMaxLabel) return text;
  std::size_t seen = 0, end = 0;
  while (end < text.size() && !(seen == kMaxLabel - 1 && (text[end] & 0xC0) != 0x80)) {
    if ((text[end] & 0xC0) != 0x80) ++seen;
    ++end;
  }
  return text.substr(0, end) + "\u2026";
}

// A tick's text: as many decimals as the step needs.
std::string tickText(double value, double step) {
  const int decimals = step >= 1 ? 0 : static_cast<int>(std::ceil(-std::log10(step)));
  return fixed(value, decimals);
}

std::string svgOpen(const std::string& id, const std::string& kind, const std::string& title, double height) {
  return "<svg id=\"" + escapeHtml(id) + "\" class=\"chart " + kind + "\" viewBox=\"0 0 " + number(kWidth) + " " +
         number(height) + "\" width=\"" + number(kWidth) + "\" height=\"" + number(height) +
         "\" role=\"img\" aria-label=\"" + escapeHtml(title) + "\">\n<title>" +
         escapeHtml(title) + "</title>\n";
}

}  // namespace

std::vector<double> axisTicks(double low, double high, int count) {
  if (!(high > low) || count < 1) return {low};
  const double rough = (high - low) / count;
  const double power = std::pow(10.0, std::floor(std::log10(rough)));
  double step = power;
  for (double factor : {1.0, 2.0, 5.0, 10.0}) {
    step = factor * power;
    if (step >= rough) break;
  }
  std::vector<double> ticks;
  for (double t = std::ceil(low / step - 1e-9) * step; t <= high + step * 1e-9; t += step) {
    ticks.push_back(std::abs(t) < step * 1e-9 ? 0 : t);
  }
  return ticks;
}

std::string barChartSvg(const BarChart& chart) {
  double low = 0, high = 0;
  for (const BarRow& row : chart.rows) {
    low = std::min({low, row.value, row.low.value_or(row.value)});
    high = std::max({high, row.value, row.high.value_or(row.value)});
  }
  if (chart.reference) {
    low = std::min(low, *chart.reference);
    high = std::max(high, *chart.reference);
  }
  if (high <= low) high = low + 1;
  const std::vector<double> ticks = axisTicks(low, high, 5);
  const double step = ticks.size() > 1 ? ticks[1] - ticks[0] : 1;
  low = std::min(low, ticks.front());
  high = std::max(high, ticks.back());
  std::size_t longest = 0;
  for (const BarRow& row : chart.rows) longest = std::max(longest, characters(shortened(row.label)));
  const double plotLeft = std::max(80.0, kCharWidth * static_cast<double>(longest) + 16);
  const double plotWidth = kWidth - plotLeft - kValueWidth;
  const auto x = [&](double v) { return plotLeft + (v - low) / (high - low) * plotWidth; };
  const double height = kAxisHeight + kRowHeight * static_cast<double>(std::max<std::size_t>(chart.rows.size(), 1)) + 8;

  std::string svg = svgOpen(chart.id, "bars", chart.title, height);
  // The axis on top, with a faint line down the plot at each tick.
  for (double t : ticks) {
    svg += "<line class=\"grid\" x1=\"" + number(x(t)) + "\" y1=\"" + number(kAxisHeight - 4) + "\" x2=\"" +
           number(x(t)) + "\" y2=\"" + number(height - 4) + "\"/>";
    svg += "<text class=\"tick\" x=\"" + number(x(t)) + "\" y=\"" + number(kAxisHeight - 9) +
           "\" text-anchor=\"middle\">" + tickText(t, step) + escapeHtml(chart.unit) + "</text>\n";
  }
  const double zero = x(std::clamp(0.0, low, high));
  for (std::size_t i = 0; i < chart.rows.size(); ++i) {
    const BarRow& row = chart.rows[i];
    const double top = kAxisHeight + kRowHeight * static_cast<double>(i);
    const double middle = top + kRowHeight / 2;
    const double end = x(row.value);
    std::string hover = row.label + ": " + fixed(row.value, chart.decimals) + chart.unit;
    if (row.low && row.high) {
      hover += " [" + fixed(*row.low, chart.decimals) + ", " + fixed(*row.high, chart.decimals) + "]";
    }
    if (!row.detail.empty()) hover += ", " + row.detail;
    svg += "<g class=\"row\"><title>" + escapeHtml(hover) + "</title>";
    svg += "<text class=\"label\" x=\"" + number(plotLeft - 8) + "\" y=\"" + number(middle + 4) +
           "\" text-anchor=\"end\">" + escapeHtml(shortened(row.label)) + "</text>";
    svg += "<rect class=\"bar" + std::string(row.value < 0 ? " negative" : "") + "\" x=\"" +
           number(std::min(zero, end)) + "\" y=\"" + number(top + 4) + "\" width=\"" +
           number(std::max(std::abs(end - zero), 1.0)) + "\" height=\"" + number(kRowHeight - 8) + "\"/>";
    double textAt = std::max(zero, end);
    if (row.low && row.high) {
      const double a = x(*row.low), b = x(*row.high);
      svg += "<path class=\"interval\" d=\"M" + number(a) + " " + number(middle) + "H" + number(b) + "M" + number(a) +
             " " + number(middle - 5) + "V" + number(middle + 5) + "M" + number(b) + " " + number(middle - 5) + "V" +
             number(middle + 5) + "\"/>";
      textAt = std::max(textAt, b);
    }
    svg += "<text class=\"value\" x=\"" + number(textAt + 6) + "\" y=\"" + number(middle + 4) + "\">" +
           escapeHtml(fixed(row.value, chart.decimals) + chart.unit) + "</text></g>\n";
  }
  if (chart.reference) {
    const double at = x(*chart.reference);
    svg += "<line class=\"reference\" x1=\"" + number(at) + "\" y1=\"" + number(kAxisHeight - 4) + "\" x2=\"" +
           number(at) + "\" y2=\"" + number(height - 4) + "\"><title>" +
           escapeHtml(chart.referenceLabel.empty() ? "reference" : chart.referenceLabel) + "</title></line>\n";
  }
  svg += "</svg>";
  return svg;
}

std::string histogramSvg(const Histogram& histogram) {
  constexpr double kHeight = 250, kLeft = 56, kRight = 12, kTop = 14, kBottom = 46;
  long long most = 1;
  for (const HistogramBin& bin : histogram.bins) most = std::max(most, bin.count);
  const std::vector<double> ticks = axisTicks(0, static_cast<double>(most), 4);
  const double top = std::max(static_cast<double>(most), ticks.back());
  const double plotWidth = kWidth - kLeft - kRight, plotHeight = kHeight - kTop - kBottom;
  const double slot = plotWidth / static_cast<double>(std::max<std::size_t>(histogram.bins.size(), 1));
  const auto y = [&](double v) { return kTop + plotHeight - v / top * plotHeight; };

  std::string svg = svgOpen(histogram.id, "histogram", histogram.title, kHeight);
  for (double t : ticks) {
    svg += "<line class=\"grid\" x1=\"" + number(kLeft) + "\" y1=\"" + number(y(t)) + "\" x2=\"" +
           number(kWidth - kRight) + "\" y2=\"" + number(y(t)) + "\"/><text class=\"tick\" x=\"" + number(kLeft - 6) +
           "\" y=\"" + number(y(t) + 4) + "\" text-anchor=\"end\">" + tickText(t, 1) + "</text>\n";
  }
  // Labels under every bar would overlap: every k-th, about eight in all.
  const std::size_t labelEvery = std::max<std::size_t>(1, (histogram.bins.size() + 7) / 8);
  for (std::size_t i = 0; i < histogram.bins.size(); ++i) {
    const HistogramBin& bin = histogram.bins[i];
    const double left = kLeft + slot * static_cast<double>(i);
    svg += "<g class=\"bin\"><title>" + escapeHtml(bin.label + ": " + std::to_string(bin.count)) + "</title>";
    svg += "<rect class=\"bar" + std::string(bin.highlight ? " highlight" : "") + "\" x=\"" + number(left + 1) +
           "\" y=\"" + number(y(static_cast<double>(bin.count))) + "\" width=\"" + number(std::max(slot - 2, 1.0)) +
           "\" height=\"" + number(plotHeight - (y(static_cast<double>(bin.count)) - kTop)) + "\"/>";
    if (i % labelEvery == 0 || bin.highlight) {
      svg += "<text class=\"tick\" x=\"" + number(left + slot / 2) + "\" y=\"" + number(kTop + plotHeight + 16) +
             "\" text-anchor=\"middle\">" + escapeHtml(bin.label) + "</text>";
    }
    svg += "</g>\n";
  }
  svg += "<text class=\"axis-label\" x=\"" + number(kLeft + plotWidth / 2) + "\" y=\"" + number(kHeight - 8) +
         "\" text-anchor=\"middle\">" + escapeHtml(histogram.xLabel) + "</text>";
  svg += "<text class=\"axis-label\" transform=\"translate(14 " + number(kTop + plotHeight / 2) +
         ") rotate(-90)\" text-anchor=\"middle\">" + escapeHtml(histogram.yLabel) + "</text>\n</svg>";
  return svg;
}

std::string lineChartSvg(const LineChart& chart) {
  constexpr double kHeight = 250, kLeft = 56, kRight = 130, kTop = 14, kBottom = 46;
  double most = 1;
  for (const LineSeries& series : chart.series) {
    for (double v : series.values) most = std::max(most, v);
  }
  const std::vector<double> yTicks = axisTicks(0, most, 4);
  const double top = std::max(most, yTicks.back());
  const double first = chart.x.empty() ? 0 : chart.x.front();
  const double last = chart.x.size() > 1 ? chart.x.back() : first + 1;
  const std::vector<double> xTicks = axisTicks(first, last, 8);
  const double xStep = xTicks.size() > 1 ? xTicks[1] - xTicks[0] : 1;
  const double plotWidth = kWidth - kLeft - kRight, plotHeight = kHeight - kTop - kBottom;
  const auto x = [&](double v) { return kLeft + (v - first) / (last - first) * plotWidth; };
  const auto y = [&](double v) { return kTop + plotHeight - v / top * plotHeight; };

  std::string svg = svgOpen(chart.id, "lines", chart.title, kHeight);
  for (double t : yTicks) {
    svg += "<line class=\"grid\" x1=\"" + number(kLeft) + "\" y1=\"" + number(y(t)) + "\" x2=\"" +
           number(kLeft + plotWidth) + "\" y2=\"" + number(y(t)) + "\"/><text class=\"tick\" x=\"" + number(kLeft - 6) +
           "\" y=\"" + number(y(t) + 4) + "\" text-anchor=\"end\">" + tickText(t, yTicks.size() > 1 ? yTicks[1] - yTicks[0] : 1) +
           "</text>\n";
  }
  for (double t : xTicks) {
    svg += "<text class=\"tick\" x=\"" + number(x(t)) + "\" y=\"" + number(kTop + plotHeight + 16) +
           "\" text-anchor=\"middle\">" + tickText(t, xStep) + "</text>";
  }
  for (std::size_t s = 0; s < chart.series.size(); ++s) {
    const LineSeries& series = chart.series[s];
    const std::string kind = "series-" + std::to_string(s);
    std::string d;
    for (std::size_t i = 0; i < series.values.size() && i < chart.x.size(); ++i) {
      d += (i ? "L" : "M") + number(x(chart.x[i])) + " " + number(y(series.values[i]));
    }
    svg += "\n<path class=\"line " + kind + "\" d=\"" + d + "\"><title>" + escapeHtml(series.name) + "</title></path>";
    svg += "<text class=\"legend " + kind + "\" x=\"" + number(kLeft + plotWidth + 10) + "\" y=\"" +
           number(kTop + 14 + 18 * static_cast<double>(s)) + "\">" + escapeHtml(series.name) + "</text>";
  }
  svg += "\n<text class=\"axis-label\" x=\"" + number(kLeft + plotWidth / 2) + "\" y=\"" + number(kHeight - 8) +
         "\" text-anchor=\"middle\">" + escapeHtml(chart.xLabel) + "</text>";
  svg += "<text class=\"axis-label\" transform=\"translate(14 " + number(kTop + plotHeight / 2) +
         ") rotate(-90)\" text-anchor=\"middle\">" + escapeHtml(chart.yLabel) + "</text>\n</svg>";
  return svg;
}

}  // namespace munchkinc::report
