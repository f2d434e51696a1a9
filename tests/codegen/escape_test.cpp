#include <catch2/catch.hpp>

#include <random>

#include "backend/cpp/cpp_escape.h"
#include "backend/cpp/printer.h"

using munchkinc::cppCommentText;
using munchkinc::cppIdentifierFrom;
using munchkinc::cppStringLiteral;
using munchkinc::isCppIdentifier;

TEST_CASE("string literals keep quotes and backslashes as data") {
  CHECK(cppStringLiteral("Fire Ants") == R"("Fire Ants")");
  CHECK(cppStringLiteral(R"("; system("x"); //)") == R"("\"; system(\"x\"); //")");
  CHECK(cppStringLiteral("ends with \\") == R"("ends with \\")");
  CHECK(cppStringLiteral("") == R"("")");
}

TEST_CASE("string literals escape trigraph-looking question marks") {
  CHECK(cppStringLiteral("What?" "?/") == R"("What\?\?/")");  // split, or it would be a trigraph here
  CHECK(cppStringLiteral("Why? Because.") == R"("Why? Because.")");
}

TEST_CASE("control characters and non-ASCII bytes become three-digit octal escapes") {
  CHECK(cppStringLiteral("a\nb\tc") == R"("a\nb\tc")");
  CHECK(cppStringLiteral(std::string("\x01") + "7") == R"("\0017")");  // the 7 is not part of the escape
  CHECK(cppStringLiteral(std::string(1, '\0')) == R"("\000")");
  CHECK(cppStringLiteral("Caf\xC3\xA9") == R"("Caf\303\251")");
  CHECK(cppStringLiteral("\r\x7f") == R"("\015\177")");
}

TEST_CASE("comment text stays on one line and never ends in a backslash") {
  CHECK(cppCommentText("Fire Ants") == "Fire Ants");
  CHECK(cppCommentText("a\\") == "a\\134");
  CHECK(cppCommentText("line\nnext") == "line\\nnext");
  std::mt19937 rng(12345);
  for (int i = 0; i < 2000; ++i) {
    std::string text(static_cast<std::size_t>(rng() % 12), '\0');
    for (char& c : text) c = static_cast<char>(rng() % 256);
    const std::string comment = cppCommentText(text);
    INFO("input bytes: " << cppStringLiteral(text));
    for (char c : comment) REQUIRE((c >= 0x20 && c < 0x7f));
    if (!comment.empty()) REQUIRE(comment.back() != '\\');
    REQUIRE(comment.find("??") == std::string::npos);
  }
}

TEST_CASE("C++ identifiers for generated names") {
  CHECK(isCppIdentifier("apocalypse"));
  CHECK(isCppIdentifier("warhammer_aos"));
  CHECK_FALSE(isCppIdentifier("warhammer-aos"));
  CHECK_FALSE(isCppIdentifier("9lives"));
  CHECK_FALSE(isCppIdentifier("class"));
  CHECK_FALSE(isCppIdentifier("_Reserved"));
  CHECK_FALSE(isCppIdentifier("a__b"));
  CHECK_FALSE(isCppIdentifier(""));
  CHECK(cppIdentifierFrom("warhammer-aos") == "warhammer_aos");
  CHECK(cppIdentifierFrom("all-four") == "all_four");
  CHECK(cppIdentifierFrom("9lives") == "set_9lives");
  CHECK(cppIdentifierFrom("class") == "set_class");
  CHECK(cppIdentifierFrom("--") == "set");
  for (const char* id : {"a--b", "_x", "x_", "Ünï", "new", "__"}) {
    INFO(id);
    CHECK(isCppIdentifier(cppIdentifierFrom(id)));
  }
}

TEST_CASE("the printer fills $vars$ and indents every line") {
  munchkinc::Printer p;
  p.print("namespace $ns$ {\n", {{"ns", "x"}});
  p.indent();
  p.print("int $name$ = $value$;  // $$5\n\n", {{"name", "a"}, {"value", "1"}});
  p.print("multi\nline\n");
  p.outdent();
  p.print("}\n");
  CHECK(p.text() == "namespace x {\n    int a = 1;  // $5\n\n    multi\n    line\n}\n");
  CHECK_THROWS_AS(p.print("$missing$"), std::logic_error);
  CHECK_THROWS_AS(p.outdent(), std::logic_error);
}

TEST_CASE("printer values are never read as templates") {
  munchkinc::Printer p;
  p.print("$a$\n", {{"a", "$b$"}});
  CHECK(p.text() == "$b$\n");
}
