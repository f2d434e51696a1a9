// An output file that appears whole or not at all: bytes go to a temporary
// file in the destination's folder, which replaces the destination only on
// commit(). Destroying it uncommitted removes the temporary.
//
// What is at the destination decides how it is written:
// - nothing, or a regular file with one name: the temporary replaces it; an
//   existing file's mode and owner carry over;
// - a regular file with several hard links: the finished bytes are copied
//   into it on commit(), so every name sees them;
// - a symbolic link: followed, and its final target written as above;
// - a character device or a FIFO (`-o /dev/stdout`): written in place, as a
//   stream; a FIFO with no reader is refused rather than waited on;
// - anything else (a folder, a block device, a socket): refused.
#pragma once

#include <cstdio>
#include <filesystem>
#include <string>
#include <string_view>

namespace munchkinc {

// Every file munchkinc writes goes through this, so a failed or interrupted
// run never leaves a half-written file behind nor replaces what was not a
// regular file.
class AtomicFile {
 public:
  explicit AtomicFile(std::string path);
  ~AtomicFile();
  AtomicFile(const AtomicFile&) = delete;
  AtomicFile& operator=(const AtomicFile&) = delete;

  bool ok() const { return error_.empty(); }
  const std::string& error() const { return error_; }
  bool write(const void* data, std::size_t size);
  // Makes the bytes durable in the temporary, so that all that is left for
  // commit() is the rename. Outputs that must appear together (a header and
  // its source) finish every file first and commit only if all finished.
  bool finish();
  bool commit();

 private:
  void fail(const std::string& what);
  void failWith(const std::string& what, int error);
  void openTemporary(const std::string& target);
  bool copyIntoTarget();

  std::string path_;       // as given, for messages
  std::string target_;     // the file the bytes end in (symbolic links followed)
  std::string temporary_;  // empty when writing in place
  std::FILE* file_ = nullptr;
  std::string error_;
  bool committed_ = false;
  bool finished_ = false;
  bool inPlace_ = false;    // a device or FIFO, written as a stream
  bool hardLinked_ = false;  // copy into target_ on commit instead of renaming
  bool existed_ = false;    // target_ was a regular file: keep its mode and owner
  unsigned mode_ = 0;
  unsigned owner_ = 0, group_ = 0;
};

// The start of the name of a temporary standing in for `fileName`: hidden,
// next to it, followed by the writer's process id, so that a later run can
// tell a dead run's leftover from a live one's. Long names are cut so that the
// temporary's name stays within NAME_MAX.
std::string temporaryPrefix(const std::string& fileName);
// Removes the temporaries (files or folders) that runs which died (kill -9, a
// crash) left in `folder` for `fileName`: their process is gone.
void removeStaleTemporaries(const std::filesystem::path& folder, const std::string& fileName);

// Writes `content` to `path` through an AtomicFile. Returns an empty string on
// success, else what failed.
std::string writeFileAtomically(const std::string& path, std::string_view content);

}  // namespace munchkinc
