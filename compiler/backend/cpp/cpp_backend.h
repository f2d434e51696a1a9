// `munchkinc build --cpp-out DIR`: lowers a checked model and writes its rule
// tables as C++ (see table_emitter.h), plus an optional Makefile-style
// depfile so build systems rerun munchkinc when any source of the set changes.
#pragma once

#include <string>
#include <vector>

#include "model/model.h"
#include "source/source_manager.h"

namespace munchkinc {

struct CppBackendOptions {
  std::string outputDirectory;
  std::string identifier;  // valid C++ identifier; names the files and the function
  std::string depfile;     // empty: none
};

struct CppBackendResult {
  std::string error;                  // empty on success
  std::vector<std::string> written;   // files whose content changed
  std::vector<std::string> unchanged; // files left alone: same content already there
};

// Writes `<identifier>_tables.{h,cpp}` into the output directory (created if
// missing). A file whose current content is already right is not touched,
// so its timestamp stays and nothing downstream rebuilds. The depfile lists
// every file in `sources` and the folder of every unit (a new .mkn in a set
// folder changes the folder). Throws LoweringError (lower/lower_model.h).
CppBackendResult writeCppBackend(const model::Model& model, const SourceManager& sources,
                                 const CppBackendOptions& options);

// The text of a Makefile-style depfile: `target: dep dep ...`, with spaces,
// '#' and '$' escaped the way Make and Ninja read them.
std::string makeDepfile(const std::string& target, const std::vector<std::string>& dependencies);

}  // namespace munchkinc
