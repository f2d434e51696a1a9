// Replays every input in reproducers/ (crashes the fuzzer found, plus hostile
// files written by hand) through the fuzzer's pipeline: read the bytes, parse,
// check the formatter round trip, run the semantic checks against the bundled
// sets, render the diagnostics. Reaching the end of each is the test; the
// round trip is checked explicitly.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "fmt/formatter.h"
#include "parse/parser.h"
#include "sema/build.h"
#include "sema/loader.h"
#include "source/diagnostic_printer.h"
#include "source/input_file.h"

namespace munchkinc {
namespace {

namespace fs = std::filesystem;

std::vector<fs::path> reproducers() {
  std::vector<fs::path> files;
  for (const fs::directory_entry& entry : fs::directory_iterator(MUNCHKIN_FUZZ_REPRODUCERS)) {
    if (entry.is_regular_file()) files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::string readBytes(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream buffer;
  buffer << in.rdbuf();
  return std::move(buffer).str();
}

void render(const DiagnosticEngine& diagnostics, const SourceManager& sources) {
  std::ostringstream sink;
  const std::vector<Diagnostic> all = diagnostics.sorted(sources);
  printDiagnostics(sink, all, sources, {DiagnosticFormat::Text, true});
  printDiagnostics(sink, all, sources, {DiagnosticFormat::Json, false});
}

void checkFormatterRoundTrip(const ast::File& tree) {
  const std::string formatted = formatFile(tree);
  SourceManager sources;
  DiagnosticEngine diagnostics;
  const ast::File again = parseFile(sources.add("formatted.mkn", formatted), sources, diagnostics);
  INFO(formatted);
  REQUIRE(again.parsed);
  CHECK(ast::sameTree(tree, again));
  CHECK(formatFile(again) == formatted);
}

TEST_CASE("fuzzer reproducers go through the front end without crashing", "[fuzz]") {
  const std::vector<fs::path> files = reproducers();
  REQUIRE_FALSE(files.empty());
  for (const fs::path& file : files) {
    SECTION(file.filename().string()) {
      SourceManager sources;
      DiagnosticEngine diagnostics;
      const auto id = addSourceText(file.string(), readBytes(file), sources, diagnostics);
      if (id) {
        const ast::File tree = parseFile(*id, sources, diagnostics);
        if (tree.parsed) checkFormatterRoundTrip(tree);
      }
      render(diagnostics, sources);

      SourceManager unitSources;
      DiagnosticEngine unitDiagnostics;
      UnitLoader loader(unitSources, unitDiagnostics, {bundledSetsDirectory()}, nullptr);
      (void)buildModel(file.string(), loader, unitSources, unitDiagnostics);
      render(unitDiagnostics, unitSources);
    }
  }
}

}  // namespace
}  // namespace munchkinc
