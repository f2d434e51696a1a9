// Helpers for front-end tests: run text through the real pipeline.
#pragma once

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "parse/parser.h"
#include "sema/build.h"

namespace munchkinc::test {

inline std::string sourceDir() { return MUNCHKIN_SOURCE_DIR; }

// Every .mkn file below `dir`, sorted.
inline std::vector<std::string> mknFilesUnder(const std::string& dir) {
  std::vector<std::string> out;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(dir)) {
    if (entry.is_regular_file() && entry.path().extension() == ".mkn") out.push_back(entry.path().string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

// Writes `text` to a temporary .mkn file named after its hash; returns its path.
inline std::string writeTempUnit(const std::string& text, const std::string& prefix) {
  const auto dir = std::filesystem::temp_directory_path() / "munchkinc-unit";
  std::filesystem::create_directories(dir);
  const auto path = dir / (prefix + std::to_string(std::hash<std::string>{}(text)) + ".mkn");
  { std::ofstream(path) << text; }
  return path.string();
}

// Builds a single-file unit from text written to a temporary file.
struct BuiltText {
  SourceManager sources;
  DiagnosticEngine diagnostics;
  std::optional<model::Model> model;

  explicit BuiltText(const std::string& text) {
    const std::string path = writeTempUnit(text, "case");
    UnitLoader loader(sources, diagnostics, {sourceDir() + "/sets"}, nullptr);
    model = buildModel(path, loader, sources, diagnostics);
    std::filesystem::remove(path);
  }

  const model::Card& card(const std::string& name) const {
    for (const model::Card& c : model->cards) {
      if (c.name == name) return c;
    }
    throw std::runtime_error("no card " + name);
  }
};

inline const char* kHeader = "set demo { title \"Demo\"; players 3..6; }\nuses core;\n";

}  // namespace munchkinc::test
