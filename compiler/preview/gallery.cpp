#include "preview/gallery.h"

#include <filesystem>
#include <functional>
#include <optional>
#include <sstream>
#include <utility>
#include <variant>

#include "backend/sheets/card_svg.h"
#include "backend/sheets/sheet_document.h"
#include "backend/sheets/sheets.h"
#include "lsp/unit_check.h"
#include "source/diagnostic_printer.h"

namespace munchkinc::preview {
namespace {

std::string severityName(Severity severity) {
  switch (severity) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    case Severity::Note: return "note";
  }
  return "note";
}

// As `munchkinc check` prints it, but with the set's own files named from
// its folder ("cards.mkn:9:8: error: ..."), the way the page names cards.
GalleryDiagnostic describe(const Diagnostic& diagnostic, const SourceManager& sources, const std::string& folder) {
  std::ostringstream printed;
  printDiagnostics(printed, {diagnostic}, sources, PrintOptions{});
  const std::string prefix = folder + "/";
  std::string text = printed.str();
  std::size_t line = 0;
  while (line < text.size()) {
    if (text.compare(line, prefix.size(), prefix) == 0) text.erase(line, prefix.size());
    const std::size_t end = text.find('\n', line);
    if (end == std::string::npos) break;
    line = end + 1;
  }
  return {severityName(diagnostic.severity), text};
}

// A drawing's key: the same drawing always has the same key, so the page
// may keep it in its cache for good.
std::string keyOf(const std::string& svg) {
  std::ostringstream key;
  key << std::hex << std::hash<std::string>{}(svg) << '-' << svg.size();
  return key.str();
}

class FaceDrawer {
 public:
  FaceDrawer(lsp::UnitCheck& check, Gallery& gallery, const Gallery* previous)
      : check_(check), gallery_(gallery), previous_(previous) {
    if (!check.model) return;
    templates_ = sheets::loadTemplatesFor(*check.model, sheets::SheetOptions{}, check.sources, check.diagnostics);
    if (!templates_) return;
    renderer_.emplace(*check.model, *templates_);
    for (const sheets::PrintedCard& printed : sheets::printedCards(*check.model)) {
      const SourceRange& range = printed.card->range;
      printed_.emplace(std::pair(range.file, range.begin), printed);
    }
  }

  // Draws the card declared at `range` into `card`; false when it is not in
  // the model (it has errors) or the templates could not be read.
  bool draw(const SourceRange& range, GalleryCard& card) {
    const auto found = printed_.find({range.file, range.begin});
    if (!renderer_ || found == printed_.end()) return false;
    std::vector<sheets::Overflow> overflows;
    std::string svg = renderer_->face(found->second, overflows);
    if (svg.empty()) return false;
    sheets::reportOverflows(*found->second.card, overflows, check_.diagnostics);
    card.svgKey = keyOf(svg);
    keep(card.svgKey, std::make_shared<const std::string>(std::move(svg)));
    return true;
  }

  // Gives `card` the face it had before: by name, else by its place.
  void keepLastFace(GalleryCard& card) {
    card.stale = true;
    if (!previous_) return;
    const GalleryCard* before = nullptr;
    for (const GalleryCard& candidate : previous_->cards) {
      if (candidate.name == card.name && !candidate.svgKey.empty()) before = &candidate;
    }
    for (const GalleryCard& candidate : previous_->cards) {
      if (!before && candidate.slot == card.slot && !candidate.svgKey.empty()) before = &candidate;
    }
    if (!before) return;
    card.svgKey = before->svgKey;
    keep(card.svgKey, previous_->svgs.at(before->svgKey));
  }

 private:
  void keep(const std::string& key, std::shared_ptr<const std::string> svg) {
    if (previous_) {
      // The same bytes as before: share them rather than hold two copies.
      const auto old = previous_->svgs.find(key);
      if (old != previous_->svgs.end()) svg = old->second;
    }
    gallery_.svgs.emplace(key, std::move(svg));
  }

  lsp::UnitCheck& check_;
  Gallery& gallery_;
  const Gallery* previous_;
  std::optional<sheets::TemplateSet> templates_;
  std::optional<sheets::CardSvgRenderer> renderer_;
  std::map<std::pair<FileId, std::uint32_t>, sheets::PrintedCard> printed_;
};

}  // namespace

std::shared_ptr<const Gallery> buildGallery(lsp::UnitCheck& check, const Gallery* previous) {
  auto gallery = std::make_shared<Gallery>();
  gallery->generation = previous ? previous->generation + 1 : 1;
  gallery->title = check.model && !check.model->root.title.empty() ? check.model->root.title
                   : check.root                                     ? check.root->id
                                                                    : check.unitPath;
  FaceDrawer drawer(check, *gallery, previous);
  // Files are named from the set's folder (a set given as one file: the folder holding it).
  const std::filesystem::path folder = std::filesystem::is_directory(check.unitPath)
                                           ? std::filesystem::path(check.unitPath)
                                           : std::filesystem::path(check.unitPath).parent_path();
  std::vector<SourceRange> declared;  // of each card in `cards`, where its diagnostics are
  if (check.root) {
    for (const ast::File& file : check.root->files) {
      const std::string path = check.sources.path(file.id);
      const std::string relative = std::filesystem::path(path).lexically_relative(folder).string();
      const std::string shown = relative.empty() || relative.starts_with("..") ? path : relative;
      int ordinal = 0;
      for (const ast::Declaration& declaration : file.declarations) {
        const auto* card = std::get_if<ast::Card>(&declaration.node);
        if (!card) continue;
        declared.push_back(declaration.range);
        GalleryCard& entry = gallery->cards.emplace_back();
        entry.slot = shown + "#" + std::to_string(ordinal++);
        entry.name = card->name;
        entry.location = shown + ":" + std::to_string(check.sources.lineColumn(file.id, declaration.range.begin).line);
        if (!drawer.draw(declaration.range, entry)) drawer.keepLastFace(entry);
      }
    }
  } else if (previous) {
    // Nothing could be read: the page keeps every card it had.
    for (const GalleryCard& card : previous->cards) {
      GalleryCard& entry = gallery->cards.emplace_back(card);
      entry.diagnostics.clear();
      entry.stale = true;
    }
    gallery->svgs = previous->svgs;
  }
  for (const Diagnostic& diagnostic : check.diagnostics.sorted(check.sources)) {
    GalleryCard* owner = nullptr;
    for (std::size_t card = 0; card < declared.size(); ++card) {
      const SourceRange& range = declared[card];
      if (diagnostic.range.valid() && diagnostic.range.file == range.file && diagnostic.range.begin >= range.begin &&
          diagnostic.range.begin < range.end) {
        owner = &gallery->cards[card];
      }
    }
    (owner ? owner->diagnostics : gallery->unitDiagnostics).push_back(describe(diagnostic, check.sources, folder.string()));
  }
  return gallery;
}

}  // namespace munchkinc::preview
