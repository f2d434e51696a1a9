// Finds and parses the units of a build: the folder or file named on the
// command line and, transitively, everything it `uses`.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "ast/ast.h"
#include "parse/parser.h"
#include "source/diagnostics.h"

namespace munchkinc {

struct SourceUnit {
  std::string location;          // canonical path of the folder or single file
  std::vector<ast::File> files;  // sorted by path
  const ast::Header* header = nullptr;
  SourceRange headerRange;
  std::string id;                // header name, or the file/folder stem without one
  std::vector<SourceUnit*> uses; // resolved direct dependencies
  bool complete = true;          // false when a file failed to read or parse
};

class UnitLoader {
 public:
  UnitLoader(SourceManager& sources, DiagnosticEngine& diagnostics, std::vector<std::string> searchPaths,
             ParseStats* stats)
      : sources_(sources), diagnostics_(diagnostics), searchPaths_(std::move(searchPaths)), stats_(stats) {}

  // Loads `path` and its dependencies; returns the build in dependency order
  // (root last), or an empty list when the root itself cannot be read.
  std::vector<SourceUnit*> loadBuild(const std::string& path);

 private:
  SourceUnit* load(const std::string& path);
  void resolveUses(SourceUnit& unit, std::vector<SourceUnit*>& stack, std::vector<SourceUnit*>& order);
  std::string findById(const std::string& id, const SourceUnit& from) const;

  SourceManager& sources_;
  DiagnosticEngine& diagnostics_;
  std::vector<std::string> searchPaths_;
  ParseStats* stats_;
  std::map<std::string, std::unique_ptr<SourceUnit>> units_;
  std::map<const SourceUnit*, int> state_;  // 1 = visiting, 2 = done
};

// Every .mkn file in a folder, sorted; or the path itself for a file.
std::vector<std::string> unitFiles(const std::string& path);

}  // namespace munchkinc
