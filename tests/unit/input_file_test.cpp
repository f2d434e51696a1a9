#include "source/input_file.h"

#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <string>

using munchkinc::findInvalidUtf8;

TEST_CASE("valid UTF-8 passes", "[utf8]") {
  CHECK_FALSE(findInvalidUtf8("plain ascii").has_value());
  CHECK_FALSE(findInvalidUtf8("caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x83\x8f").has_value());
}

TEST_CASE("invalid UTF-8 is found at its first bad byte", "[utf8]") {
  // The two bytes that abort a bare ANTLR runtime.
  CHECK(findInvalidUtf8("\xbc\n") == 0u);
  CHECK(findInvalidUtf8("ok\xc3") == 2u);                 // truncated sequence
  CHECK(findInvalidUtf8("\xc0\xaf") == 0u);               // overlong '/'
  CHECK(findInvalidUtf8("a\xed\xa0\x80") == 1u);          // UTF-16 surrogate
  CHECK(findInvalidUtf8("\xf4\x90\x80\x80") == 0u);       // past U+10FFFF
  CHECK(findInvalidUtf8("\xff") == 0u);
}

TEST_CASE("an input larger than the limit is refused before it is read whole", "[input]") {
  char path[] = "/tmp/munchkinc-large-XXXXXX";
  const int fd = mkstemp(path);
  REQUIRE(fd >= 0);
  const std::string megabyte(1 << 20, ' ');
  for (int i = 0; i < 2; ++i) REQUIRE(write(fd, megabyte.data(), megabyte.size()) == static_cast<ssize_t>(megabyte.size()));
  close(fd);
  setenv("MUNCHKIN_MAX_INPUT_MB", "1", 1);
  munchkinc::SourceManager sources;
  munchkinc::DiagnosticEngine diagnostics;
  CHECK_FALSE(munchkinc::loadSourceFile(path, sources, diagnostics).has_value());
  REQUIRE(diagnostics.all().size() == 1);
  CHECK(diagnostics.all()[0].code == munchkinc::DiagCode::E0017);
  CHECK(diagnostics.all()[0].message ==
        "'" + std::string(path) + "' is larger than the 1 MB an input may have (MUNCHKIN_MAX_INPUT_MB sets the limit)");
  setenv("MUNCHKIN_MAX_INPUT_MB", "3", 1);
  munchkinc::DiagnosticEngine roomy;
  CHECK(munchkinc::loadSourceFile(path, sources, roomy).has_value());
  unsetenv("MUNCHKIN_MAX_INPUT_MB");
  unlink(path);
}

TEST_CASE("a device or a FIFO is refused as not a regular file, without reading or waiting", "[input]") {
  munchkinc::SourceManager sources;
  munchkinc::DiagnosticEngine diagnostics;
  CHECK_FALSE(munchkinc::loadSourceFile("/dev/zero", sources, diagnostics).has_value());
  char folder[] = "/tmp/munchkinc-fifo-XXXXXX";
  REQUIRE(mkdtemp(folder));
  const std::string fifo = std::string(folder) + "/in.mkn";
  REQUIRE(mkfifo(fifo.c_str(), 0600) == 0);
  CHECK_FALSE(munchkinc::loadSourceFile(fifo, sources, diagnostics).has_value());
  REQUIRE(diagnostics.all().size() == 2);
  CHECK(diagnostics.all()[0].message == "'/dev/zero' is a character device, not a regular file");
  CHECK(diagnostics.all()[1].message == "'" + fifo + "' is a FIFO, not a regular file");
  unlink(fifo.c_str());
  rmdir(folder);
}
