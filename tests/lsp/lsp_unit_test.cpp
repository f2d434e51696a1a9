// The language server's pieces below the protocol: framing, URIs, positions.
#include <catch2/catch.hpp>
#include <sstream>

#include "lsp/line_index.h"
#include "lsp/message_stream.h"
#include "lsp/uri.h"

using munchkinc::lsp::LineIndex;
using munchkinc::lsp::ReadMessage;

TEST_CASE("positions count UTF-16 code units, as LSP does by default") {
  const std::string text = "ab\n\xC3\xA9t\xF0\x9F\x90\xB9x\nend";  // é (2 bytes, 1 unit), 🐹 (4 bytes, 2 units)
  const LineIndex lines(text);
  CHECK(lines.position(0).line == 0);
  CHECK(lines.position(6).character == 2);   // after "ét"
  CHECK(lines.position(10).character == 4);   // after the hamster
  CHECK(lines.offset({1, 4}) == 10);
  CHECK(lines.offset({1, 99}) == 11);        // past the line's end: its end
  CHECK(lines.offset({9, 0}) == text.size());
  CHECK(lines.position(static_cast<std::uint32_t>(text.size())).line == 2);
}

TEST_CASE("file URIs decode to paths and back") {
  using munchkinc::lsp::pathFromUri;
  using munchkinc::lsp::uriFromPath;
  CHECK(pathFromUri("file:///home/a%20b/x.mkn") == "/home/a b/x.mkn");
  CHECK(pathFromUri("file://localhost/x.mkn") == "/x.mkn");
  CHECK(pathFromUri("untitled:1").empty());
  CHECK(pathFromUri("file:///bad%2").empty());
  CHECK(pathFromUri("file:///nul%00").empty());
  CHECK(uriFromPath("/home/a b/é.mkn") == "file:///home/a%20b/%C3%A9.mkn");
  CHECK(pathFromUri(uriFromPath("/home/a b/é.mkn")) == "/home/a b/é.mkn");
}

TEST_CASE("frames are read by Content-Length; a bad one is reported and skipped") {
  std::istringstream in("Content-Length: 2\r\nContent-Type: x\r\n\r\n{}\r\n"
                        "Content-Length: 99999\r\n\r\n"
                        "Content-Length: 1\n\n[");
  ReadMessage first = munchkinc::lsp::readMessage(in, 1000);
  CHECK(first.status == ReadMessage::Status::Message);
  CHECK(first.body == "{}");
  ReadMessage big = munchkinc::lsp::readMessage(in, 1000);
  CHECK(big.status == ReadMessage::Status::BadFrame);
  CHECK(big.skip == 99999);
  ReadMessage bare = munchkinc::lsp::readMessage(in, 1000);
  CHECK(bare.status == ReadMessage::Status::Message);
  CHECK(bare.body == "[");
  CHECK(munchkinc::lsp::readMessage(in, 1000).status == ReadMessage::Status::EndOfInput);
}

TEST_CASE("a body cut short by the end of input ends the stream") {
  std::istringstream in("Content-Length: 10\r\n\r\n{}");
  CHECK(munchkinc::lsp::readMessage(in, 1000).status == ReadMessage::Status::EndOfInput);
}

TEST_CASE("a header line longer than any header is not held whole") {
  std::istringstream in("X-Junk: " + std::string(1 << 20, 'j') + "\r\nContent-Length: 2\r\n\r\n{}");
  const ReadMessage message = munchkinc::lsp::readMessage(in, 1000);
  CHECK(message.status == ReadMessage::Status::Message);
  CHECK(message.body == "{}");
}
