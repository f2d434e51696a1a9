// mimalloc, set up before the first allocation: 2 MB pages, and its
// out-of-memory errors sent to out_of_memory.cpp.
//
// Builds that link mimalloc (all but the sanitizer ones) ask it for 2 MB
// pages: `munchkinc check` of a 100,000-card set touches about 330 MB of
// heap, which in 4 KB pages was 83,000 page faults and a fifth of the run.
// mimalloc asks the kernel for transparent huge pages with madvise.
//
// The option has to be set before the first allocation: memory mimalloc
// takes from the system before it is set stays in 4 KB pages (about 30 MB
// more faults when set by a static initialiser, since the shared libraries'
// initialisers allocate first). Functions in .preinit_array run before any
// of those; mimalloc's options need no initialisation to be set.
#include <mimalloc.h>

#include <cerrno>

namespace munchkinc {
[[noreturn]] void outOfMemory();  // out_of_memory.cpp
}

namespace {

// mimalloc reports an allocation it cannot make as an ENOMEM error and, in its
// `new`, then aborts without a word (or a std::new_handler): end the run the
// way out_of_memory.cpp does instead.
void onMimallocError(int error, void*) {
  if (error == ENOMEM) munchkinc::outOfMemory();
}

void enableLargePages() {
  mi_option_enable(mi_option_large_os_pages);
  mi_register_error(onMimallocError, nullptr);
}

[[gnu::section(".preinit_array"), gnu::used]] void (*const kEnableLargePages)() = enableLargePages;

}  // namespace
