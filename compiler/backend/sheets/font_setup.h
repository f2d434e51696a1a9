// fontconfig reads its configuration and font cache once per process, which
// takes several milliseconds. FontSetup starts that on a thread at once, so
// it overlaps with reading the set instead of delaying the first text layout.
#pragma once

#include <thread>

namespace munchkinc::sheets {

class FontSetup {
 public:
  FontSetup();
  ~FontSetup();  // waits for the set-up to finish
  FontSetup(const FontSetup&) = delete;
  FontSetup& operator=(const FontSetup&) = delete;

 private:
  std::thread thread_;
};

}  // namespace munchkinc::sheets
