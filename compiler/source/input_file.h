// Reading source files: every way a file can be unusable (missing, a folder,
// unreadable, binary, not UTF-8) becomes a diagnostic, never an exception.
#pragma once

#include <optional>
#include <string>

#include "source/diagnostics.h"
#include "source/source_manager.h"

namespace munchkinc {

// Reads `path`, checks it is text in UTF-8, and adds it to `sources`.
// Returns nullopt (after reporting why) when the file cannot be used.
std::optional<FileId> loadSourceFile(const std::string& path, SourceManager& sources,
                                     DiagnosticEngine& diagnostics);

// The most bytes an input file may have: 64 MB, or MUNCHKIN_MAX_INPUT_MB.
std::size_t maxInputBytes();
// Reads all of `fd` (standard input, say), refusing more than maxInputBytes()
// with E0017 naming `path`.
std::optional<std::string> readBounded(int fd, const std::string& path, DiagnosticEngine& diagnostics);

// The checks of loadSourceFile for text already in memory (`path` only
// names it in diagnostics): rejects binary and non-UTF-8 text.
std::optional<FileId> addSourceText(const std::string& path, std::string text, SourceManager& sources,
                                    DiagnosticEngine& diagnostics);

// Byte offset of the first invalid UTF-8 sequence, or nullopt if valid.
std::optional<std::size_t> findInvalidUtf8(std::string_view text);

}  // namespace munchkinc
