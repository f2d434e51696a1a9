// A one-line progress bar on stderr, drawn only when stderr is a terminal so
// logs and pipes stay clean. Safe to update from several threads.
#pragma once

#include <mutex>
#include <string>

namespace munchkinc {

class ProgressBar {
 public:
  // `what` labels the bar and `unit` its count: "sheets [###   ] 12/300 cards".
  ProgressBar(bool wanted, int total, std::string what, std::string unit);
  ~ProgressBar();
  ProgressBar(const ProgressBar&) = delete;
  ProgressBar& operator=(const ProgressBar&) = delete;

  void advance();
  void set(int done);

 private:
  void draw(int done);

  bool enabled_;
  int total_;
  std::string what_, unit_;
  int done_ = 0;
  int shownPercent_ = -1;
  std::mutex mutex_;
};

}  // namespace munchkinc
