// Pearson's chi-square test for the seat balance of a report. The degrees of
// freedom are small whole numbers (players - 1), where the upper tail has a
// closed form: a finite Poisson sum for even ones, with erfc for odd ones.
#include <cmath>
#include <algorithm>

#include "munchkin/report_stats.h"

namespace munchkin {

double chiSquarePValue(double x, int degreesOfFreedom) {
  if (degreesOfFreedom < 1 || x <= 0) return 1;
  const double half = x / 2;
  double sum = 0;
  if (degreesOfFreedom % 2 == 0) {
    // Q(k/2, x/2) = e^(-x/2) * sum_{i < k/2} (x/2)^i / i!
    double term = 1;
    for (int i = 0; i < degreesOfFreedom / 2; ++i) {
      if (i > 0) term *= half / i;
      sum += term;
    }
    return std::min(1.0, std::exp(-half) * sum);
  }
  // Q = erfc(sqrt(x/2)) + e^(-x/2) * sum_{i=1}^{(k-1)/2} (x/2)^(i-1/2) / Gamma(i+1/2)
  double term = std::sqrt(half) / std::tgamma(1.5);
  for (int i = 1; i <= (degreesOfFreedom - 1) / 2; ++i) {
    if (i > 1) term *= half / (i - 0.5);
    sum += term;
  }
  return std::min(1.0, std::erfc(std::sqrt(half)) + std::exp(-half) * sum);
}

ChiSquareTest chiSquareTest(const std::vector<long long>& observed, const std::vector<double>& expected) {
  ChiSquareTest test;
  test.expected = expected;
  test.degreesOfFreedom = static_cast<int>(observed.size()) - 1;
  for (double e : expected) {
    if (e < 5) return test;  // the approximation needs five expected in each cell
  }
  if (test.degreesOfFreedom < 1) return test;
  for (std::size_t i = 0; i < observed.size(); ++i) {
    const double gap = static_cast<double>(observed[i]) - expected[i];
    test.statistic += gap * gap / expected[i];
  }
  test.pValue = chiSquarePValue(test.statistic, test.degreesOfFreedom);
  test.done = true;
  return test;
}

}  // namespace munchkin
