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

namespace {

void enableLargePages() { mi_option_enable(mi_option_large_os_pages); }

[[gnu::section(".preinit_array"), gnu::used]] void (*const kEnableLargePages)() = enableLargePages;

}  // namespace
