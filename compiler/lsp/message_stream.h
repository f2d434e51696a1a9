// The Language Server Protocol's framing over a byte stream: a block of
// headers (`Content-Length: N`; any other header is ignored) ended by an
// empty line, then N bytes of JSON.
#pragma once

#include <cstddef>
#include <istream>
#include <ostream>
#include <string>

namespace munchkinc::lsp {

struct ReadMessage {
  enum class Status { Message, EndOfInput, BadFrame };
  Status status = Status::EndOfInput;
  std::string body;   // Message: the JSON text
  std::string error;  // BadFrame: what was wrong
  std::size_t skip = 0;  // BadFrame: bytes of its body still to skip, once it is answered
};

// Reads the next message. A frame without a usable Content-Length, or with
// one above `maxBytes` (whose body is not read: `skip` says how long it is),
// is a BadFrame: the caller answers it, skips, and reads on. Never waits for
// more than the frame says.
ReadMessage readMessage(std::istream& in, std::size_t maxBytes);

// Writes one message and flushes it.
void writeMessage(std::ostream& out, const std::string& body);

}  // namespace munchkinc::lsp
