// `munchkinc balance SET`: each card's causal impact by restricted play
// (munchkin/balance.h, docs/balance.md).
#include <algorithm>
#include <cctype>
#include <iostream>
#include <memory>
#include <mutex>
#include <optional>
#include <sstream>

#include "driver/commands.h"
#include "driver/playable_set.h"
#include "driver/report_output.h"
#include "munchkin/balance.h"
#include "report/balance_html.h"
#include "source/atomic_file.h"
#include "source/progress_bar.h"

namespace munchkinc {

namespace {

std::string lowered(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::tolower(c); });
  return text;
}

// The designs --cards names, by name (any case) or id; false after
// reporting a name that is no card of the set.
bool findCards(const munchkin::SetTables& tables, const std::vector<std::string>& names,
               std::vector<std::uint16_t>& designs) {
  for (const std::string& name : names) {
    const auto found = std::find_if(tables.cards.begin(), tables.cards.end(), [&](const munchkin::CardDef& card) {
      return card.id == name || lowered(std::string(card.name)) == lowered(name);
    });
    if (found == tables.cards.end()) {
      std::cerr << "munchkinc: error: --cards: no card named '" << name << "' in '" << tables.id << "'\n";
      return false;
    }
    const auto design = static_cast<std::uint16_t>(found - tables.cards.begin());
    if (std::find(designs.begin(), designs.end(), design) == designs.end()) designs.push_back(design);
  }
  return true;
}

munchkin::BotPolicy policyFrom(const std::string& name) {
  return name == "random" ? munchkin::BotPolicy::Random
         : name == "mixed" ? munchkin::BotPolicy::Mixed
                           : munchkin::BotPolicy::Greedy;
}

// Each batch gets a bar of its own, which names the games the run will have
// played once a batch follows the first.
class BatchProgress {
 public:
  void start(int before, int target) {
    std::lock_guard lock(mutex_);
    if (bar_) bar_->finish();
    const std::string label = before == 0 ? "balance" : "balance, to " + std::to_string(target) + " games";
    bar_ = std::make_unique<ProgressBar>(true, target - before, label, "games");
  }
  void set(int done) {
    std::lock_guard lock(mutex_);
    if (bar_) bar_->set(done);
  }
  void finish() {
    std::lock_guard lock(mutex_);
    if (bar_) bar_->finish();
    bar_.reset();
  }

 private:
  std::mutex mutex_;
  std::unique_ptr<ProgressBar> bar_;
};

// With --diagnostics-format=json stdout holds one JSON document, so the
// diagnostics and the report (as JSON, null when there is none) share it.
void printJsonDocument(const Session& session, const munchkin::BalanceReport* report) {
  std::cout << "{\"diagnostics\": ";
  session.printTo(std::cout);
  std::cout << ", \"report\": ";
  if (report == nullptr) {
    std::cout << "null\n";
  } else {
    munchkin::writeBalanceJson(*report, std::cout);
  }
  std::cout << "}\n";
}

}  // namespace

int runBalance(const CommonOptions& common, const BalanceCommandOptions& options) {
  Session session(common);
  const auto model = session.checkedModel(options.path);
  if (!model) {
    if (!session.jsonDiagnostics()) return session.finish();
    printJsonDocument(session, nullptr);
    return session.status();
  }
  // Warnings come before the report; with JSON they go into its document.
  if (!session.jsonDiagnostics()) session.finish();
  int status = kExitClean;
  const auto playable = playableSet(*model, session.sources(), "balance", status);
  if (!playable) return status;
  const munchkin::PreparedSet& prepared = *playable->prepared;

  munchkin::BalanceOptions balance;
  munchkin::SimulationOptions& sim = balance.simulation;
  const bool until = options.untilHalfwidth > 0;
  sim.games = options.games > 0 ? options.games : until ? kBalanceMostGames : 1000;
  sim.players = options.players;
  sim.seed = options.seed;
  sim.jobs = options.jobs;
  sim.turnCap = options.turnCap;
  sim.policy = policyFrom(options.policy);
  balance.untilHalfwidth = options.untilHalfwidth / 100;
  if (!findCards(prepared.tables(), options.cards, balance.designs)) return kExitUsage;
  // Opened before the games, so that a page that cannot be written fails at once.
  std::optional<AtomicFile> page;
  if (!openHtmlPage(options.htmlFile, page)) return kExitUsage;
  BatchProgress progress;
  balance.batchStarted = [&progress](int before, int target) { progress.start(before, target); };
  sim.progress = [&progress](int done) { progress.set(done); };
  munchkin::BalanceReport report;
  try {
    munchkin::checkBalanceOptions(prepared, balance);
    report = munchkin::balance(prepared, balance);
  } catch (const std::invalid_argument& e) {
    std::cerr << "munchkinc: error: " << e.what() << '\n';
    return kExitUsage;
  }
  progress.finish();
  if (page) {
    const std::string html = report::balanceHtml(report);
    if (!page->write(html.data(), html.size()) || !page->commit()) {
      std::cerr << "munchkinc: error: " << page->error() << '\n';
      return kExitUsage;
    }
    std::cerr << "wrote the balance page to " << options.htmlFile << '\n';
  }

  if (session.jsonDiagnostics() && options.output.empty()) {
    printJsonDocument(session, &report);
    return report.errorCount > 0 ? kExitErrors : session.status();
  }
  std::ostringstream text;
  if (options.json) {
    munchkin::writeBalanceJson(report, text);
  } else {
    munchkin::writeBalanceText(report, text);
  }
  if (options.output.empty()) {
    std::cout << text.str();
  } else if (const std::string failure = writeFileAtomically(options.output, text.str()); !failure.empty()) {
    std::cerr << "munchkinc: error: " << failure << '\n';
    return kExitUsage;
  } else {
    std::cerr << "wrote the balance report to " << options.output << '\n';
  }
  // The report went to its file: the diagnostics' document has stdout alone.
  if (session.jsonDiagnostics()) session.finish();
  return report.errorCount > 0 ? kExitErrors : session.status();
}

}  // namespace munchkinc
