#include "backend/sheets/image_check.h"

#include <set>
#include <utility>

namespace munchkinc::sheets {
namespace {

class ImageLoader {
 public:
  ImageLoader(ImageLibrary& images, DiagnosticEngine& diagnostics) : images_(images), diagnostics_(diagnostics) {}

  // Each place is reported once: a set's default art serves many cards.
  void load(const std::string& path, SourceRange at) {
    const LoadedImage& image = images_.load(path);
    if (image.surface || image.fileProblem || !reported_.emplace(at.file, at.begin).second) return;
    diagnostics_.report(DiagCode::W3013, at, "cannot decode image '" + path + "': " + image.problem);
  }

  void layouts(const std::map<std::string, FaceLayout>& layouts) {
    for (const auto& [name, layout] : layouts) {
      for (const Box& box : layout.boxes) {
        if (box.image && !box.image->fromArt) load(box.image->file, box.image->range);
      }
    }
  }

 private:
  ImageLibrary& images_;
  DiagnosticEngine& diagnostics_;
  std::set<std::pair<FileId, std::uint32_t>> reported_;
};

}  // namespace

void loadImages(const model::Model& model, const TemplateSet& templates, ImageLibrary& images,
                DiagnosticEngine& diagnostics) {
  ImageLoader loader(images, diagnostics);
  for (const model::Card& card : model.cards) {
    if (!card.artFile.empty()) loader.load(card.artFile, card.artRange);
  }
  for (const auto& [name, icon] : templates.icons) loader.load(icon.file, icon.range);
  loader.layouts(templates.faces);
  loader.layouts(templates.backs);
}

}  // namespace munchkinc::sheets
