// Pass 4 (after the cards): the images cards print. Each `art "..."` is taken
// from its file's folder and must name a readable PNG, JPEG or SVG (W3010 to
// W3012 at the string); a card naming none takes its unit's default for its
// kind or deck (`art monster "...";` in the header), else the root unit's.
// Decoding is left to the sheet back end, which reports what fails (W3013).
// Warnings, not errors: the card still plays, and still prints, with a
// placeholder where its art would be.
#include <algorithm>
#include <map>

#include "sema/analysis.h"
#include "source/image_file.h"
#include "source/spelling.h"

namespace munchkinc {
namespace {

class ArtChecker {
 public:
  explicit ArtChecker(Analysis& a) : a_(a) {}

  void run() {
    for (model::Unit& unit : a_.model.units) {
      for (model::Unit::DefaultArt& art : unit.defaultArt) checkDefault(art);
    }
    if (!a_.model.units.empty()) a_.model.root.defaultArt = a_.model.units.back().defaultArt;
    for (model::Card& card : a_.model.cards) {
      if (!card.art.empty()) {
        card.artFile = resolveBeside(a_.sources.path(card.artRange.file), card.art);
        report(card.artFile, card.artRange);
      } else if (const model::Unit::DefaultArt* art = defaultFor(card)) {
        card.artFile = art->file;
        card.artRange = art->range;
      }
    }
  }

 private:
  void checkDefault(model::Unit::DefaultArt& art) {
    if (!a_.model.findKind(art.target) && !a_.deckAt.count(art.target)) {
      std::vector<std::string_view> names = a_.keys(a_.kindAt);
      for (std::string_view deck : a_.keys(a_.deckAt)) names.push_back(deck);
      a_.diagnostics.report(DiagCode::E0101, art.targetRange,
                            "default art for '" + art.target + "', which is neither a kind nor a deck" +
                                didYouMean(art.target, names));
      return;
    }
    art.file = resolveBeside(a_.sources.path(art.range.file), art.file);
    report(art.file, art.range);
  }

  // The card's unit's default for its kind (as declared, then as merged by
  // `equiv`) or its deck; failing that, the root unit's, so a crossover may
  // give art to the cards of the sets it combines.
  const model::Unit::DefaultArt* defaultFor(const model::Card& card) const {
    auto unit = std::find_if(a_.model.units.begin(), a_.model.units.end(),
                             [&](const model::Unit& u) { return u.id == card.unit; });
    for (const model::Unit* from : {unit != a_.model.units.end() ? &*unit : nullptr, &a_.model.root}) {
      if (!from) continue;
      for (const std::string* target : {&card.kind, &card.canonicalKind, &card.deck}) {
        for (const model::Unit::DefaultArt& art : from->defaultArt) {
          if (art.target == *target && !art.file.empty()) return &art;
        }
      }
    }
    return nullptr;
  }

  void report(const std::string& file, SourceRange at) {
    auto [it, fresh] = checked_.try_emplace(file);
    if (fresh) it->second = checkImageFile(file);
    reportImageFile(it->second, file, at, a_.diagnostics);
  }

  Analysis& a_;
  std::map<std::string, ImageFileCheck> checked_;  // one look at each file
};

}  // namespace

void checkArtFiles(Analysis& analysis) { ArtChecker(analysis).run(); }

}  // namespace munchkinc
