// What an image file named by a card (`art "..."`) or a template is, judged
// by its first bytes rather than its name: a PNG saved as `chair.jpg` is a
// PNG. Decoding it is the sheet back end's job; this only says whether there
// is a readable file of a kind it can decode.
#pragma once

#include <string>

#include "source/diagnostics.h"

namespace munchkinc {

enum class ImageType { Png, Jpeg, Svg };

enum class ImageFileStatus {
  Ok,
  Missing,        // nothing by that name
  Unreadable,     // something by that name that cannot be read: a folder, a file without permission
  UnknownFormat,  // readable, but neither PNG, JPEG nor SVG
};

struct ImageFileCheck {
  ImageFileStatus status = ImageFileStatus::Missing;
  ImageType type = ImageType::Png;  // when Ok
  std::string reason;               // when not Ok: why, for the diagnostic ("" when plain)
};

ImageFileCheck checkImageFile(const std::string& path);

// W3010, W3011 or W3012 at `at` for a file that is not Ok; nothing otherwise.
void reportImageFile(const ImageFileCheck& check, const std::string& path, SourceRange at,
                     DiagnosticEngine& diagnostics);

// `relative` as written in a file: taken from the folder of `fromFile`,
// unless it is absolute.
std::string resolveBeside(const std::string& fromFile, const std::string& relative);

}  // namespace munchkinc
