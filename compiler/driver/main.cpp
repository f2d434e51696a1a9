// munchkinc: the command line. Parses arguments with CLI11 and hands each
// subcommand to its run function; exit 0 clean, 1 errors found, 2 usage or I/O.
#include <CLI/CLI.hpp>

#include "driver/commands.h"
#include "driver/usage_errors.h"
#include "munchkin/tables.h"

namespace {

void addCommonOptions(CLI::App& command, munchkinc::CommonOptions& common) {
  command.add_option("--diagnostics-format", common.diagnosticsFormat, "How diagnostics are printed")
      ->check(CLI::IsMember({"text", "json"}));
  command.add_option("--color", common.color, "Colour diagnostics: auto (on a terminal), always or never")
      ->check(CLI::IsMember({"auto", "always", "never"}));
  command.add_flag("-W,--Werror", common.warningsAsErrors, "Treat warnings as errors");
  // One folder per -I, so `-I sets office` leaves `office` to the positional.
  command.add_option("-I,--sets-path", common.searchPaths, "Folder to search for `uses ID` (repeatable: -I A -I B)")
      ->allow_extra_args(false);
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"munchkinc: checks, formats, compiles and prints Munchkin card sets"};
  app.set_version_flag("--version", std::string("munchkinc ") + MUNCHKIN_VERSION);
  app.require_subcommand(1);

  munchkinc::CommonOptions common;

  munchkinc::CheckOptions check;
  CLI::App* checkCommand = app.add_subcommand("check", "Check sets, modules or .mkn files for errors and rule conflicts");
  checkCommand->add_option("paths", check.paths, "Files or set folders")->required();
  checkCommand->add_flag("--stats", check.stats, "Report parser statistics (SLL to LL fallbacks)");
  checkCommand->add_flag("-q,--quiet", check.quiet, "Print diagnostics only, no summary lines");
  checkCommand->add_flag("--layout", check.layout, "Also report card text that overflows its box on the sheets");
  checkCommand->add_option("--template", check.templateDir,
                            "Check the layout with this folder of your own templates (implies --layout)");
  addCommonOptions(*checkCommand, common);

  munchkinc::FmtOptions fmt;
  CLI::App* fmtCommand = app.add_subcommand("fmt", "Rewrite .mkn files in canonical form");
  fmtCommand->add_option("paths", fmt.paths, "Files or set folders; - reads standard input, writes standard output")
      ->required();
  fmtCommand->add_flag("--check", fmt.check, "Change nothing; print the changes as a unified diff and exit 1 if any");
  addCommonOptions(*fmtCommand, common);

  munchkinc::BuildCommandOptions build;
  CLI::App* buildCommand = app.add_subcommand("build", "Compile a set's rule tables to C++");
  buildCommand->add_option("path", build.path, "Set or module folder, or a .mkn file")->required();
  buildCommand->add_option("--cpp-out", build.cppOut, "Folder for <name>_tables.h and <name>_tables.cpp")
      ->required();
  buildCommand->add_option("--name", build.name, "C++ name: <name>_tables() (default: from the set id)");
  buildCommand->add_option("--depfile", build.depfile, "Also write a Makefile-style depfile of the sources read");
  buildCommand->add_flag("-q,--quiet", build.quiet, "Print diagnostics only, not the files written");
  addCommonOptions(*buildCommand, common);

  std::string explainCode;
  CLI::App* explainCommand = app.add_subcommand("explain", "Explain a diagnostic code, with a bad and a fixed example");
  explainCommand->add_option("code", explainCode, "A code such as E1001, or its name")->required();

