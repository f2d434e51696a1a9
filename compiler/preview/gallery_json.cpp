#include "preview/gallery_json.h"

#include <nlohmann/json.hpp>

namespace munchkinc::preview {
namespace {

nlohmann::json diagnosticsJson(const std::vector<GalleryDiagnostic>& diagnostics) {
  nlohmann::json list = nlohmann::json::array();
  for (const GalleryDiagnostic& diagnostic : diagnostics) {
    list.push_back({{"severity", diagnostic.severity}, {"text", diagnostic.text}});
  }
  return list;
}

}  // namespace

std::string svgAddress(const std::string& key) { return "/card/" + key + ".svg"; }

std::string galleryJson(const Gallery& gallery) {
  nlohmann::json cards = nlohmann::json::array();
  for (const GalleryCard& card : gallery.cards) {
    cards.push_back({{"slot", card.slot},
                     {"name", card.name},
                     {"location", card.location},
                     {"svg", card.svgKey.empty() ? nlohmann::json(nullptr) : nlohmann::json(svgAddress(card.svgKey))},
                     {"stale", card.stale},
                     {"diagnostics", diagnosticsJson(card.diagnostics)}});
  }
  const nlohmann::json state{{"generation", gallery.generation},
                             {"title", gallery.title},
                             {"unitDiagnostics", diagnosticsJson(gallery.unitDiagnostics)},
                             {"cards", std::move(cards)}};
  // Text from the set's files may hold bytes that are not UTF-8: replaced, not thrown.
  return state.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace munchkinc::preview
