// An output file that appears whole or not at all: bytes go to a temporary
// file in the destination's folder, which replaces the destination only on
// commit(). Destroying it uncommitted removes the temporary.
#pragma once

#include <cstdio>
#include <string>
#include <string_view>

namespace munchkinc {

// Every file munchkinc writes goes through this, so a failed or interrupted
// run never leaves a half-written file behind.
class AtomicFile {
 public:
  explicit AtomicFile(std::string path);
  ~AtomicFile();
  AtomicFile(const AtomicFile&) = delete;
  AtomicFile& operator=(const AtomicFile&) = delete;

  bool ok() const { return error_.empty(); }
  const std::string& error() const { return error_; }
  bool write(const void* data, std::size_t size);
  bool commit();

 private:
  void fail(const std::string& what);

  std::string path_;
  std::string temporary_;
  std::FILE* file_ = nullptr;
  std::string error_;
  bool committed_ = false;
};

// Writes `content` to `path` through an AtomicFile. Returns an empty string on
// success, else what failed.
std::string writeFileAtomically(const std::string& path, std::string_view content);

}  // namespace munchkinc