  munchkinc::SimulateCommandOptions simulate;
  CLI::App* simulateCommand = app.add_subcommand("simulate", "Play many games of a set with bots and report");
  simulateCommand->add_option("set", simulate.path, "Set folder or file")->required();
  simulateCommand->add_option("--games", simulate.games, "Games to play at each player count (default 1000)")
      ->check(CLI::Range(1, 2000000000));  // the shards of a cluster run share up to 2*10^9
  simulateCommand->add_option("--players", simulate.players,
                              "Players per game (" + std::to_string(munchkin::kMinPlayers) + " to " +
                                  std::to_string(munchkin::kMaxPlayers) +
                                  "; default 4), or a range such as 3..6 for a report per count, side by side");
  simulateCommand->add_option("--seed", simulate.seed, "Seed (0 or more); the same seed gives the same report")
      ->check(CLI::Validator(
          // An unsigned option takes "-1" as 2^64 - 1; a seed written negative is a mistake.
          [](std::string& text) { return text.find('-') == std::string::npos ? "" : "must be 0 or more, not " + text; },
          "SEED"));
  simulateCommand->add_option("--jobs", simulate.jobs, "Threads; the report does not depend on it")
      ->check(CLI::Range(1, 256));
  simulateCommand->add_option("--turn-cap", simulate.turnCap, "Turns before a game counts as unfinished")
      ->check(CLI::Range(1, 100000));
  simulateCommand->add_option("--policy", simulate.policy, "Bots: greedy, random, or mixed (even seats greedy)")
      ->check(CLI::IsMember({"greedy", "random", "mixed"}));
  simulateCommand->add_option("--sexes", simulate.sexes,
                              "Each seat's sex, a letter a seat (m or f, e.g. mfmf; with a range, for the largest "
                              "count); default: each bot chooses, the greedy one as its opening hand favours, else the "
                              "sex drawn from the game's seed")
      ->check(CLI::Validator(
          [](std::string& text) {
            return text.find_first_not_of("mf") == std::string::npos ? "" : "takes m and f only, not " + text;
          },
          "mf..."));
  simulateCommand->add_flag("--json", simulate.json, "Print the report as JSON (a list of reports for a range)");
  simulateCommand->add_flag("--coverage", simulate.coverage,
                            "Also count how often each block of each card acted, and list those that never did");
  auto* checking = simulateCommand->add_flag(
      "--check-invariants", simulate.checkInvariants,
      "Check the engine's own bookkeeping every turn (the default in every build but Release)");
  simulateCommand->add_flag("--no-check-invariants", simulate.noCheckInvariants,
                            "Do not check it (the default in a Release build: the games run about 9% faster)")
      ->excludes(checking);
  simulateCommand->add_option("--log-game", simulate.logGame, "Also write the readable log of game K (at each count)")
      ->check(CLI::Validator(
          // An unsigned option takes "-1" as 2^64 - 1; a seed written negative is a mistake.
          [](std::string& text) { return text.find('-') == std::string::npos ? "" : "must be 0 or more, not " + text; },
          "SEED"));
  simulateCommand->add_option("--log-file", simulate.logFile,
                              "Where --log-game writes (default SET-game-K-pP.log; a range adds -pP to the name)");
  simulateCommand->add_option("--html", simulate.htmlFile,
                              "Also write the report as one self-contained HTML page, with charts, to FILE");
  simulateCommand->add_option("--shard", simulate.shard,
                              "Play shard K of N (K from 0) of the games and write a partial result for `merge`");
  simulateCommand->add_option("-o,--output", simulate.output, "With --shard: the partial result's file");
  addCommonOptions(*simulateCommand, common);

  munchkinc::MergeCommandOptions merge;
  CLI::App* mergeCommand =
      app.add_subcommand("merge", "Combine the partial results of `simulate --shard` into the run's report");
  mergeCommand->add_option("parts", merge.parts, "The partial results, one per shard, in any order")->required();
  mergeCommand->add_flag("--json", merge.json, "Print the report as JSON (a list of reports for a range)");
  mergeCommand->add_option("-o,--output", merge.output, "Write the report to this file instead of standard output");
  mergeCommand->add_option("--html", merge.htmlFile,
                           "Also write the report as one self-contained HTML page, with charts, to FILE");

  munchkinc::BalanceCommandOptions balance;
  CLI::App* balanceCommand =
      app.add_subcommand("balance", "Measure each card's impact on its player's win rate by restricted play");
  balanceCommand->add_option("set", balance.path, "Set folder or file")->required();
  balanceCommand->add_option("--games", balance.games,
                             "Games to play (default 1000); with --until-halfwidth the most to play (default " +
                                 std::to_string(munchkinc::kBalanceMostGames) + ")")
      ->check(CLI::Range(1, 100000000));
  balanceCommand->add_option("--players", balance.players,
                             "Players per game (" + std::to_string(munchkin::kMinPlayers) + " to " +
                                 std::to_string(munchkin::kMaxPlayers) + "; default 4)");
  balanceCommand->add_option("--seed", balance.seed, "Seed (0 or more); the same seed gives the same report")
      ->check(CLI::Validator(
          [](std::string& text) { return text.find('-') == std::string::npos ? "" : "must be 0 or more, not " + text; },
          "SEED"));
  balanceCommand->add_option("--jobs", balance.jobs, "Threads; the report does not depend on it")
      ->check(CLI::Range(1, 256));
  balanceCommand->add_option("--turn-cap", balance.turnCap, "Turns before a game counts as unfinished")
      ->check(CLI::Range(1, 100000));
  balanceCommand->add_option("--policy", balance.policy, "Bots: greedy, random, or mixed (even seats greedy)")
      ->check(CLI::IsMember({"greedy", "random", "mixed"}));
  balanceCommand->add_option("--cards", balance.cards, "Measure only these cards (names or ids; default: every card)");
  balanceCommand->add_option("--until-halfwidth", balance.untilHalfwidth,
                             "Play batches of games until every card's 95% interval is at most this many "
                             "percentage points on each side")
      ->check(CLI::Range(0.01, 50.0));
  balanceCommand->add_flag("--json", balance.json, "Print the report as JSON (docs/balance.md)");
  balanceCommand->add_option("-o,--output", balance.output, "Write the report to this file instead of standard output");
  balanceCommand->add_option("--html", balance.htmlFile,
                             "Also write the report as one self-contained HTML page, with charts, to FILE");
  addCommonOptions(*balanceCommand, common);

