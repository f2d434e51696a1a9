#include "preview/file_watcher.h"

namespace munchkinc::preview {

namespace fs = std::filesystem;

FileWatcher::Stamp FileWatcher::stampOf(const std::string& path) {
  std::error_code error;
  Stamp stamp;
  stamp.modified = fs::last_write_time(path, error);
  if (error) return {};
  stamp.size = fs::file_size(path, error);
  stamp.exists = !error;
  return stamp;
}

std::set<std::string> FileWatcher::sourcesIn(const std::string& folder) {
  std::set<std::string> names;
  std::error_code error;
  for (fs::directory_iterator it(folder, error), end; !error && it != end; it.increment(error)) {
    if (it->path().extension() == ".mkn") names.insert(it->path().filename().string());
  }
  return names;
}

void FileWatcher::watch(const std::vector<std::string>& files, const std::vector<std::string>& folders) {
  files_.clear();
  folders_.clear();
  for (const std::string& file : files) files_[file] = stampOf(file);
  for (const std::string& folder : folders) folders_[folder] = sourcesIn(folder);
}

bool FileWatcher::changed() const {
  for (const auto& [file, stamp] : files_) {
    if (!(stampOf(file) == stamp)) return true;
  }
  for (const auto& [folder, names] : folders_) {
    if (sourcesIn(folder) != names) return true;
  }
  return false;
}

}  // namespace munchkinc::preview
