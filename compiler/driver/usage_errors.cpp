#include "driver/usage_errors.h"

#include <algorithm>
#include <cctype>
#include <iostream>
#include <string_view>

#include "driver/session.h"
#include "source/spelling.h"

namespace munchkinc {

// CLI11 takes a misspelt command for a stray argument and says "A subcommand
// is required"; name the word, or the commands when none is given. The top
// level has only flags, so its first argument that is not an option is the
// command.
bool rejectUnknownCommand(const CLI::App& app, int argc, char** argv) {
  std::vector<std::string_view> names;
  std::string list;
  for (const CLI::App* command : app.get_subcommands({})) {
    names.push_back(command->get_name());
    list += (list.empty() ? "" : ", ") + command->get_name();
  }
  std::string_view word;
  for (int i = 1; i < argc && word.empty(); ++i) {
    const std::string_view argument = argv[i];
    if (argument == "-h" || argument == "--help" || argument == "--version") return false;
    if (!argument.starts_with('-')) word = argument;
  }
  if (std::find(names.begin(), names.end(), word) != names.end()) return false;
  if (word.empty()) {
    std::cerr << "munchkinc: error: no command given";
  } else {
    std::cerr << "munchkinc: error: unknown command '" << word << "'" << didYouMean(word, names);
  }
  std::cerr << "\nThe commands are " << list << "; run with --help for more information.\n";
  return true;
}

// CLI11's message for a usage error, in munchkinc's own form, naming the
// command whose --help lists the options and, for a misspelt option, the
// closest real one (--colour: --color).
int reportUsageError(const CLI::App& app, const CLI::ParseError& error, int argc, char** argv) {
  const std::vector<CLI::App*> parsed = app.get_subcommands();
  const CLI::App& command = parsed.empty() ? app : *parsed.front();
  std::string message = error.what();
  if (!message.empty()) message[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(message[0])));
  std::cerr << "munchkinc: error: " << message;
  if (dynamic_cast<const CLI::ExtrasError*>(&error) != nullptr) {
    std::vector<std::string> names;
    for (const CLI::Option* option : command.get_options()) {
      for (const std::string& name : option->get_lnames()) names.push_back("--" + name);
      for (const std::string& name : option->get_snames()) names.push_back("-" + name);
    }
    const std::vector<std::string_view> candidates(names.begin(), names.end());
    for (int i = 1; i < argc; ++i) {
      const std::string_view argument(argv[i]);
      const std::string_view name = argument.substr(0, argument.find('='));
      if (!name.starts_with("--") || std::find(names.begin(), names.end(), name) != names.end()) continue;
      std::cerr << didYouMean(name, candidates);
      break;
    }
  }
  std::cerr << "\nRun 'munchkinc" << (parsed.empty() ? "" : " " + command.get_name()) << " --help' for the options.\n";
  return kExitUsage;
}

}  // namespace munchkinc
