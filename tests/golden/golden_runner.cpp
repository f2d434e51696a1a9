// Runs munchkinc on one golden case and compares what it prints (stdout and
// stderr together, then the exit status) with the case's expected.txt.
//
//   golden_runner MUNCHKINC CASE_DIR SOURCE_ROOT
//
// Paths under SOURCE_ROOT (the bundled sets, say) print as $ROOT/... so the
// goldens do not depend on where the repository is checked out.
// The case folder holds the input and `args` (munchkinc's arguments, one
// line; default `check -q --color=never input.mkn`). On a mismatch the
// actual output is written to expected.txt.actual beside the golden. Set
// MUNCHKIN_UPDATE_GOLDENS=1 to rewrite expected.txt instead.
#include <sys/wait.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

namespace {

std::string readFile(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

std::string trimmed(std::string text) {
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' ')) text.pop_back();
  return text;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::cerr << "usage: golden_runner MUNCHKINC CASE_DIR SOURCE_ROOT\n";
    return 2;
  }
  const std::filesystem::path binary = std::filesystem::absolute(argv[1]);
  const std::filesystem::path caseDir = argv[2];
  std::string args = "check -q --color=never input.mkn";
  if (std::filesystem::exists(caseDir / "args")) args = trimmed(readFile(caseDir / "args"));

  const std::string command = "cd '" + caseDir.string() + "' && '" + binary.string() + "' " + args + " 2>&1";
  FILE* pipe = ::popen(command.c_str(), "r");
  if (!pipe) {
    std::cerr << "cannot run " << command << '\n';
    return 2;
  }
  std::string actual;
  char buffer[4096];
  while (std::size_t n = std::fread(buffer, 1, sizeof buffer, pipe)) actual.append(buffer, n);
  const int status = ::pclose(pipe);
  const std::string root = std::filesystem::canonical(argv[3]).string();
  for (std::size_t at = actual.find(root); at != std::string::npos; at = actual.find(root, at)) {
    actual.replace(at, root.size(), "$ROOT");
  }
  actual += "exit: " + std::to_string(WIFEXITED(status) ? WEXITSTATUS(status) : 128) + "\n";

  const std::filesystem::path golden = caseDir / "expected.txt";
  const std::filesystem::path actualPath = caseDir / "expected.txt.actual";
  if (const char* update = std::getenv("MUNCHKIN_UPDATE_GOLDENS"); update && std::string(update) == "1") {
    std::ofstream(golden, std::ios::binary) << actual;
    std::filesystem::remove(actualPath);
    return 0;
  }
  const std::string expected = readFile(golden);
  if (expected == actual) {
    std::filesystem::remove(actualPath);
    return 0;
  }
  std::ofstream(actualPath, std::ios::binary) << actual;
  std::cerr << "golden mismatch for " << caseDir << "\n--- expected\n" << expected << "--- actual\n" << actual
            << "(written to " << actualPath << ")\n";
  return 1;
}
