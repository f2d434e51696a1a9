// Hand-built models for the sheet tests: a small set with the shapes the
// default templates treat differently, and helpers to run poppler's tools.
#pragma once

#include <string>
#include <vector>

#include "model/model.h"
#include "source/diagnostics.h"
#include "source/source_manager.h"

namespace sheets_test {

// Cards get source ranges in a fake .mkn file registered with `sources`, so
// diagnostics can point at each card's line.
class ModelBuilder {
 public:
  explicit ModelBuilder(std::string setId = "testset", std::string title = "Test Set");

  munchkinc::model::Card& add(munchkin::Shape shape, std::string kind, std::string deck, std::string name);
  munchkinc::model::Model build(munchkinc::SourceManager& sources);

 private:
  munchkinc::model::Model model_;
  std::vector<std::string> lines_;  // one source line per card, same order
};

// Nine distinct cards (monster, item, curse, enhancer, ...) with some copies.
munchkinc::model::Model smallSet(munchkinc::SourceManager& sources);
// `count` cards cycling through the shapes, for the size and speed tests.
munchkinc::model::Model largeSet(munchkinc::SourceManager& sources, int count);

// A set rendered by a test: what rendering it reported, and where it went.
struct Rendered {
  munchkinc::SourceManager sources;
  munchkinc::DiagnosticEngine diagnostics;
  munchkinc::model::Model model;
  std::string path;
  bool ok = false;
};

struct CommandResult {
  int status = -1;
  std::string output;
};
CommandResult run(const std::string& command);
std::string tempPath(const std::string& name);

// A greyscale raster of one page, as written by `pdftoppm -gray`.
struct Raster {
  int width = 0, height = 0;
  std::vector<unsigned char> pixels;
  int at(int x, int y) const { return pixels[static_cast<std::size_t>(y) * width + x]; }
};
Raster rasterise(const std::string& pdf, int page, int dpi);

}  // namespace sheets_test
