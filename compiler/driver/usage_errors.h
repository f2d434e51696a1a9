// What munchkinc says when its command line is wrong, in place of CLI11's
// terser messages: the command or option meant, and where to read more.
#pragma once

#include <CLI/CLI.hpp>

namespace munchkinc {

// Prints an error and returns true when the command is missing or unknown
// (with the closest command name); false when CLI11 should parse.
bool rejectUnknownCommand(const CLI::App& app, int argc, char** argv);

// Prints a usage error CLI11 raised and returns the usage exit status.
int reportUsageError(const CLI::App& app, const CLI::ParseError& error, int argc, char** argv);

}  // namespace munchkinc
