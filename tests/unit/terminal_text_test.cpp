// What reaches the terminal from a file or a path: escaped, and bounded.
#include "source/terminal_text.h"

#include "source/diagnostic_printer.h"

#include <catch2/catch.hpp>

#include <string>

using munchkinc::escapeForTerminal;
using munchkinc::QuotedLine;

TEST_CASE("control characters, bidirectional overrides and invalid bytes are shown, not sent", "[terminal]") {
  CHECK(escapeForTerminal("plain caf\xc3\xa9\tand tab") == "plain caf\xc3\xa9\tand tab");
  CHECK(escapeForTerminal("\x1b[31mred") == "<U+001B>[31mred");
  CHECK(escapeForTerminal("bell\a del\x7f") == "bell<U+0007> del<U+007F>");
  CHECK(escapeForTerminal("\xc2\x9b" "csi") == "<U+009B>csi");         // C1 control
  CHECK(escapeForTerminal("a\xe2\x80\xae" "b") == "a<U+202E>b");           // right-to-left override
  CHECK(escapeForTerminal("bad\xff\xfe") == "bad<FF><FE>");
  CHECK(escapeForTerminal("cut\xe2\x82") == "cut<E2><82>");             // truncated sequence
}

TEST_CASE("a long line is quoted as a window around the place", "[terminal]") {
  const std::string line = std::string(100000, 'a') + "HERE" + std::string(100000, 'b');
  const QuotedLine quoted(line, 100000);
  CHECK(quoted.text().size() == QuotedLine::kQuotedColumns + 6);
  CHECK(quoted.text().substr(0, 3) == "...");
  CHECK(quoted.text().substr(quoted.text().size() - 3) == "...");
  const std::string pad = quoted.padTo(100000);
  CHECK(quoted.text().substr(pad.size(), 4) == "HERE");
  CHECK(quoted.width(100000, 100004) == 4);
}

TEST_CASE("a short line is quoted whole, and a place past its end sits after it", "[terminal]") {
  const QuotedLine quoted("level 3", 7);
  CHECK(quoted.text() == "level 3");
  CHECK(quoted.padTo(7) == "       ");
  CHECK(quoted.padTo(8) == "        ");
  CHECK(quoted.padTo(0).empty());
}

TEST_CASE("the caret lines up under escaped characters", "[terminal]") {
  const QuotedLine quoted("a\x1b" "bc", 2);
  CHECK(quoted.text() == "a<U+001B>bc");
  CHECK(quoted.padTo(2) == std::string(9, ' '));
  CHECK(quoted.width(1, 2) == 8);
}

TEST_CASE("JSON strings stay valid JSON for any bytes of a path", "[terminal]") {
  CHECK(munchkinc::jsonString("sets/caf\xc3\xa9/bad\xff.mkn\x1b") == "\"sets/caf\xc3\xa9/bad\\ufffd.mkn\\u001b\"");
}
