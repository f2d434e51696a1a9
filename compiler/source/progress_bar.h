// A one-line progress bar on stderr, drawn only when stderr is a terminal so
// logs and pipes stay clean. Safe to update from several threads.
#pragma once

#include <chrono>
#include <mutex>
#include <string>

namespace munchkinc {

class ProgressBar {
 public:
  // `what` labels the bar and `unit` its count:
  // "sheets [###       ] 120/300 cards, 850 cards/s, 0.2 s left".
  ProgressBar(bool wanted, int total, std::string what, std::string unit);
  // Ends the bar's line (see finish()) if finish() was not called.
  ~ProgressBar();
  ProgressBar(const ProgressBar&) = delete;
  ProgressBar& operator=(const ProgressBar&) = delete;

  void advance();
  void set(int done);
  // Draws the final count with the time taken and ends the line, so what is
  // printed next starts on a line of its own.
  void finish();

 private:
  void draw(int done, bool last);

  bool enabled_;
  int total_;
  std::string what_, unit_;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  int done_ = 0;
  int shownPercent_ = -1;
  bool finished_ = false;
  std::mutex mutex_;
};

}  // namespace munchkinc
