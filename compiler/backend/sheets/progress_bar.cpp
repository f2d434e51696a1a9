#include "backend/sheets/progress_bar.h"

#include <unistd.h>

#include <cstdio>
#include <string>

namespace munchkinc::sheets {

namespace {
constexpr int kBarWidth = 30;
}

ProgressBar::ProgressBar(bool wanted, int total) : enabled_(wanted && total > 0 && isatty(STDERR_FILENO)), total_(total) {}

ProgressBar::~ProgressBar() {
  // Leave the terminal line as we found it.
  if (enabled_ && shownPercent_ >= 0) std::fprintf(stderr, "\r\033[K");
}

void ProgressBar::advance() {
  ++done_;
  if (!enabled_) return;
  int percent = done_ * 100 / total_;
  if (percent == shownPercent_) return;
  shownPercent_ = percent;
  draw();
}

void ProgressBar::draw() const {
  int filled = done_ * kBarWidth / total_;
  std::string bar(static_cast<std::size_t>(filled), '#');
  bar.append(static_cast<std::size_t>(kBarWidth - filled), ' ');
  std::fprintf(stderr, "\rsheets [%s] %d/%d cards", bar.c_str(), done_, total_);
  std::fflush(stderr);
}

}  // namespace munchkinc::sheets
