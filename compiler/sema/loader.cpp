#include "sema/loader.h"

#include <algorithm>
#include <filesystem>

#include "source/input_file.h"
#include "source/spelling.h"

namespace munchkinc {

namespace fs = std::filesystem;

std::vector<std::string> unitFiles(const std::string& path) {
  std::error_code ec;
  if (!fs::is_directory(path, ec)) return {path};
  std::vector<std::string> files;
  for (const fs::directory_entry& entry : fs::directory_iterator(path, ec)) {
    if (entry.is_regular_file(ec) && entry.path().extension() == ".mkn") files.push_back(entry.path().string());
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::vector<std::string> UnitLoader::filesOf(const std::string& path, const std::string& canonical) const {
  std::vector<std::string> files = unitFiles(path);
  if (!overlay_) return files;
  std::error_code ec;
  if (!fs::is_directory(path, ec)) return files;
  // An unsaved new file of this folder counts as one of its files.
  for (const auto& [file, text] : *overlay_) {
    const fs::path overlaid(file);
    if (overlaid.parent_path() != canonical || overlaid.extension() != ".mkn" || fs::exists(overlaid, ec)) continue;
    files.push_back((fs::path(path) / overlaid.filename()).string());
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::optional<FileId> UnitLoader::overlaid(const std::string& file) {
  if (overlay_) {
    std::error_code ec;
    const fs::path canonical = fs::weakly_canonical(file, ec);
    if (const auto it = overlay_->find(canonical.string()); !ec && it != overlay_->end()) {
      return addSourceText(file, it->second, sources_, diagnostics_);
    }
  }
  return loadSourceFile(file, sources_, diagnostics_);
}

std::vector<const SourceUnit*> UnitLoader::loadedUnits() const {
  std::vector<const SourceUnit*> all;
  for (const auto& [location, unit] : units_) all.push_back(unit.get());
  return all;
}

SourceUnit* UnitLoader::load(const std::string& path) {
  std::error_code ec;
  fs::path canonical = fs::weakly_canonical(path, ec);
  const std::string key = ec ? path : canonical.string();
  if (auto it = units_.find(key); it != units_.end()) return it->second.get();

  auto unit = std::make_unique<SourceUnit>();
  unit->location = key;
  const std::vector<std::string> files = filesOf(path, key);
  if (files.empty()) {
    diagnostics_.reportFile(DiagCode::E0001, path, "folder '" + path + "' holds no .mkn files");
    unit->complete = false;
  }
  for (const std::string& file : files) {
    const auto id = overlaid(file);
    if (!id) {
      unit->complete = false;
      continue;
    }
    ast::File tree = parseFile(*id, sources_, diagnostics_, stats_);
    unit->complete = unit->complete && (tree.parsed || tree.partial);
    unit->files.push_back(std::move(tree));
  }

  for (const ast::File& file : unit->files) {
    for (const ast::Declaration& decl : file.declarations) {
      const auto* header = std::get_if<ast::Header>(&decl.node);
      if (!header) continue;
      if (unit->header) {
        Diagnostic& d = diagnostics_.report(DiagCode::E0111, decl.range,
                                            "a unit has one 'set' or 'module' header; this is a second one");
        diagnostics_.note(d, unit->headerRange, "the first header is here");
        continue;
      }
      unit->header = header;
      unit->headerPoisoned = decl.poisoned;
      unit->headerRange = decl.range;
      unit->id = header->name.empty() ? fs::path(key).stem().string() : header->name.text;
    }
  }
  if (!unit->header) {
    unit->id = fs::path(key).stem().string();
    if (unit->complete && !unit->files.empty()) {
      const FileId first = unit->files.front().id;
      diagnostics_.report(DiagCode::E0110, {first, 0, 0},
                          "no 'set' or 'module' header in '" + path + "'; start a unit with `set NAME { title \"...\"; }`");
    }
  }
  SourceUnit* raw = unit.get();
  units_.emplace(key, std::move(unit));
  return raw;
}

std::string headerId(const std::string& path) {
  // A scratch source manager and diagnostics: a unit merely looked at while
  // searching must not report its own mistakes.
  SourceManager sources;
  DiagnosticEngine quiet;
  for (const std::string& file : unitFiles(path)) {
    const auto id = loadSourceFile(file, sources, quiet);
    if (!id) continue;
    const ast::File tree = parseFile(*id, sources, quiet, nullptr);
    for (const ast::Declaration& decl : tree.declarations) {
      if (const auto* header = std::get_if<ast::Header>(&decl.node)) return header->name.text;
    }
  }
  return {};
}

std::vector<SearchFolder> UnitLoader::searchFolders(const SourceUnit& from) const {
  std::vector<SearchFolder> folders = searchPaths_;
  const fs::path location(from.location);
  std::error_code ec;
  const fs::path folder = fs::is_directory(location, ec) ? location : location.parent_path();
  folders.emplace_back(folder.parent_path().string(), "next to this unit's folder");
  folders.emplace_back(folder.string(), "this unit's folder");
  return folders;
}

const std::vector<std::pair<std::string, std::string>>& UnitLoader::unitsIn(const std::string& folder) {
  auto [it, fresh] = headerIds_.try_emplace(folder);
  if (!fresh) return it->second;
  std::vector<std::string> candidates;
  std::error_code ec;
  for (const fs::directory_entry& entry : fs::directory_iterator(folder, ec)) {
    const bool unitFile = entry.is_regular_file(ec) && entry.path().extension() == ".mkn";
    if (unitFile || entry.is_directory(ec)) candidates.push_back(entry.path().string());
  }
  std::sort(candidates.begin(), candidates.end());
  for (const std::string& candidate : candidates) {
    if (std::string id = headerId(candidate); !id.empty()) it->second.emplace_back(std::move(id), candidate);
  }
  return it->second;
}

std::string UnitLoader::findById(const std::string& id, const std::vector<SearchFolder>& folders) {
  std::error_code ec;
  // A folder or file named ID is found without reading anything. A folder
  // without .mkn files is not a unit (a `core/` of C++ sources in a
  // MUNCHKIN_PATH folder must not hide the bundled core).
  for (const SearchFolder& root : folders) {
    if (root.path.empty()) continue;
    const fs::path candidate = fs::path(root.path) / id;
    if (fs::is_directory(candidate, ec) && !unitFiles(candidate.string()).empty()) return candidate.string();
    const fs::path file = fs::path(root.path) / (id + ".mkn");
    if (fs::is_regular_file(file, ec)) return file.string();
  }
  // Failing that, a unit whose header says ID (`uses warhammer_aos;` finds
  // sets/warhammer-aos), in the same order of folders.
  for (const SearchFolder& root : folders) {
    if (root.path.empty()) continue;
    for (const auto& [unitId, path] : unitsIn(root.path)) {
      if (unitId == id) return path;
    }
  }
  return {};
}

void UnitLoader::reportMissing(const ast::Uses& uses, SourceRange range, const std::string& resolvedPath,
                               const std::vector<SearchFolder>& folders) {
  if (uses.isPath) {
    Diagnostic& d = diagnostics_.report(DiagCode::E0109, range,
                                        "cannot find '" + uses.target + "' to use (no such file or folder)");
    std::error_code ec;
    const fs::path shown = fs::weakly_canonical(fs::absolute(resolvedPath, ec), ec);
    diagnostics_.note(d, {}, "looked for " + (ec ? resolvedPath : shown.string()) + " (relative to this file)");
    return;
  }
  // Every folder and file name and every header id in sight may be meant.
  std::vector<std::string> names;
  for (const SearchFolder& root : folders) {
    if (root.path.empty()) continue;
    for (const auto& [unitId, path] : unitsIn(root.path)) {
      names.push_back(unitId);
      names.push_back(fs::path(path).stem().string());
    }
  }
  const std::vector<std::string_view> candidates(names.begin(), names.end());
  Diagnostic& d = diagnostics_.report(DiagCode::E0109, range,
                                      "cannot find a unit '" + uses.target + "' to use" +
                                          didYouMean(uses.target, candidates));
  diagnostics_.note(d, {},
                    "looked for a folder or .mkn file named '" + uses.target + "', then for a unit whose header says '" +
                        uses.target + "', in:");
  for (const SearchFolder& root : folders) {
    if (root.path.empty()) {
      diagnostics_.note(d, {}, root.origin);
      continue;
    }
    std::error_code ec;
    const fs::path shown = fs::weakly_canonical(root.path, ec);
    diagnostics_.note(d, {}, (ec ? root.path : shown.string()) + " (" + root.origin + ")");
  }
}

void UnitLoader::resolveUses(SourceUnit& unit, std::vector<SourceUnit*>& stack, std::vector<SourceUnit*>& order) {
  state_[&unit] = 1;
  stack.push_back(&unit);
  for (const ast::File& file : unit.files) {
    for (const ast::Declaration& decl : file.declarations) {
      const auto* uses = std::get_if<ast::Uses>(&decl.node);
      if (!uses) continue;
      std::string target, resolvedPath;
      const std::vector<SearchFolder> folders = uses->isPath ? std::vector<SearchFolder>{} : searchFolders(unit);
      if (uses->isPath) {
        const fs::path base = fs::path(sources_.path(file.id)).parent_path();
        resolvedPath = (base / uses->target).lexically_normal().string();
        std::error_code ec;
        // Only a folder or a .mkn file is a unit: anything else is refused
        // unread, so that a mistyped path never quotes a stranger's file.
        if (fs::is_directory(resolvedPath, ec) ||
            (fs::is_regular_file(resolvedPath, ec) && fs::path(resolvedPath).extension() == ".mkn")) {
          target = resolvedPath;
        } else if (fs::exists(resolvedPath, ec)) {
          diagnostics_.report(DiagCode::E0109, decl.range,
                              "'" + uses->target + "' is neither a .mkn file nor a folder of them, so it is not used");
          unit.usesMissing = true;
          continue;
        }
      } else {
        target = findById(uses->target, folders);
      }
      if (target.empty()) {
        reportMissing(*uses, decl.range, resolvedPath, folders);
        unit.usesMissing = true;
        continue;
      }
      SourceUnit* dependency = load(target);
      if (state_[dependency] == 1) {
        std::string cycle;
        auto from = std::find(stack.begin(), stack.end(), dependency);
        for (auto it = from; it != stack.end(); ++it) cycle += (*it)->id + " -> ";
        cycle += dependency->id;
        diagnostics_.report(DiagCode::E0108, decl.range, "'uses' cycle: " + cycle);
        continue;
      }
      if (std::find(unit.uses.begin(), unit.uses.end(), dependency) == unit.uses.end()) {
        unit.uses.push_back(dependency);
      }
      if (state_[dependency] == 0) resolveUses(*dependency, stack, order);
    }
  }
  stack.pop_back();
  state_[&unit] = 2;
  order.push_back(&unit);
}

std::vector<SourceUnit*> UnitLoader::loadBuild(const std::string& path) {
  std::error_code ec;
  if (!fs::exists(path, ec)) {
    diagnostics_.reportFile(DiagCode::E0001, path, "no such file or folder: '" + path + "'");
    return {};
  }
  state_.clear();
  SourceUnit* root = load(path);
  std::vector<SourceUnit*> order;
  std::vector<SourceUnit*> stack;
  if (state_[root] == 0) resolveUses(*root, stack, order);
  // A root already loaded as someone's dependency is last by construction
  // only if it was loaded first; move it there explicitly.
  order.erase(std::remove(order.begin(), order.end(), root), order.end());
  order.push_back(root);
  return order;
}

}  // namespace munchkinc
