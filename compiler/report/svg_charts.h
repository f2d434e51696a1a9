// Charts of the report page, drawn as inline SVG (no script, no library):
// horizontal bars with confidence intervals, and a histogram. They know
// nothing of games: the report page gives them labels and numbers.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace munchkinc::report {

struct BarRow {
  std::string label;
  double value = 0;
  std::optional<double> low, high;  // an interval around value, drawn as a whisker
  std::string detail;               // shown on hover, after label and value
};

// Bars from 0 to each value (negative values go left of 0), one row each,
// in the order given. Values and intervals share `unit` (" pp", "%").
struct BarChart {
  std::string id;  // the SVG element's id, and its class "chart bars"
  std::string title;
  std::string unit;
  int decimals = 1;
  std::vector<BarRow> rows;
  std::optional<double> reference;  // a dashed line across the rows (a fair share, 0)
  std::string referenceLabel;
};

struct HistogramBin {
  std::string label;  // under the bar ("12-15")
  long long count = 0;
  bool highlight = false;  // drawn in the warning colour (games stopped by the turn cap)
};

struct Histogram {
  std::string id;  // the SVG element's id, and its class "chart histogram"
  std::string title;
  std::string xLabel, yLabel;
  std::vector<HistogramBin> bins;
};

// Lines over a common x axis (Level by round): each series a value per x,
// drawn in its own colour ("series-0", "series-1") with its name in a legend.
struct LineSeries {
  std::string name;
  std::vector<double> values;  // one per LineChart::x
};

struct LineChart {
  std::string id;  // the SVG element's id, and its class "chart lines"
  std::string title;
  std::string xLabel, yLabel;
  std::vector<double> x;
  std::vector<LineSeries> series;
};

std::string barChartSvg(const BarChart& chart);
std::string lineChartSvg(const LineChart& chart);
std::string histogramSvg(const Histogram& histogram);

// Round axis ticks from low to high: about `count` of them, a step of 1, 2
// or 5 times a power of ten. Exposed for its test.
std::vector<double> axisTicks(double low, double high, int count);

}  // namespace munchkinc::report
