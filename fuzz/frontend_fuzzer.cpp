// libFuzzer entry point: bytes through the whole front end. Any crash,
// sanitizer report, leak or hang is a bug; so is a formatter that changes
// the meaning of a file, loses or reorders a comment or is not idempotent,
// or a Tokenizer that differs from the generated lexer (checked with abort()).
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "MunchkinLexer.h"
#include "fmt/formatter.h"
#include "parse/parser.h"
#include "parse/tokenizer.h"
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

void fail(const char* what, const std::string& text) {
  std::fprintf(stderr, "frontend_fuzzer: %s\n--- text ---\n%s\n", what, text.c_str());
  std::abort();
}

// The hand-written Tokenizer must agree with the generated lexer token for token.
void checkTokenizer(const std::string& text) {
  antlr4::ANTLRInputStream generatedInput(text);
  grammar::MunchkinLexer generated(&generatedInput);
  generated.removeErrorListeners();
  antlr4::CommonTokenStream expected(&generated);
  expected.fill();
  const OffsetMap offsets(text);
  CodePointStream input(text);
  Tokenizer tokenizer(input, text, offsets);
  antlr4::CommonTokenStream actual(&tokenizer);
  actual.fill();
  if (expected.size() != actual.size()) fail("tokenizer and generated lexer disagree on the token count", text);
  for (std::size_t i = 0; i < expected.size(); ++i) {
    antlr4::Token* e = expected.get(i);
    antlr4::Token* a = actual.get(i);
    if (e->getType() != a->getType() || e->getChannel() != a->getChannel() ||
        e->getStartIndex() != a->getStartIndex() || e->getStopIndex() != a->getStopIndex() ||
        e->getLine() != a->getLine() || e->getCharPositionInLine() != a->getCharPositionInLine() ||
        e->getText() != a->getText()) {
      fail(("tokenizer and generated lexer disagree on token " + std::to_string(i)).c_str(), text);
    }
  }
}

// fmt must keep the tree and every comment, in order, and be a fixed point:
// format(parse(format(x))) == format(x).
void checkFormatterRoundTrip(const ast::File& tree) {
  const std::string formatted = formatFile(tree);
  SourceManager sources;
  DiagnosticEngine diagnostics;
  const FileId id = sources.add("formatted.mkn", formatted);
  const ast::File again = parseFile(id, sources, diagnostics);
  if (!again.parsed) fail("formatted text does not parse", formatted);
  if (!ast::sameTree(tree, again)) fail("formatting changed the tree", formatted);
  if (ast::firstCommentDifference(tree, again)) fail("formatting lost, added or reordered a comment", formatted);
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
  checkTokenizer(text);
  const ast::File tree = parseFile(*id, sources, diagnostics);
  printAll(diagnostics, sources);
  if (!tree.parsed) return 0;
  checkFormatterRoundTrip(tree);
  checkSemantics(text);
  return 0;
}
