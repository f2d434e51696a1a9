// A one-line progress bar on stderr, drawn only when stderr is a terminal so
// logs and pipes stay clean.
#pragma once

namespace munchkinc::sheets {

class ProgressBar {
 public:
  ProgressBar(bool wanted, int total);
  ~ProgressBar();
  ProgressBar(const ProgressBar&) = delete;
  ProgressBar& operator=(const ProgressBar&) = delete;

  void advance();

 private:
  void draw() const;

  bool enabled_;
  int total_;
  int done_ = 0;
  int shownPercent_ = -1;
};

}  // namespace munchkinc::sheets
