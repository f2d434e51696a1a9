// One card face as a standalone SVG drawing, for `munchkinc preview`: the
// same templates and painter as the printed sheets, one drawing per face,
// cut at the bleed like the PNGs of `munchkinc sheets`.
#pragma once

#include <string>
#include <vector>

#include "backend/sheets/card_content.h"
#include "backend/sheets/face_painter.h"
#include "backend/sheets/font_context.h"
#include "backend/sheets/template_set.h"
#include "model/model.h"

namespace munchkinc::sheets {

class CardSvgRenderer {
 public:
  CardSvgRenderer(const model::Model& model, const TemplateSet& templates);

  // The face of `printed` as an SVG document ("" if cairo failed to draw);
  // `overflows` receives the boxes whose text did not fit.
  std::string face(const PrintedCard& printed, std::vector<Overflow>& overflows);

 private:
  const TemplateSet& templates_;
  FontContext fonts_;
  ImageLibrary images_;
  FacePainter painter_;
};

// cairo names SVG groups after a process-wide surface counter, so a second
// render in one process would differ; number them by first appearance.
std::string renumberSurfaceIds(const std::string& svg);

}  // namespace munchkinc::sheets
