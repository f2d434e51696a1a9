// Reads templates/ (YAML) into a TemplateSet. Layers stack from the shipped
// defaults up: <dir>/default, then <dir>/<set-id>, then a user's --template
// directory; a higher layer replaces a layout by name, and `extends` builds
// one layout on another (a layout extending its own name reaches the layer
// below). Every mistake is a diagnostic at the YAML file's line and column.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "backend/sheets/font_context.h"
#include "backend/sheets/template_set.h"
#include "source/diagnostics.h"
#include "source/source_manager.h"

namespace munchkinc::sheets {

// The names a set's templates may use for layouts and in `when:`. The shipped
// defaults serve every set and are not held to one set's names.
struct TemplateNames {
  std::vector<std::string> kinds;  // declared and canonical kinds, and every shape
  std::vector<std::string> tags;
  std::vector<std::string> decks;
  bool checked = false;  // false: any name goes (no model to ask)
};

struct TemplateSources {
  std::string builtinDir;  // holds default/ and per-set folders; see defaultTemplateDir()
  std::string userDir;     // --template; empty for none
  std::string setId;       // the root unit's id, for templates/<set-id>/
  TemplateNames names;
};

// The kinds, shapes, tags and decks of `model`, for TemplateSources::names.
TemplateNames templateNamesOf(const model::Model& model);

// The templates/ folder shipped with munchkinc: share/munchkin/templates
// beside the binary (source/shipped_data.h); empty when it cannot be found.
std::string defaultTemplateDir();

// nullopt when any error was reported. The YAML files are added to `sources`
// so diagnostics can show their lines.
std::optional<TemplateSet> loadTemplates(const TemplateSources& where, FontContext& fonts,
                                         SourceManager& sources, DiagnosticEngine& diagnostics);

}  // namespace munchkinc::sheets
