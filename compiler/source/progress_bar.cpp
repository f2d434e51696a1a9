#include "source/progress_bar.h"

#include <unistd.h>

#include <cstdio>

namespace munchkinc {

namespace {
constexpr int kBarWidth = 30;
}

ProgressBar::ProgressBar(bool wanted, int total, std::string what, std::string unit)
    : enabled_(wanted && total > 0 && isatty(STDERR_FILENO)), total_(total), what_(std::move(what)),
      unit_(std::move(unit)) {}

ProgressBar::~ProgressBar() {
  // Leave the terminal line as we found it.
  if (enabled_ && shownPercent_ >= 0) std::fprintf(stderr, "\r\033[K");
}

void ProgressBar::advance() {
  std::lock_guard lock(mutex_);
  draw(done_ + 1);
}

void ProgressBar::set(int done) {
  std::lock_guard lock(mutex_);
  draw(done);
}

void ProgressBar::draw(int done) {
  done_ = done;
  if (!enabled_) return;
  const int percent = done * 100 / total_;
  if (percent == shownPercent_) return;
  shownPercent_ = percent;
  const int filled = done * kBarWidth / total_;
  std::string bar(static_cast<std::size_t>(filled), '#');
  bar.append(static_cast<std::size_t>(kBarWidth - filled), ' ');
  std::fprintf(stderr, "\r%s [%s] %d/%d %s", what_.c_str(), bar.c_str(), done, total_, unit_.c_str());
  std::fflush(stderr);
}

}  // namespace munchkinc
