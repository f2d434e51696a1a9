// Golden diagnostics of the conflict checker: each folder here holding an
// input.mkn is one case; its expected.txt is the exact output. A failing
// case leaves expected.txt.actual beside the golden; MUNCHKIN_UPDATE_GOLDENS=1
// rewrites the goldens instead.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "check_harness.h"

namespace fs = std::filesystem;
using namespace munchkinc;
using namespace munchkinc::testing;

namespace {

std::vector<fs::path> caseFolders() {
  std::vector<fs::path> cases;
  for (const fs::directory_entry& entry : fs::directory_iterator(sourceDir() + "/tests/conflicts")) {
    if (entry.is_directory() && fs::exists(entry.path() / "input.mkn")) cases.push_back(entry.path());
  }
  std::sort(cases.begin(), cases.end());
  return cases;
}

bool updating() {
  const char* flag = std::getenv("MUNCHKIN_UPDATE_GOLDENS");
  return flag && std::string(flag) == "1";
}

}  // namespace

TEST_CASE("conflict goldens match", "[conflicts][golden]") {
  const std::vector<fs::path> cases = caseFolders();
  REQUIRE(cases.size() >= 36);
  for (const fs::path& folder : cases) {
    DYNAMIC_SECTION(folder.filename().string()) {
      const CheckRun run = checkPath((folder / "input.mkn").string());
      const fs::path golden = folder / "expected.txt";
      const fs::path actual = folder / "expected.txt.actual";
      if (updating()) {
        writeFile(golden.string(), run.text);
        fs::remove(actual);
        continue;
      }
      const std::string expected = readFile(golden.string());
      if (expected == run.text) {
        fs::remove(actual);
      } else {
        writeFile(actual.string(), run.text);
      }
      CHECK(run.text == expected);
    }
  }
}

// Every conflict code has a case that triggers it (named after the code) and
// a near miss (`<code>_ok...`) that stays free of it.
TEST_CASE("every conflict code has a triggering case and a quiet near miss", "[conflicts][golden]") {
  const std::vector<fs::path> cases = caseFolders();
  for (DiagCode code : allCodes()) {
    const std::string name(codeName(code));
    if (name[1] != '1') continue;
    std::string lower = name;
    lower[0] = static_cast<char>(std::tolower(lower[0]));
    bool triggered = false;
    bool quiet = false;
    for (const fs::path& folder : cases) {
      const std::string caseName = folder.filename().string();
      if (caseName.rfind(lower + "_", 0) != 0) continue;
      const CheckRun run = checkPath((folder / "input.mkn").string());
      const bool nearMiss = caseName.rfind(lower + "_ok", 0) == 0;
      if (nearMiss) {
        INFO(caseName << " must not report " << name << ":\n" << run.text);
        CHECK_FALSE(run.has(code));
        CHECK(run.errors == 0);
        quiet = true;
      } else {
        INFO(caseName << " must report " << name << ":\n" << run.text);
        CHECK(run.has(code));
        triggered = true;
      }
    }
    INFO("conflict code " << name);
    CHECK(triggered);
    CHECK(quiet);
  }
}
