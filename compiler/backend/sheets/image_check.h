// The layout pass's look at images: decodes every card's art and every image
// a template names, before any page is drawn, and reports those that cannot
// be decoded (W3013) at the `art` line or the template's `source`. Missing,
// unreadable or unknown files were reported when they were read (sema, the
// template loader) and are left alone here; all of them print as a
// placeholder.
#pragma once

#include "backend/sheets/image_library.h"
#include "backend/sheets/template_set.h"
#include "model/model.h"
#include "source/diagnostics.h"

namespace munchkinc::sheets {

void loadImages(const model::Model& model, const TemplateSet& templates, ImageLibrary& images,
                DiagnosticEngine& diagnostics);

}  // namespace munchkinc::sheets
