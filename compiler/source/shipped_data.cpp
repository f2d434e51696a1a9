#include "source/shipped_data.h"

#include <filesystem>

namespace munchkinc {
namespace {

namespace fs = std::filesystem;

// The folder of the running binary; /proc/self/exe has symlinks resolved, so
// a munchkinc linked into ~/bin still finds its own prefix.
fs::path binaryFolder() {
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  return ec ? fs::path() : exe.parent_path();
}

std::string findDataDirectory() {
  const fs::path start = binaryFolder();
  if (start.empty()) return {};
  for (fs::path dir = start;; dir = dir.parent_path()) {
    std::error_code ec;
    const fs::path candidate = dir / "share" / "munchkin";
    if (fs::is_directory(candidate, ec)) {
      const fs::path canonical = fs::canonical(candidate, ec);
      return ec ? candidate.string() : canonical.string();
    }
    if (dir == dir.root_path() || dir.parent_path() == dir) return {};
  }
}

}  // namespace

std::string shippedDataDirectory() {
  static const std::string directory = findDataDirectory();
  return directory;
}

std::string shippedDataFolder(const std::string& name) {
  const std::string data = shippedDataDirectory();
  if (data.empty()) return {};
  std::error_code ec;
  const fs::path folder = fs::canonical(fs::path(data) / name, ec);
  if (ec || !fs::is_directory(folder, ec)) return {};
  return folder.string();
}

std::string shippedDataSearchDescription(const std::string& name) {
  const fs::path start = binaryFolder();
  return "share/munchkin/" + name + " at or above " + (start.empty() ? std::string("munchkinc's folder") : start.string());
}

}  // namespace munchkinc
