#include <iostream>
#include <optional>
#include <sstream>

#include "driver/commands.h"
#include "backend/sheets/sheets.h"
#include "munchkin/plural.h"

namespace munchkinc {

namespace {

// `check --layout`: the text-fitting warnings `sheets` would give.
void checkSheetLayout(const model::Model& model, const std::string& templateDir, Session& session) {
  sheets::SheetOptions options;
  options.templateDir = templateDir;
  const auto templates = sheets::loadTemplatesFor(model, options, session.sources(), session.diagnostics());
  if (templates) sheets::checkLayout(model, session.sources(), *templates, session.diagnostics());
}

// "star: ok, 84 cards (98 with copies), 0 errors, 0 warnings". The cards are
// all those a game of the unit plays with: a crossover's come from its sets.
std::string summaryLine(const std::string& path, const std::optional<model::Model>& model, std::size_t errors,
                        std::size_t warnings) {
  std::size_t copies = 0;
  if (model) {
    for (const model::Card& card : model->cards) copies += static_cast<std::size_t>(card.copies);
  }
  const std::size_t cards = model ? model->cards.size() : 0;
  std::ostringstream line;
  line << (model ? model->root.id : path) << ": " << (model && errors == 0 ? "ok" : "failed") << ", "
       << munchkin::counted(cards, "card") << " (" << copies << " with copies), " << munchkin::counted(errors, "error")
       << ", " << munchkin::counted(warnings, "warning") << '\n';
  return line.str();
}

}  // namespace

int runCheck(const CommonOptions& common, const CheckOptions& options) {
  Session session(common);
  DiagnosticEngine& diagnostics = session.diagnostics();
  std::string summary;  // printed after the diagnostics, so it is the last thing on the screen
  for (const std::string& path : expandBuildPaths(options.paths)) {
    const std::size_t errorsBefore = diagnostics.errorCount();
    const std::size_t warningsBefore = diagnostics.warningCount();
    const auto model = session.analyse(path);
    if (model && (options.layout || !options.templateDir.empty())) {
      checkSheetLayout(*model, options.templateDir, session);
    }
    if (options.quiet) continue;
    summary += summaryLine(path, model, diagnostics.errorCount() - errorsBefore,
                           diagnostics.warningCount() - warningsBefore);
  }
  if (options.stats) {
    summary += "parsed " + munchkin::counted(session.stats().files, "file") + "; SLL fell back to LL on " +
               std::to_string(session.stats().sllFallbacks) + '\n';
  }
  const int status = session.finish();
  session.out() << summary;
  return status;
}

}  // namespace munchkinc
