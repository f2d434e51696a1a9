// What `munchkinc fmt` would make of one file, checked: shared by the fmt
// command and the language server's formatting.
#pragma once

#include <optional>
#include <string>

#include "parse/parser.h"
#include "source/diagnostics.h"
#include "source/source_manager.h"

namespace munchkinc {

// The canonical form of file `id`, or nothing when it must be left as it is:
// it does not parse, or formatting would change its meaning or lose one of
// its comments (each reported). `path` names the file in diagnostics.
std::optional<std::string> canonicalText(FileId id, const std::string& path, const SourceManager& sources,
                                         DiagnosticEngine& diagnostics, ParseStats* stats = nullptr);

}  // namespace munchkinc
