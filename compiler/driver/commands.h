// One function per subcommand; main.cpp parses the command line and calls them.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "driver/session.h"

namespace munchkinc {

struct CheckOptions {
  std::vector<std::string> paths;
  bool stats = false;
  bool quiet = false;
  bool layout = false;
  std::string templateDir;  // --template: the templates --layout checks, over the shipped ones; implies --layout
};
int runCheck(const CommonOptions& common, const CheckOptions& options);

struct FmtOptions {
  std::vector<std::string> paths;
  bool check = false;
};
int runFmt(const CommonOptions& common, const FmtOptions& options);

// `munchkinc build SET --cpp-out DIR`: the set's rule tables as C++.
struct BuildCommandOptions {
  std::string path;
  std::string cppOut;
  std::string name;     // C++ identifier; default: from the set id
  std::string depfile;  // Makefile-style dependencies of the output, for CMake
  bool quiet = false;
};
int runBuild(const CommonOptions& common, const BuildCommandOptions& options);

// `munchkinc lsp`: a language server on standard input and output; exit 0
// after the client's shutdown, else 1.
int runLsp(const CommonOptions& common);

// `munchkinc preview SET`: a local web page of the set's cards and
// diagnostics that follows its files; exit 0 after Ctrl-C.
struct PreviewCommandOptions {
  std::string path;
  int port = 0;  // 0: a free one
};
int runPreview(const CommonOptions& common, const PreviewCommandOptions& options);

// `munchkinc explain CODE`: a diagnostic's long explanation; exit 2 if unknown.
int runExplain(const std::string& code);

struct SimulateCommandOptions {
  std::string path;
  int games = 1000;
  std::string players = "4";  // a count, or a range such as 3..6 (one report per count)
  std::uint64_t seed = 1;
  int jobs = 1;
  int turnCap = 400;
  std::string policy = "greedy";
  std::string sexes;  // one letter a seat, m or f; empty: drawn from each game's seed
  bool json = false;
  bool coverage = false;  // count how often each block of each card acts
  // Check the engine's bookkeeping every turn: --check-invariants (also in a
  // Release build), --no-check-invariants (not even in the others).
  bool checkInvariants = false, noCheckInvariants = false;
  int logGame = -1;
  std::string logFile;
  std::string htmlFile;  // also write the report page (compiler/report) there
  std::string shard;   // "K/N": play shard K of N and write a partial result to `output`
  std::string output;
};
int runSimulate(const CommonOptions& common, const SimulateCommandOptions& options);

// `munchkinc merge PARTS...`: the report of the run the parts are shards of.
struct MergeCommandOptions {
  std::vector<std::string> parts;
  bool json = false;
  std::string htmlFile;  // also write the report page there
  std::string output;  // empty: standard output
};
int runMerge(const MergeCommandOptions& options);

// `munchkinc balance SET`: each card's impact by restricted play (docs/balance.md).
inline constexpr int kBalanceMostGames = 200000;  // with --until-halfwidth and no --games
struct BalanceCommandOptions {
  std::string path;
  int games = 0;  // 0: 1000, or with untilHalfwidth at most kBalanceMostGames
  int players = 4;
  std::uint64_t seed = 1;
  int jobs = 1;
  int turnCap = 400;
  std::string policy = "greedy";
  std::vector<std::string> cards;  // names or ids; empty: every card
  double untilHalfwidth = 0;       // percentage points; 0: play `games`
  bool json = false;
  std::string output;    // empty: standard output
  std::string htmlFile;  // also write the balance page (compiler/report/balance_html.h) there
};
int runBalance(const CommonOptions& common, const BalanceCommandOptions& options);

struct SheetsCommandOptions {
  std::string path;
  std::string output;
  std::string format;  // empty: from the output's extension, else pdf
  double dpi = 0;  // 0: the format's own (300 for PNGs, 200 for TTS decks)
  std::string duplex = "long";
  std::vector<double> offset;  // x,y in mm for back pages
  std::string templateDir;
  bool rulesSheet = true;
};
int runSheets(const CommonOptions& common, const SheetsCommandOptions& options);

}  // namespace munchkinc
