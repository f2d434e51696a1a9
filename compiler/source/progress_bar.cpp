#include "source/progress_bar.h"

#include <unistd.h>

#include <cstdio>

namespace munchkinc {

namespace {

constexpr int kBarWidth = 30;

// "850" or "12.3k": the rate needs no more precision than that.
std::string rateText(double perSecond) {
  char buffer[32];
  if (perSecond >= 10000) {
    std::snprintf(buffer, sizeof buffer, "%.1fk", perSecond / 1000);
  } else {
    std::snprintf(buffer, sizeof buffer, "%.0f", perSecond);
  }
  return buffer;
}

// "0.42 s" below a second, "4.2 s" below a minute, else "3:07" (minutes and
// seconds).
std::string durationText(double seconds) {
  char buffer[32];
  if (seconds < 60) {
    std::snprintf(buffer, sizeof buffer, seconds < 1 ? "%.2f s" : "%.1f s", seconds);
  } else {
    const long whole = static_cast<long>(seconds + 0.5);
    std::snprintf(buffer, sizeof buffer, "%ld:%02ld", whole / 60, whole % 60);
  }
  return buffer;
}

}  // namespace

ProgressBar::ProgressBar(bool wanted, int total, std::string what, std::string unit)
    : enabled_(wanted && total > 0 && isatty(STDERR_FILENO)), total_(total), what_(std::move(what)),
      unit_(std::move(unit)) {}

ProgressBar::~ProgressBar() { finish(); }

void ProgressBar::advance() {
  std::lock_guard lock(mutex_);
  draw(done_ + 1, false);
}

void ProgressBar::set(int done) {
  std::lock_guard lock(mutex_);
  draw(done, false);
}

void ProgressBar::finish() {
  std::lock_guard lock(mutex_);
  if (finished_) return;
  finished_ = true;
  // A bar never drawn (too quick for a percent, or no terminal) leaves no line to end.
  if (enabled_ && shownPercent_ >= 0) draw(done_, true);
}

void ProgressBar::draw(int done, bool last) {
  done_ = done;
  if (!enabled_ || finished_ != last) return;
  // In 64 bits: done * 100 overflows an int past 21 million games.
  const int percent = static_cast<int>(static_cast<long long>(done) * 100 / total_);
  if (percent == shownPercent_ && !last) return;
  shownPercent_ = percent;
  const int filled = static_cast<int>(static_cast<long long>(done) * kBarWidth / total_);
  std::string bar(static_cast<std::size_t>(filled), '#');
  bar.append(static_cast<std::size_t>(kBarWidth - filled), ' ');
  const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  std::string timing;
  if (done > 0 && elapsed > 0) {
    const double rate = done / elapsed;
    timing = ", " + rateText(rate) + " " + unit_ + "/s, " +
             (last ? "took " + durationText(elapsed) : durationText((total_ - done) / rate) + " left");
  }
  // \033[K clears what a longer earlier line left behind.
  std::fprintf(stderr, "\r%s [%s] %d/%d %s%s\033[K%s", what_.c_str(), bar.c_str(), done, total_, unit_.c_str(),
               timing.c_str(), last ? "\n" : "");
  std::fflush(stderr);
}

}  // namespace munchkinc
