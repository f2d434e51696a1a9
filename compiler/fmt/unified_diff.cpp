#include "fmt/unified_diff.h"

#include <algorithm>
#include <cstddef>
#include <string_view>
#include <vector>

namespace munchkinc {

namespace {

constexpr std::size_t kContext = 3;
constexpr std::ptrdiff_t kStepBudget = 200'000'000;

using Lines = std::vector<std::string_view>;

// Each line keeps its '\n', so a last line without one differs from the
// same text with one.
Lines splitLines(const std::string& text) {
  Lines lines;
  std::size_t start = 0;
  while (start < text.size()) {
    const std::size_t end = std::min(text.find('\n', start), text.size() - 1) + 1;
    lines.push_back(std::string_view(text).substr(start, end - start));
    start = end;
  }
  return lines;
}

enum class Op { Keep, Remove, Add };

// Myers' O(ND) difference in linear space: the shortest edit script between
// two line lists, found by meeting in the middle and recursing on either
// side of the meeting point (the bisection of Myers 1986, section 4b).
class Differ {
 public:
  Differ(const Lines& a, const Lines& b) : a_(a), b_(b) {}

  std::vector<Op> run() {
    diff(0, a_.size(), 0, b_.size());
    // Within each run of changes, removed lines come first, as diff -u
    // prints them; each side keeps its own order.
    for (auto run = ops_.begin(); run != ops_.end();) {
      const auto end = std::find(run, ops_.end(), Op::Keep);
      std::stable_partition(run, end, [](Op op) { return op == Op::Remove; });
      run = end == ops_.end() ? end : end + 1;
    }
    return ops_;
  }

 private:
  void diff(std::size_t a0, std::size_t a1, std::size_t b0, std::size_t b1) {
    std::size_t prefix = 0;
    while (a0 + prefix < a1 && b0 + prefix < b1 && a_[a0 + prefix] == b_[b0 + prefix]) ++prefix;
    ops_.insert(ops_.end(), prefix, Op::Keep);
    a0 += prefix;
    b0 += prefix;
    std::size_t suffix = 0;
    while (a1 - suffix > a0 && b1 - suffix > b0 && a_[a1 - suffix - 1] == b_[b1 - suffix - 1]) ++suffix;
    a1 -= suffix;
    b1 -= suffix;
    if (a0 == a1 || b0 == b1) {
      ops_.insert(ops_.end(), a1 - a0, Op::Remove);
      ops_.insert(ops_.end(), b1 - b0, Op::Add);
    } else {
      bisect(a0, a1, b0, b1);
    }
    ops_.insert(ops_.end(), suffix, Op::Keep);
  }

  // Both ranges are non-empty and differ at both ends.
  void bisect(std::size_t a0, std::size_t a1, std::size_t b0, std::size_t b1) {
    const auto n = static_cast<std::ptrdiff_t>(a1 - a0);
    const auto m = static_cast<std::ptrdiff_t>(b1 - b0);
    const std::ptrdiff_t maxD = (n + m + 1) / 2;
    const std::ptrdiff_t offset = maxD;
    const std::ptrdiff_t size = 2 * maxD + 2;
    // Furthest x reached on each diagonal k = x - y, forwards and (from the
    // ends) backwards; -1 where none yet.
    std::vector<std::ptrdiff_t> forward(static_cast<std::size_t>(size), -1);
    std::vector<std::ptrdiff_t> backward(static_cast<std::size_t>(size), -1);
    forward[static_cast<std::size_t>(offset + 1)] = 0;
    backward[static_cast<std::size_t>(offset + 1)] = 0;
    const std::ptrdiff_t delta = n - m;
    const bool oddDelta = delta % 2 != 0;
    auto at = [](std::vector<std::ptrdiff_t>& v, std::ptrdiff_t i) -> std::ptrdiff_t& {
      return v[static_cast<std::size_t>(i)];
    };
    auto sameForward = [&](std::ptrdiff_t x, std::ptrdiff_t y) {
      return a_[a0 + static_cast<std::size_t>(x)] == b_[b0 + static_cast<std::size_t>(y)];
    };
    auto sameBackward = [&](std::ptrdiff_t x, std::ptrdiff_t y) {
      return a_[a1 - 1 - static_cast<std::size_t>(x)] == b_[b1 - 1 - static_cast<std::size_t>(y)];
    };
    // Diagonals that ran off the grid are not searched again.
    std::ptrdiff_t k1start = 0, k1end = 0, k2start = 0, k2end = 0;
    // A diff of huge, wholly different texts would take (n + m) * d steps:
    // past a budget the rest is shown as removed and added, still correct.
    const std::ptrdiff_t maxSteps = kStepBudget / (n + m) + 1;
    for (std::ptrdiff_t d = 0; d < std::min(maxD, maxSteps); ++d) {
      for (std::ptrdiff_t k1 = -d + k1start; k1 <= d - k1end; k1 += 2) {
        const std::ptrdiff_t i = offset + k1;
        std::ptrdiff_t x1 = (k1 == -d || (k1 != d && at(forward, i - 1) < at(forward, i + 1))) ? at(forward, i + 1)
                                                                                              : at(forward, i - 1) + 1;
        std::ptrdiff_t y1 = x1 - k1;
        while (x1 < n && y1 < m && sameForward(x1, y1)) ++x1, ++y1;
        at(forward, i) = x1;
        if (x1 > n) {
          k1end += 2;
        } else if (y1 > m) {
          k1start += 2;
        } else if (oddDelta) {
          const std::ptrdiff_t j = offset + delta - k1;
          if (j >= 0 && j < size && at(backward, j) != -1 && x1 >= n - at(backward, j)) {
            return split(a0, a1, b0, b1, x1, y1);
          }
        }
      }
      for (std::ptrdiff_t k2 = -d + k2start; k2 <= d - k2end; k2 += 2) {
        const std::ptrdiff_t i = offset + k2;
        std::ptrdiff_t x2 = (k2 == -d || (k2 != d && at(backward, i - 1) < at(backward, i + 1)))
                                ? at(backward, i + 1)
                                : at(backward, i - 1) + 1;
        std::ptrdiff_t y2 = x2 - k2;
        while (x2 < n && y2 < m && sameBackward(x2, y2)) ++x2, ++y2;
        at(backward, i) = x2;
        if (x2 > n) {
          k2end += 2;
        } else if (y2 > m) {
          k2start += 2;
        } else if (!oddDelta) {
          const std::ptrdiff_t j = offset + delta - k2;
          if (j >= 0 && j < size && at(forward, j) != -1) {
            const std::ptrdiff_t x1 = at(forward, j);
            const std::ptrdiff_t y1 = offset + x1 - j;
            if (x1 >= n - x2) return split(a0, a1, b0, b1, x1, y1);
          }
        }
      }
    }
    // No common line at all, or too costly to find.
    ops_.insert(ops_.end(), a1 - a0, Op::Remove);
    ops_.insert(ops_.end(), b1 - b0, Op::Add);
  }

