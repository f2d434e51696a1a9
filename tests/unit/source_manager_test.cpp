#include "source/source_manager.h"

#include <catch2/catch.hpp>

using namespace munchkinc;

TEST_CASE("line and column are one-based and count code points", "[source]") {
  SourceManager sources;
  const FileId id = sources.add("f.mkn", "ab\nc\xc3\xa9" "d\n\nlast");
  CHECK(sources.lineColumn(id, 0).line == 1);
  CHECK(sources.lineColumn(id, 0).column == 1);
  CHECK(sources.lineColumn(id, 3).line == 2);
  // 'd' follows a two-byte 'é': byte 6, column 3.
  const LineColumn d = sources.lineColumn(id, 6);
  CHECK(d.line == 2);
  CHECK(d.column == 3);
  CHECK(sources.lineText(id, 2) == "c\xc3\xa9" "d");
  CHECK(sources.lineText(id, 3).empty());
  CHECK(sources.lineText(id, 4) == "last");
  CHECK(sources.lineText(id, 9).empty());
}

TEST_CASE("slices clamp to the file", "[source]") {
  SourceManager sources;
  const FileId id = sources.add("f.mkn", "hello");
  CHECK(sources.slice({id, 1, 3}) == "el");
  CHECK(sources.slice({id, 3, 99}) == "lo");
  CHECK(sources.slice({}).empty());
}
