// Every diagnostic code has a long explanation, and each explanation's
// examples are honest: the bad one, run through the real front end and the
// conflict checker, reports that code; the fixed one does not and checks
// without errors. Examples are ```mkn bad / ```mkn fixed blocks; a block may
// hold several files, each starting with a `// file: PATH` line, and is then
// checked as the folder (or file) named by its first PATH.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <optional>
#include <set>
#include <string>

#include "check/explanations.h"
#include "check_harness.h"

namespace fs = std::filesystem;
using namespace munchkinc;
using namespace munchkinc::testing;

namespace {

// Codes whose examples cannot be written as .mkn text: unreadable files,
// invalid encodings, binary data, the formatter's own safety check, and the
// sheet templates' YAML and commands.
bool runnable(std::string_view code) {
  static const std::set<std::string_view> kNotMkn = {"E0001", "E0002", "E0003", "E0017", "E0020"};
  return code[1] != '3' && !kNotMkn.count(code);
}

std::optional<std::string> block(std::string_view text, std::string_view tag) {
  const std::string open = "```" + std::string(tag) + "\n";
  const std::size_t start = text.find(open);
  if (start == std::string_view::npos) return std::nullopt;
  const std::size_t body = start + open.size();
  const std::size_t end = text.find("\n```", body);
  if (end == std::string_view::npos) return std::nullopt;
  return std::string(text.substr(body, end - body + 1));
}

// Writes the example under `folder` and returns the path to check.
std::string writeExample(const fs::path& folder, const std::string& example) {
  fs::remove_all(folder);
  fs::create_directories(folder);
  const std::string marker = "// file: ";
  if (example.rfind(marker, 0) != 0) {
    writeFile((folder / "example.mkn").string(), example);
    return (folder / "example.mkn").string();
  }
  std::string target;
  std::size_t at = 0;
  while (at < example.size()) {
    const std::size_t lineEnd = example.find('\n', at);
    const std::string name = example.substr(at + marker.size(), lineEnd - at - marker.size());
    std::size_t next = example.find("\n" + marker, lineEnd);
    next = next == std::string::npos ? example.size() : next + 1;
    const fs::path file = folder / name;
    fs::create_directories(file.parent_path());
    writeFile(file.string(), example.substr(lineEnd + 1, next - lineEnd - 1));
    if (target.empty()) target = fs::path(name).has_parent_path() ? file.parent_path().string() : file.string();
    at = next;
  }
  return target;
}

}  // namespace

TEST_CASE("every diagnostic code has an explanation", "[explain]") {
  for (DiagCode code : allCodes()) {
    const std::string_view name = codeName(code);
    INFO(name);
    const auto text = findExplanation(name);
    REQUIRE(text.has_value());
    CHECK(text->rfind("# " + std::string(name) + ": " + std::string(codeSlug(code)) + "\n", 0) == 0);
    CHECK(text->find("## Example") != std::string_view::npos);
    CHECK(text->find("## Fix") != std::string_view::npos);
  }
  CHECK(explanations().size() == allCodes().size());
}

TEST_CASE("explanation examples trigger their code, and their fixes do not", "[explain]") {
  const fs::path scratch = fs::temp_directory_path() / ("munchkin-explain-" + std::to_string(::getpid()));
  for (DiagCode code : allCodes()) {
    const std::string name(codeName(code));
    if (!runnable(name)) continue;
    DYNAMIC_SECTION(name) {
      const std::string_view text = *findExplanation(name);
      const auto bad = block(text, "mkn bad");
      const auto fixed = block(text, "mkn fixed");
      REQUIRE(bad.has_value());
      REQUIRE(fixed.has_value());
      const CheckRun badRun = checkPath(writeExample(scratch / name / "bad", *bad));
      INFO("bad example of " << name << ":\n" << badRun.text);
      CHECK(badRun.has(code));
      const CheckRun fixedRun = checkPath(writeExample(scratch / name / "fixed", *fixed));
      INFO("fixed example of " << name << ":\n" << fixedRun.text);
      CHECK_FALSE(fixedRun.has(code));
      CHECK(fixedRun.errors == 0);
    }
  }
  fs::remove_all(scratch);
}
