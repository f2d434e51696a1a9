// Finds and parses the units of a build: the folder or file named on the
// command line and, transitively, everything it `uses`.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ast/ast.h"
#include "parse/parser.h"
#include "source/diagnostics.h"

namespace munchkinc {

// A folder `uses ID` searches, and why (-I, MUNCHKIN_PATH, the bundled sets),
// for the notes of an E0109. An empty path stands for a folder that could not
// be located; `origin` then says where it was looked for.
struct SearchFolder {
  // Not explicit: `{bundledSetsDirectory()}` is a search path of one folder.
  SearchFolder(std::string folder, std::string why = "search path")
      : path(std::move(folder)), origin(std::move(why)) {}
  std::string path;
  std::string origin;
};

struct SourceUnit {
  std::string location;          // canonical path of the folder or single file
  std::vector<ast::File> files;  // sorted by path
  const ast::Header* header = nullptr;
  bool headerPoisoned = false;   // the header has a syntax error: its fields are not all there
  SourceRange headerRange;
  std::string id;                // header name, or the file/folder stem without one
  std::vector<SourceUnit*> uses; // resolved direct dependencies
  bool complete = true;          // false when a file could not be read, or not parsed at all
  bool usesMissing = false;      // a `uses` named a unit that cannot be found (E0109)
};

class UnitLoader {
 public:
  // `uses ID` looks in `searchPaths` in order, then next to the using unit's
  // folder, then inside it (the order is documented in docs/language.md).
  UnitLoader(SourceManager& sources, DiagnosticEngine& diagnostics, std::vector<SearchFolder> searchPaths,
             ParseStats* stats)
      : sources_(sources), diagnostics_(diagnostics), searchPaths_(std::move(searchPaths)), stats_(stats) {}

  // Loads `path` and its dependencies; returns the build in dependency order
  // (root last), or an empty list when the root itself cannot be read.
  std::vector<SourceUnit*> loadBuild(const std::string& path);

  // Texts that replace files on disk, by canonical path (an editor's unsaved
  // buffers, for `munchkinc lsp`); one whose file does not exist yet joins
  // the folder it names. Must outlive the loads.
  void setOverlay(const std::map<std::string, std::string>* texts) { overlay_ = texts; }

  // Every unit loaded so far, each once, by canonical location.
  std::vector<const SourceUnit*> loadedUnits() const;

 private:
  SourceUnit* load(const std::string& path);
  std::vector<std::string> filesOf(const std::string& path, const std::string& canonical) const;
  // Reads `file`: its overlaid text when there is one, else the file on disk.
  std::optional<FileId> overlaid(const std::string& file);
  void resolveUses(SourceUnit& unit, std::vector<SourceUnit*>& stack, std::vector<SourceUnit*>& order);
  std::vector<SearchFolder> searchFolders(const SourceUnit& from) const;
  std::string findById(const std::string& id, const std::vector<SearchFolder>& folders);
  const std::vector<std::pair<std::string, std::string>>& unitsIn(const std::string& folder);
  void reportMissing(const ast::Uses& uses, SourceRange range, const std::string& resolvedPath,
                     const std::vector<SearchFolder>& folders);

  SourceManager& sources_;
  DiagnosticEngine& diagnostics_;
  std::vector<SearchFolder> searchPaths_;
  ParseStats* stats_;
  const std::map<std::string, std::string>* overlay_ = nullptr;
  std::map<std::string, std::unique_ptr<SourceUnit>> units_;
  std::map<const SourceUnit*, int> state_;  // 1 = visiting, 2 = done
  // Per searched folder: (id from the header, path) of each unit in it; read
  // only when a `uses ID` matches no folder or file name.
  std::map<std::string, std::vector<std::pair<std::string, std::string>>> headerIds_;
};

// Every .mkn file in a folder, sorted; or the path itself for a file.
std::vector<std::string> unitFiles(const std::string& path);

// The id a unit's header gives it (`set ID` / `module ID`), read without
// reporting anything; empty when it has none or cannot be parsed.
std::string headerId(const std::string& path);

}  // namespace munchkinc
