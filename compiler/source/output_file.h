// Every file munchkinc writes goes through here: written to a temporary file
// in the same folder, flushed, then renamed over the target, so a failed or
// interrupted run never leaves a half-written file behind.
#pragma once

#include <string>
#include <string_view>

namespace munchkinc {

// Returns an empty string on success, else a description of what failed.
std::string writeFileAtomically(const std::string& path, std::string_view content);

// For writers that must produce the file themselves (cairo, say): a temporary
// path beside `path`, and the rename that publishes it.
std::string temporaryPathFor(const std::string& path);
std::string publishTemporary(const std::string& temporary, const std::string& path);

}  // namespace munchkinc
