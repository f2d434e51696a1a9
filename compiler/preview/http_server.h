// The preview over HTTP on 127.0.0.1: the page (GET /), the gallery as JSON
// (GET /state), each card face (GET /card/KEY.svg) and a long poll that
// answers when the set was checked again (GET /events?after=GENERATION).
// Only what the gallery holds is served, never a file by its path. The
// HTTP library stays behind this class.
#pragma once

#include <atomic>
#include <chrono>
#include <memory>

#include "preview/live_gallery.h"

namespace httplib {
class Server;
}

namespace munchkinc::preview {

class HttpServer {
 public:
  // How long GET /events waits for a new check before it answers anyway.
  static constexpr std::chrono::seconds kLongPoll{20};

  explicit HttpServer(const LiveGallery& gallery);
  ~HttpServer();

  // Listens on 127.0.0.1:`port` (0: a free port); the port, or -1 when it
  // cannot be had.
  int bind(int port);
  // Serves until stop(); false when it could not.
  bool run();
  // Ends run(), on another thread, whether run() has begun yet or not.
  void stop();

 private:
  const LiveGallery& gallery_;
  std::unique_ptr<httplib::Server> server_;
  int port_ = -1;
  // httplib's stop() does nothing until its loop is running; these let a
  // stop that comes first still end run() (see stop()).
  std::atomic<bool> stopping_ = false, started_ = false, finished_ = false;
};

}  // namespace munchkinc::preview
