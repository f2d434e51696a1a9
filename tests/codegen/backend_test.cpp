#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <unistd.h>

#include "backend/cpp/cpp_backend.h"
#include "model_loader.h"

namespace fs = std::filesystem;

namespace {

std::string readFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

fs::path freshDirectory(const std::string& name) {
  const fs::path dir = fs::temp_directory_path() / ("munchkin_codegen_" + name + "_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  return dir;
}

}  // namespace

TEST_CASE("depfiles escape what Make and Ninja would split or expand") {
  CHECK(munchkinc::makeDepfile("/out/a.cpp", {"/src/x.mkn", "/my sets/$y#.mkn"}) ==
        "/out/a.cpp: \\\n  /src/x.mkn \\\n  /my\\ sets/$$y\\#.mkn\n");
}

TEST_CASE("the back end writes both files and a depfile, then leaves unchanged files alone") {
  const auto loaded = codegen_test::loadModel(std::string(MUNCHKIN_CODEGEN_GOLDEN_DIR) + "/small/input.mkn");
  INFO(loaded->diagnosticsText);
  REQUIRE(loaded->model);
  const fs::path dir = freshDirectory("backend");
  munchkinc::CppBackendOptions options{(dir / "out").string(), "small", (dir / "small.d").string()};

  const munchkinc::CppBackendResult first = munchkinc::writeCppBackend(*loaded->model, loaded->sources, options);
  REQUIRE(first.error.empty());
  CHECK(first.written.size() == 2);
  CHECK(readFile(dir / "out" / "small_tables.cpp").find("small_tables()") != std::string::npos);
  const std::string depfile = readFile(dir / "small.d");
  CHECK(depfile.find("small_tables.cpp:") != std::string::npos);
  CHECK(depfile.find("small/input.mkn") != std::string::npos);
  CHECK(depfile.find("core/core.mkn") != std::string::npos);

  const auto stamp = fs::last_write_time(dir / "out" / "small_tables.cpp");
  const munchkinc::CppBackendResult second = munchkinc::writeCppBackend(*loaded->model, loaded->sources, options);
  REQUIRE(second.error.empty());
  CHECK(second.written.empty());
  CHECK(second.unchanged.size() == 2);
  CHECK(fs::last_write_time(dir / "out" / "small_tables.cpp") == stamp);

  // A file that differs is replaced, whole.
  std::ofstream(dir / "out" / "small_tables.h") << "stale";
  const munchkinc::CppBackendResult third = munchkinc::writeCppBackend(*loaded->model, loaded->sources, options);
  CHECK(third.written.size() == 1);
  CHECK(readFile(dir / "out" / "small_tables.h").find("#pragma once") != std::string::npos);
  fs::remove_all(dir);
}

TEST_CASE("an output folder that cannot be made is an error message") {
  const auto loaded = codegen_test::loadModel(std::string(MUNCHKIN_CODEGEN_GOLDEN_DIR) + "/small/input.mkn");
  REQUIRE(loaded->model);
  const fs::path dir = freshDirectory("blocked");
  fs::create_directories(dir);
  std::ofstream(dir / "file") << "x";
  munchkinc::CppBackendOptions options{(dir / "file" / "out").string(), "small", ""};
  const munchkinc::CppBackendResult result = munchkinc::writeCppBackend(*loaded->model, loaded->sources, options);
  CHECK_FALSE(result.error.empty());
  fs::remove_all(dir);
}

TEST_CASE("the header and the source appear together or not at all") {
  const auto loaded = codegen_test::loadModel(std::string(MUNCHKIN_CODEGEN_GOLDEN_DIR) + "/small/input.mkn");
  REQUIRE(loaded->model);
  const fs::path dir = freshDirectory("both_or_neither");
  fs::create_directories(dir / "out" / "small_tables.cpp");  // the source cannot be written: a folder is in its way
  munchkinc::CppBackendOptions options{(dir / "out").string(), "small", ""};
  const munchkinc::CppBackendResult result = munchkinc::writeCppBackend(*loaded->model, loaded->sources, options);
  CHECK(result.error.find("it is a folder") != std::string::npos);
  CHECK(result.written.empty());
  CHECK_FALSE(fs::exists(dir / "out" / "small_tables.h"));
  int entries = 0;
  for ([[maybe_unused]] const auto& entry : fs::directory_iterator(dir / "out")) ++entries;
  CHECK(entries == 1);  // the folder in the way; no header, no temporary
  fs::remove_all(dir);
}
