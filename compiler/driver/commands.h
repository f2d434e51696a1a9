// One function per subcommand; main.cpp parses the command line and calls them.
#pragma once

#include <string>
#include <vector>

#include "driver/session.h"

namespace munchkinc {

struct CheckOptions {
  std::vector<std::string> paths;
  bool stats = false;
  bool quiet = false;
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

// `munchkinc explain CODE`: a diagnostic's long explanation; exit 2 if unknown.
int runExplain(const std::string& code);

}  // namespace munchkinc
