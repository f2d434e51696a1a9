#include "backend/sheets/template_set.h"

namespace munchkinc::sheets {
namespace {

const FaceLayout* find(const std::map<std::string, FaceLayout>& layouts, const std::string& key) {
  auto it = layouts.find(key);
  return it == layouts.end() ? nullptr : &it->second;
}

}  // namespace

const FaceLayout* TemplateSet::faceFor(const model::Card& card) const {
  for (const std::string& key : {card.kind, card.canonicalKind, std::string(spelling(card.shape)),
                                 card.deck, std::string("card")}) {
    if (const FaceLayout* layout = find(faces, key)) return layout;
  }
  return nullptr;
}

const FaceLayout* TemplateSet::backFor(const std::string& deck) const {
  if (const FaceLayout* layout = find(backs, deck)) return layout;
  return find(backs, "default");
}

}  // namespace munchkinc::sheets
