#include "source/input_file.h"

#include <catch2/catch.hpp>

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
