// The temporaries of outputs being written, removed when munchkinc is
// stopped by SIGTERM, SIGINT or SIGHUP, so that an interrupted run leaves no
// debris. (A run killed outright leaves its temporary; the next AtomicFile
// for the same target removes it.)
#pragma once

#include <string>

namespace munchkinc {

// Lists `path` for removal on a stopping signal; the first call installs the
// handlers. Thread-safe; at most a few dozen temporaries at once are tracked.
void registerTemporary(const std::string& path);
// Lists a temporary folder (the hidden folder PNGs are drawn into): on a
// stopping signal it is removed with everything in it.
void registerTemporaryFolder(const std::string& path);
// Stops tracking `path`, a file's or a folder's.
void unregisterTemporary(const std::string& path);

}  // namespace munchkinc
