// munchkinc: the command line. Parses arguments with CLI11 and hands each
// subcommand to its run function; exit 0 clean, 1 errors found, 2 usage or I/O.
#include <CLI/CLI.hpp>

#include "driver/commands.h"

namespace {

void addCommonOptions(CLI::App& command, munchkinc::CommonOptions& common) {
  command.add_option("--diagnostics-format", common.diagnosticsFormat, "How diagnostics are printed")
      ->check(CLI::IsMember({"text", "json"}));
  command.add_option("--color", common.color, "Colour diagnostics: auto (on a terminal), always or never")
      ->check(CLI::IsMember({"auto", "always", "never"}));
  command.add_flag("-W,--Werror", common.warningsAsErrors, "Treat warnings as errors");
  command.add_option("-I,--sets-path", common.searchPaths, "Folder to search for `uses ID` (repeatable)");
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
  addCommonOptions(*checkCommand, common);

  munchkinc::FmtOptions fmt;
  CLI::App* fmtCommand = app.add_subcommand("fmt", "Rewrite .mkn files in canonical form");
  fmtCommand->add_option("paths", fmt.paths, "Files or set folders")->required();
  fmtCommand->add_flag("--check", fmt.check, "Change nothing; exit 1 if any file is not in canonical form");
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

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int status = app.exit(e);
    return status == 0 ? munchkinc::kExitClean : munchkinc::kExitUsage;
  }

  if (*checkCommand) return munchkinc::runCheck(common, check);
  if (*fmtCommand) return munchkinc::runFmt(common, fmt);
  if (*buildCommand) return munchkinc::runBuild(common, build);
  if (*explainCommand) return munchkinc::runExplain(explainCode);
  return munchkinc::kExitUsage;
}
