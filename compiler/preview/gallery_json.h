// A gallery as the page reads it (GET /state): names, places, diagnostics
// and the address of each face; the faces themselves are fetched apart, so
// that the page asks again only for those that changed.
#pragma once

#include <string>

#include "preview/gallery.h"

namespace munchkinc::preview {

std::string galleryJson(const Gallery& gallery);

// The address the page fetches a drawing from, and the key it names.
std::string svgAddress(const std::string& key);

}  // namespace munchkinc::preview
