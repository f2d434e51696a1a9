// Running out of memory ends munchkinc with a message and exit status 2 (an
// I/O-like failure of the run, not a mistake in the set), instead of an
// uncaught std::bad_alloc's abort. Installed before main(), like
// mimalloc_setup.cpp, so that the earliest allocations are covered too.
// (mimalloc's own `new` aborts without asking the handler: mimalloc_setup.cpp
// sends its out-of-memory errors here as well.)
#include <unistd.h>

#include <new>

namespace munchkinc {

[[noreturn]] void outOfMemory() {
  static const char kMessage[] =
      "munchkinc: error: out of memory; the input may be far larger than a card set (see MUNCHKIN_MAX_INPUT_MB)\n";
  // Nothing that allocates: write(2) and _exit(2) only.
  (void)!write(STDERR_FILENO, kMessage, sizeof kMessage - 1);
  _exit(2);
}

}  // namespace munchkinc

namespace {

void installOutOfMemoryHandler() { std::set_new_handler(munchkinc::outOfMemory); }

[[gnu::section(".preinit_array"), gnu::used]] void (*const kInstallOutOfMemoryHandler)() = installOutOfMemoryHandler;

}  // namespace
