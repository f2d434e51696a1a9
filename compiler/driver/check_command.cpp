#include <iostream>

#include "driver/commands.h"
#include "backend/sheets/sheets.h"
#include "munchkin/plural.h"

namespace munchkinc {

namespace {

// `check --layout`: the text-fitting warnings `sheets` would give.
void checkSheetLayout(const model::Model& model, Session& session) {
  const sheets::SheetOptions options;
  const auto templates = sheets::loadTemplatesFor(model, options, session.sources(), session.diagnostics());
  if (templates) sheets::checkLayout(model, session.sources(), *templates, session.diagnostics());
}

}  // namespace

int runCheck(const CommonOptions& common, const CheckOptions& options) {
  Session session(common);
  DiagnosticEngine& diagnostics = session.diagnostics();
  for (const std::string& path : expandBuildPaths(options.paths)) {
    const std::size_t errorsBefore = diagnostics.errorCount();
    const std::size_t warningsBefore = diagnostics.warningCount();
    const auto model = session.analyse(path);
    if (model && options.layout) checkSheetLayout(*model, session);
    if (options.quiet) continue;
    const std::size_t errors = diagnostics.errorCount() - errorsBefore;
    const std::size_t warnings = diagnostics.warningCount() - warningsBefore;
    std::size_t cards = 0;
    std::size_t copies = 0;
    std::string id = path;
    if (model) {
      id = model->root.id;
      for (const model::Card& card : model->cards) {
        if (card.unit != model->root.id) continue;
        ++cards;
        copies += static_cast<std::size_t>(card.copies);
      }
    }
    std::cout << id << ": " << (model && errors == 0 ? "ok" : "failed") << ", " << munchkin::counted(cards, "card")
              << " (" << copies << " with copies), " << munchkin::counted(errors, "error") << ", "
              << munchkin::counted(warnings, "warning") << '\n';
  }
  if (options.stats) {
    std::cout << "parsed " << munchkin::counted(session.stats().files, "file") << "; SLL fell back to LL on "
              << session.stats().sllFallbacks << '\n';
  }
  return session.finish();
}

}  // namespace munchkinc
