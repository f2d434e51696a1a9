// An output file that appears whole or not at all: bytes go to a temporary
// file in the destination's folder, which replaces the destination only on
// commit(). Destroying it uncommitted removes the temporary.
#pragma once

#include <cstdio>
#include <string>

namespace munchkinc::sheets {

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

  // A cairo_write_func_t whose closure is an AtomicFile.
  static int cairoWrite(void* closure, const unsigned char* data, unsigned int length);

 private:
  void fail(const std::string& what);

  std::string path_;
  std::string temporary_;
  std::FILE* file_ = nullptr;
  std::string error_;
  bool committed_ = false;
};

}  // namespace munchkinc::sheets