  munchkinc::SheetsCommandOptions sheets;
  CLI::App* sheetsCommand = app.add_subcommand("sheets", "Print-and-play sheets of a set (PDF, SVG or PNG), or Tabletop Simulator decks");
  sheetsCommand->add_option("set", sheets.path, "Set folder or file")->required();
  sheetsCommand->add_option("-o,--output", sheets.output, "Output: a .pdf file, or a folder (PNG per card; SVG per page or TTS decks with --format)")->required();
  sheetsCommand->add_option("--format", sheets.format, "pdf, svg, png or tts (default: from the output)")
      ->check(CLI::IsMember({"pdf", "svg", "png", "tts"}));
  sheetsCommand->add_option("--dpi", sheets.dpi, "Resolution of a PNG per card (default 300) or a TTS face (default 200)")->check(CLI::Range(36.0, 1200.0));
  sheetsCommand->add_option("--duplex", sheets.duplex, "Mirror backs for long- or short-edge duplex, or none")
      ->check(CLI::IsMember({"long", "short", "none"}));
  sheetsCommand->add_option("--offset", sheets.offset, "Shift back pages by X,Y mm for printers that drift")
      ->delimiter(',')
      ->expected(2);
  sheetsCommand->add_option("--template", sheets.templateDir, "Folder of your own templates");
  addCommonOptions(*sheetsCommand, common);

  CLI::App* lspCommand =
      app.add_subcommand("lsp", "Serve editors: a Language Server Protocol server on standard input and output");
  lspCommand->add_option("-I,--sets-path", common.searchPaths, "Folder to search for `uses ID` (repeatable: -I A -I B)")
      ->allow_extra_args(false);
  // Standard input and output is the only transport; clients that name it pass this flag.
  lspCommand->add_flag("--stdio")->description("Accepted for clients that name the transport (the only one served)");

  munchkinc::PreviewCommandOptions preview;
  CLI::App* previewCommand =
      app.add_subcommand("preview", "Show a set's cards and diagnostics on a local web page that follows your edits");
  previewCommand->add_option("set", preview.path, "Set folder or file")->required();
  previewCommand->add_option("--port", preview.port, "Port on 127.0.0.1 (default: a free one, printed)")
      ->check(CLI::Range(0, 65535));
  previewCommand->add_option("-I,--sets-path", common.searchPaths, "Folder to search for `uses ID` (repeatable: -I A -I B)")
      ->allow_extra_args(false);

  if (munchkinc::rejectUnknownCommand(app, argc, argv)) return munchkinc::kExitUsage;
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == static_cast<int>(CLI::ExitCodes::Success)) return app.exit(e);  // --help, --version
    return munchkinc::reportUsageError(app, e, argc, argv);
  }

  if (*checkCommand) return munchkinc::runCheck(common, check);
  if (*fmtCommand) return munchkinc::runFmt(common, fmt);
  if (*buildCommand) return munchkinc::runBuild(common, build);
  if (*explainCommand) return munchkinc::runExplain(explainCode);
  if (*simulateCommand) return munchkinc::runSimulate(common, simulate);
  if (*mergeCommand) return munchkinc::runMerge(merge);
  if (*balanceCommand) return munchkinc::runBalance(common, balance);
  if (*sheetsCommand) return munchkinc::runSheets(common, sheets);
  if (*lspCommand) return munchkinc::runLsp(common);
  if (*previewCommand) return munchkinc::runPreview(common, preview);
  return munchkinc::kExitUsage;
}
