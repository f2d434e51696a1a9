// Notices that a set changed on disk by polling: the modification time and
// size of every file the last check read, and the .mkn files of the folders
// it read them from (a file added or removed changes the unit).
//
// Polling rather than inotify: editors save by writing a new file and
// renaming it over the old one (vim, VS Code, JetBrains), which silently ends
// an inotify watch on the file, and a set's files may come from several
// folders (its `uses`). A few dozen stat calls every few hundred milliseconds
// cost nothing next to re-checking the set, and need no watch to be re-armed.
#pragma once

#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace munchkinc::preview {

class FileWatcher {
 public:
  // Starts watching `files`, and which .mkn files `folders` hold, as they
  // are now.
  void watch(const std::vector<std::string>& files, const std::vector<std::string>& folders);

  // Whether anything watched differs from when watch() was last called.
  bool changed() const;

 private:
  struct Stamp {
    std::filesystem::file_time_type modified{};
    std::uintmax_t size = 0;
    bool exists = false;
    bool operator==(const Stamp&) const = default;
  };
  static Stamp stampOf(const std::string& path);
  static std::set<std::string> sourcesIn(const std::string& folder);

  std::map<std::string, Stamp> files_;
  std::map<std::string, std::set<std::string>> folders_;
};

}  // namespace munchkinc::preview
