#include "sema/loader.h"

#include <algorithm>
#include <filesystem>

#include "source/input_file.h"

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

SourceUnit* UnitLoader::load(const std::string& path) {
  std::error_code ec;
  fs::path canonical = fs::weakly_canonical(path, ec);
  const std::string key = ec ? path : canonical.string();
  if (auto it = units_.find(key); it != units_.end()) return it->second.get();

  auto unit = std::make_unique<SourceUnit>();
  unit->location = key;
  const std::vector<std::string> files = unitFiles(path);
  if (files.empty()) {
    diagnostics_.reportFile(DiagCode::E0001, path, "folder '" + path + "' holds no .mkn files");
    unit->complete = false;
  }
  for (const std::string& file : files) {
    const auto id = loadSourceFile(file, sources_, diagnostics_);
    if (!id) {
      unit->complete = false;
      continue;
    }
    ast::File tree = parseFile(*id, sources_, diagnostics_, stats_);
    unit->complete = unit->complete && tree.parsed;
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
      unit->headerRange = decl.range;
      unit->id = header->name.text;
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

std::string UnitLoader::findById(const std::string& id, const SourceUnit& from) const {
  std::vector<fs::path> roots;
  for (const std::string& dir : searchPaths_) roots.emplace_back(dir);
  const fs::path location(from.location);
  std::error_code ec;
  const fs::path folder = fs::is_directory(location, ec) ? location : location.parent_path();
  roots.push_back(folder.parent_path());
  roots.push_back(folder);
  for (const fs::path& root : roots) {
    const fs::path candidate = root / id;
    if (fs::is_directory(candidate, ec)) return candidate.string();
    const fs::path file = root / (id + ".mkn");
    if (fs::is_regular_file(file, ec)) return file.string();
  }
  return {};
}

void UnitLoader::resolveUses(SourceUnit& unit, std::vector<SourceUnit*>& stack, std::vector<SourceUnit*>& order) {
  state_[&unit] = 1;
  stack.push_back(&unit);
  for (const ast::File& file : unit.files) {
    for (const ast::Declaration& decl : file.declarations) {
      const auto* uses = std::get_if<ast::Uses>(&decl.node);
      if (!uses) continue;
      std::string target;
      if (uses->isPath) {
        const fs::path base = fs::path(sources_.path(file.id)).parent_path();
        target = (base / uses->target).lexically_normal().string();
        std::error_code ec;
        if (!fs::exists(target, ec)) target.clear();
      } else {
        target = findById(uses->target, unit);
      }
      if (target.empty()) {
        diagnostics_.report(DiagCode::E0109, decl.range,
                            "cannot find '" + uses->target + "' to use" +
                                (uses->isPath ? std::string(" (no such file or folder)")
                                              : std::string(" (looked for a folder of that name beside this unit "
                                                            "and in the sets search path)")));
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
