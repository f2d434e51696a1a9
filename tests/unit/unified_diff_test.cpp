#include "fmt/unified_diff.h"

#include <catch2/catch.hpp>
#include <random>
#include <sstream>
#include <string>
#include <vector>

using namespace munchkinc;

namespace {

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

// Applies a diff of texts whose lines all end in '\n' to `before`, checking
// every context and removed line on the way; what is left is `after`.
std::string applyDiff(const std::string& before, const std::string& diff) {
  const std::vector<std::string> a = lines(before);
  const std::vector<std::string> d = lines(diff);
  std::string out;
  std::size_t next = 0;  // the first line of `a` not yet copied
  for (std::size_t i = 2; i < d.size(); ++i) {
    if (d[i].rfind("@@ -", 0) == 0) {
      std::size_t start = std::stoul(d[i].substr(4));
      const std::size_t comma = d[i].find(',');
      const std::size_t space = d[i].find(' ', 4);
      const bool empty = comma < space && d[i].substr(comma + 1, space - comma - 1) == "0";
      if (!empty) --start;
      REQUIRE(start >= next);
      for (; next < start; ++next) out += a[next] + '\n';
      continue;
    }
    const char mark = d[i][0];
    const std::string text = d[i].substr(1);
    if (mark != '+') {
      REQUIRE(next < a.size());
      CHECK(a[next] == text);
      ++next;
    }
    if (mark != '-') out += text + '\n';
  }
  for (; next < a.size(); ++next) out += a[next] + '\n';
  return out;
}

}  // namespace

TEST_CASE("equal texts have no diff", "[diff]") {
  CHECK(unifiedDiff("", "", "x.mkn").empty());
  CHECK(unifiedDiff("a\nb\n", "a\nb\n", "x.mkn").empty());
}

TEST_CASE("a diff has headers, ranges as diff -u writes them, and three lines of context", "[diff]") {
  CHECK(unifiedDiff("a\n", "b\n", "dir/x.mkn") == "--- a/dir/x.mkn\n+++ b/dir/x.mkn\n@@ -1 +1 @@\n-a\n+b\n");
  CHECK(unifiedDiff("", "a\n", "x.mkn") == "--- a/x.mkn\n+++ b/x.mkn\n@@ -0,0 +1 @@\n+a\n");
  CHECK(unifiedDiff("1\n2\n3\n4\n5\n6\n7\n8\n", "1\n2\n3\n4\n5\n6\n8\n", "x") ==
        "--- a/x\n+++ b/x\n@@ -4,5 +4,4 @@\n 4\n 5\n 6\n-7\n 8\n");
  CHECK(unifiedDiff("a", "a\n", "x") == "--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n\\ No newline at end of file\n+a\n");
}

TEST_CASE("changes six lines apart share a hunk, seven apart do not", "[diff]") {
  std::string base;
  for (int i = 0; i < 20; ++i) base += std::to_string(i) + "\n";
  auto changed = [&](int first, int second) {
    std::string text;
    for (int i = 0; i < 20; ++i) text += (i == first || i == second ? "x" : std::to_string(i)) + "\n";
    return text;
  };
  auto hunks = [](const std::string& diff) {
    std::size_t count = 0;
    for (std::size_t at = diff.find("\n@@ "); at != std::string::npos; at = diff.find("\n@@ ", at + 1)) ++count;
    return count;
  };
  CHECK(hunks(unifiedDiff(base, changed(5, 12), "x")) == 1);
  CHECK(hunks(unifiedDiff(base, changed(5, 13), "x")) == 2);
}

TEST_CASE("a diff turns the old text into the new one, with no more changes than needed", "[diff]") {
  std::mt19937 random(7);
  for (int round = 0; round < 300; ++round) {
    std::string before, after;
    std::size_t changes = 0;
    const int size = static_cast<int>(random() % 40);
    for (int i = 0; i < size; ++i) {
      const std::string line = std::to_string(random() % 6) + "\n";
      switch (random() % 4) {
        case 0: before += line; ++changes; break;
        case 1: after += line; ++changes; break;
        default: before += line, after += line;
      }
    }
    INFO(before << "---\n" << after);
    const std::string diff = unifiedDiff(before, after, "x");
    CHECK(diff.empty() == (before == after));
    if (diff.empty()) continue;
    CHECK(applyDiff(before, diff) == after);
    // A shortest edit script never changes more lines than the random edits did.
    std::size_t edited = 0;
    for (const std::string& line : lines(diff)) edited += (line[0] == '+' || line[0] == '-') ? 1 : 0;
    CHECK(edited - 2 <= changes);
  }
}
