// Golden files for the emitted C++: each folder of golden/ holds input.mkn
// and the expected_tables.h and expected_tables.cpp munchkinc must print for
// it. A mismatch writes <file>.actual beside the golden; goldens are only
// rewritten when MUNCHKIN_UPDATE_GOLDENS=1 is set.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "backend/cpp/table_emitter.h"
#include "lower/lower_model.h"
#include "model_loader.h"

namespace fs = std::filesystem;

namespace {

std::string readFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

void writeFile(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
}

bool updating() {
  const char* value = std::getenv("MUNCHKIN_UPDATE_GOLDENS");
  return value && std::string(value) == "1";
}

void compareGolden(const fs::path& golden, const std::string& actual) {
  const fs::path actualPath = golden.string() + ".actual";
  if (updating()) {
    writeFile(golden, actual);
    fs::remove(actualPath);
    WARN("updated " << golden.string());
    return;
  }
  const bool same = fs::exists(golden) && readFile(golden) == actual;
  if (same) {
    fs::remove(actualPath);
  } else {
    writeFile(actualPath, actual);
  }
  INFO("golden " << golden.string() << " differs; the output is in " << actualPath.string()
                 << " (rerun with MUNCHKIN_UPDATE_GOLDENS=1 to accept it)");
  CHECK(same);
}

std::vector<fs::path> goldenCases() {
  std::vector<fs::path> cases;
  for (const fs::directory_entry& entry : fs::directory_iterator(MUNCHKIN_CODEGEN_GOLDEN_DIR)) {
    if (entry.is_directory() && fs::exists(entry.path() / "input.mkn")) cases.push_back(entry.path());
  }
  std::sort(cases.begin(), cases.end());
  return cases;
}

}  // namespace

TEST_CASE("emitted C++ matches the golden files") {
  const std::vector<fs::path> cases = goldenCases();
  REQUIRE(cases.size() >= 2);
  for (const fs::path& dir : cases) {
    SECTION(dir.filename().string()) {
      const auto loaded = codegen_test::loadModel((dir / "input.mkn").string());
      INFO(loaded->diagnosticsText);
      REQUIRE(loaded->model);
      const munchkinc::LoweredSet lowered = munchkinc::lowerModel(*loaded->model, loaded->sources);
      const munchkinc::CppTablesFiles files =
          munchkinc::emitCppTables(lowered.tables(), {dir.filename().string()});
      compareGolden(dir / "expected_tables.h", files.header);
      compareGolden(dir / "expected_tables.cpp", files.source);
    }
  }
}
