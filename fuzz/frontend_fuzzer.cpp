// libFuzzer entry point: bytes through the whole front end. Any crash,
// sanitizer report, leak or hang is a bug; so is a formatter that changes
// the meaning of a file or is not idempotent (checked with abort()).
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "fmt/formatter.h"
#include "parse/parser.h"
#include "sema/build.h"
#include "sema/loader.h"
#include "source/diagnostic_printer.h"
#include "source/input_file.h"

namespace {

using namespace munchkinc;

// Rendering exercises line/column mapping and escaping on hostile text.
void printAll(const DiagnosticEngine& diagnostics, const SourceManager& sources) {
  std::ostringstream sink;
  const std::vector<Diagnostic> all = diagnostics.sorted(sources);
  printDiagnostics(sink, all, sources, {DiagnosticFormat::Text, true});
  printDiagnostics(sink, all, sources, {DiagnosticFormat::Json, false});
}

void fail(const char* what, const std::string& formatted) {
  std::fprintf(stderr, "frontend_fuzzer: %s\n--- formatted text ---\n%s\n", what, formatted.c_str());
  std::abort();
}

// fmt must keep the tree and be a fixed point: format(parse(format(x))) == format(x).
void checkFormatterRoundTrip(const ast::File& tree) {
  const std::string formatted = formatFile(tree);
  SourceManager sources;
  DiagnosticEngine diagnostics;
  const FileId id = sources.add("formatted.mkn", formatted);
  const ast::File again = parseFile(id, sources, diagnostics);
  if (!again.parsed) fail("formatted text does not parse", formatted);
  if (!ast::sameTree(tree, again)) fail("formatting changed the tree", formatted);
  if (formatFile(again) != formatted) fail("formatting is not idempotent", formatted);
}

// The unit lives alone in a private folder, so `uses ID` finds only the
// bundled sets (core and the games), never stray folders in /tmp.
const std::string& unitPath() {
  // A char array: it outlives the atexit cleanup, unlike a std::string.
  static char root[] = "/tmp/munchkin-fuzz-XXXXXX";
  static const std::string path = [] {
    if (!::mkdtemp(root)) std::abort();
    std::atexit([] { std::filesystem::remove_all(root); });
    const std::filesystem::path folder = std::filesystem::path(root) / "unit";
    std::filesystem::create_directory(folder);
    return (folder / "fuzzed.mkn").string();
  }();
  return path;
}

void checkSemantics(const std::string& text) {
  {
    std::ofstream out(unitPath(), std::ios::binary | std::ios::trunc);
    out << text;
    if (!out) std::abort();
  }
  SourceManager sources;
  DiagnosticEngine diagnostics;
  UnitLoader loader(sources, diagnostics, {bundledSetsDirectory()}, nullptr);
  (void)buildModel(unitPath(), loader, sources, diagnostics);
  printAll(diagnostics, sources);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  SourceManager sources;
  DiagnosticEngine diagnostics;
  const auto id = addSourceText("fuzzed.mkn", text, sources, diagnostics);
  if (!id) {
    printAll(diagnostics, sources);
    return 0;
  }
  const ast::File tree = parseFile(*id, sources, diagnostics);
  printAll(diagnostics, sources);
  if (!tree.parsed) return 0;
  checkFormatterRoundTrip(tree);
  checkSemantics(text);
  return 0;
}
