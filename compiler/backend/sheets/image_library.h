// The images a sheet prints (card art, template images), each decoded once
// and kept as one cairo surface: painting the same surface again lets the
// PDF writer embed the image once however many cards show it. PNG and JPEG
// become image surfaces at their full resolution (a JPEG keeps its file's
// bytes, which cairo's PDF writer embeds as they are); SVG becomes a
// recording of librsvg's drawing, so it stays vectors in a PDF or SVG.
#pragma once

#include <map>
#include <string>

typedef struct _cairo_surface cairo_surface_t;

namespace munchkinc::sheets {

struct LoadedImage {
  cairo_surface_t* surface = nullptr;  // null when the image could not be used
  double width = 0, height = 0;        // natural size: pixels, or an SVG's user units
  bool fileProblem = false;            // missing, unreadable or of an unknown type (sema reports those)
  std::string problem;                 // why surface is null
};

// Not thread-safe: one thread at a time (the sheet writer loads every image
// before its typesetting thread starts, which then only finds them). The
// surfaces are not either: cairo snapshots and replays a source surface as it
// is painted, so pages that show them are replayed only once every page is
// typeset (sheets.cpp, drawPages).
class ImageLibrary {
 public:
  ImageLibrary() = default;
  ~ImageLibrary();
  ImageLibrary(const ImageLibrary&) = delete;
  ImageLibrary& operator=(const ImageLibrary&) = delete;

  // Decodes `path` the first time it is asked for.
  const LoadedImage& load(const std::string& path);
  bool empty() const { return images_.empty(); }

 private:
  std::map<std::string, LoadedImage> images_;
};

}  // namespace munchkinc::sheets
