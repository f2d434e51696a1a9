// The rules reference printed after the cards: how a turn runs, the special
// rules this set switches on (from its parameters and kinds), the core rules,
// and a glossary of every keyword its cards print.
#pragma once

#include <string>
#include <vector>

#include "backend/sheets/card_content.h"
#include "backend/sheets/font_context.h"

namespace munchkinc::sheets {

struct RulesParagraph {
  std::string markup;
  double size = 9.5;       // points
  double spaceBefore = 1;  // millimetres
};

std::vector<RulesParagraph> rulesReference(const model::Model& model, const std::vector<PrintedCard>& cards);

// Flows paragraphs onto pages of the sheet's paper size.
class RulesSheet {
 public:
  RulesSheet(const std::vector<RulesParagraph>& paragraphs, double pageWidth, double pageHeight, FontContext& fonts);

  int pageCount() const { return static_cast<int>(pages_.size()); }
  void drawPage(cairo_t* cr, int page) const;

 private:
  struct Placed {
    std::size_t paragraph;
    double y;  // millimetres from the top of the page
  };

  std::vector<TextLayout> layouts_;  // one per paragraph, laid out once
  std::vector<std::vector<Placed>> pages_;
};

}  // namespace munchkinc::sheets
