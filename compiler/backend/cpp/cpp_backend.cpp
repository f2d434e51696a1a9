#include "backend/cpp/cpp_backend.h"

#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <set>
#include <sstream>

#include "backend/cpp/table_emitter.h"
#include "lower/lower_model.h"
#include "source/atomic_file.h"

namespace munchkinc {
namespace {

namespace fs = std::filesystem;

bool hasContent(const std::string& path, const std::string& content) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream current;
  current << in.rdbuf();
  return current.str() == content;
}

// Empty on success; `result` records whether the file changed.
std::string writeIfChanged(const std::string& path, const std::string& content, CppBackendResult& result) {
  if (hasContent(path, content)) {
    result.unchanged.push_back(path);
    return {};
  }
  std::string error = writeFileAtomically(path, content);
  if (error.empty()) result.written.push_back(path);
  return error;
}

// The header and the source appear together or not at all: both are finished
// in their temporaries before either replaces its file.
std::string writeBothIfChanged(const std::string& headerPath, const std::string& header, const std::string& sourcePath,
                               const std::string& source, CppBackendResult& result) {
  struct Output {
    const std::string& path;
    const std::string& content;
    std::optional<AtomicFile> file;
  };
  Output outputs[] = {{headerPath, header, {}}, {sourcePath, source, {}}};
  for (Output& out : outputs) {
    if (hasContent(out.path, out.content)) continue;
    out.file.emplace(out.path);
    if (!out.file->write(out.content.data(), out.content.size()) || !out.file->finish()) return out.file->error();
  }
  for (Output& out : outputs) {
    if (!out.file) {
      result.unchanged.push_back(out.path);
    } else if (!out.file->commit()) {
      return out.file->error();
    } else {
      result.written.push_back(out.path);
    }
  }
  return {};
}

std::string absolute(const std::string& path) {
  std::error_code ec;
  const fs::path full = fs::absolute(path, ec);
  return ec ? path : full.lexically_normal().string();
}

void appendEscaped(std::string& out, const std::string& path) {
  for (char c : path) {
    if (c == ' ' || c == '#' || c == '\\') out += '\\';
    if (c == '$') out += '$';
    out += c;
  }
}

}  // namespace

std::string makeDepfile(const std::string& target, const std::vector<std::string>& dependencies) {
  std::string out;
  appendEscaped(out, target);
  out += ':';
  for (const std::string& dependency : dependencies) {
    out += " \\\n  ";
    appendEscaped(out, dependency);
  }
  out += '\n';
  return out;
}

CppBackendResult writeCppBackend(const model::Model& model, const SourceManager& sources,
                                 const CppBackendOptions& options) {
  CppBackendResult result;
  const LoweredSet lowered = lowerModel(model, sources);
  const CppTablesFiles files = emitCppTables(lowered.tables(), {options.identifier});

  std::error_code ec;
  fs::create_directories(options.outputDirectory, ec);
  if (ec) {
    result.error = "cannot create '" + options.outputDirectory + "': " + ec.message();
    return result;
  }
  const std::string headerPath = (fs::path(options.outputDirectory) / files.headerName).string();
  const std::string sourcePath = (fs::path(options.outputDirectory) / files.sourceName).string();
  result.error = writeBothIfChanged(headerPath, files.header, sourcePath, files.source, result);
  if (!result.error.empty() || options.depfile.empty()) return result;

  std::set<std::string> dependencies;
  for (FileId file = 0; file < sources.fileCount(); ++file) dependencies.insert(absolute(sources.path(file)));
  for (const model::Unit& unit : model.units) {
    if (!unit.directory.empty()) dependencies.insert(absolute(unit.directory));
  }
  const std::string depfile = makeDepfile(absolute(sourcePath), {dependencies.begin(), dependencies.end()});
  CppBackendResult ignored;
  result.error = writeIfChanged(options.depfile, depfile, ignored);
  return result;
}

}  // namespace munchkinc