  void split(std::size_t a0, std::size_t a1, std::size_t b0, std::size_t b1, std::ptrdiff_t x, std::ptrdiff_t y) {
    diff(a0, a0 + static_cast<std::size_t>(x), b0, b0 + static_cast<std::size_t>(y));
    diff(a0 + static_cast<std::size_t>(x), a1, b0 + static_cast<std::size_t>(y), b1);
  }

  const Lines& a_;
  const Lines& b_;
  std::vector<Op> ops_;
};

// `-l,s` / `+l,s` as diff -u writes them: `,1` left out, and an empty range
// numbered by the line before it.
std::string hunkRange(std::size_t first, std::size_t count) {
  if (count == 1) return std::to_string(first + 1);
  return std::to_string(count == 0 ? first : first + 1) + "," + std::to_string(count);
}

void appendLine(std::string& out, char mark, std::string_view line) {
  out += mark;
  out += line;
  if (line.empty() || line.back() != '\n') out += "\n\\ No newline at end of file\n";
}

}  // namespace

std::string unifiedDiff(const std::string& before, const std::string& after, const std::string& path) {
  const Lines a = splitLines(before);
  const Lines b = splitLines(after);
  const std::vector<Op> ops = Differ(a, b).run();
  if (std::all_of(ops.begin(), ops.end(), [](Op op) { return op == Op::Keep; })) return {};

  const std::string name = !path.empty() && path.front() == '/' ? path : "/" + path;
  std::string out = "--- a" + name + "\n+++ b" + name + "\n";
  std::size_t lineA = 0, lineB = 0;  // lines of each side before ops[k]
  std::size_t k = 0;
  while (true) {
    const std::size_t firstChange = std::find_if(ops.begin() + static_cast<std::ptrdiff_t>(k), ops.end(),
                                                 [](Op op) { return op != Op::Keep; }) - ops.begin();
    if (firstChange == ops.size()) break;
    // A hunk runs from one change to the next while at most 2 * kContext
    // unchanged lines separate them.
    std::size_t lastChange = firstChange;
    for (std::size_t j = firstChange; j < ops.size() && j - lastChange <= 2 * kContext + 1; ++j) {
      if (ops[j] != Op::Keep) lastChange = j;
    }
    const std::size_t begin = firstChange - std::min(kContext, firstChange - k);
    const std::size_t stop = std::min(ops.size(), lastChange + 1 + kContext);
    lineA += begin - k;  // the unchanged lines skipped since the last hunk
    lineB += begin - k;
    std::string body;
    std::size_t countA = 0, countB = 0;
    for (std::size_t j = begin; j < stop; ++j) {
      switch (ops[j]) {
        case Op::Keep:
          appendLine(body, ' ', a[lineA + countA]);
          ++countA;
          ++countB;
          break;
        case Op::Remove:
          appendLine(body, '-', a[lineA + countA]);
          ++countA;
          break;
        case Op::Add:
          appendLine(body, '+', b[lineB + countB]);
          ++countB;
          break;
      }
    }
    out += "@@ -" + hunkRange(lineA, countA) + " +" + hunkRange(lineB, countB) + " @@\n" + body;
    lineA += countA;
    lineB += countB;
    k = stop;
  }
  return out;
}

}  // namespace munchkinc
