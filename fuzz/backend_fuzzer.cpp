// libFuzzer entry point: bytes through the front end and, when they make a
// clean set, through every back end that reads one. A crash, sanitizer report
// or hang is a bug; so is an engine that refuses tables the checker accepted
// (what `check` accepts, the engine plays), or games that break an invariant.
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "backend/cpp/table_emitter.h"
#include "lower/lower_model.h"
#include "munchkin/prepared_set.h"
#include "munchkin/simulator.h"
#include "sema/build.h"
#include "sema/loader.h"

namespace {

using namespace munchkinc;

[[noreturn]] void fail(const std::string& what, const std::string& text) {
  std::fprintf(stderr, "backend_fuzzer: %s\n--- text ---\n%s\n", what.c_str(), text.c_str());
  std::abort();
}

// The unit lives alone in a private folder, so `uses ID` finds only the
// bundled sets (core and the games), never stray folders in /tmp.
const std::string& unitPath() {
  static char root[] = "/tmp/munchkin-backend-fuzz-XXXXXX";  // outlives the atexit cleanup
  static const std::string path = [] {
    if (!::mkdtemp(root)) std::abort();
    std::atexit([] { std::filesystem::remove_all(root); });
    const std::filesystem::path folder = std::filesystem::path(root) / "unit";
    std::filesystem::create_directory(folder);
    return (folder / "fuzzed.mkn").string();
  }();
  return path;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  {
    std::ofstream out(unitPath(), std::ios::binary | std::ios::trunc);
    out << text;
    if (!out) std::abort();
  }
  SourceManager sources;
  DiagnosticEngine diagnostics;
  UnitLoader loader(sources, diagnostics, {bundledSetsDirectory()}, nullptr);
  const auto model = buildModel(unitPath(), loader, sources, diagnostics);
  if (!model || model->root.isModule) return 0;

  const LoweredSet lowered = lowerModel(*model, sources);
  const CppTablesFiles files = emitCppTables(lowered.tables(), {"fuzzed"});
  if (files.header.empty() || files.source.empty()) fail("the C++ emitter wrote an empty file", text);

  std::string error;
  const auto prepared = munchkin::PreparedSet::prepare(lowered.tables(), error);
  if (!prepared) fail("the engine refused tables the checker accepted: " + error, text);

  // A few short games per bot policy, with every invariant checked each turn.
  for (munchkin::BotPolicy policy :
       {munchkin::BotPolicy::Greedy, munchkin::BotPolicy::Random, munchkin::BotPolicy::Mixed}) {
    munchkin::SimulationOptions options;
    options.games = 2;
    options.players = model->root.minPlayers > 0 ? model->root.minPlayers : 3;  // the set's own range
    options.turnCap = 60;
    options.policy = policy;
    const munchkin::SimulationReport report = munchkin::simulate(*prepared, options);
    if (report.errorCount != 0) fail("games broke an invariant: " + report.errors.front(), text);
  }
  return 0;
}
