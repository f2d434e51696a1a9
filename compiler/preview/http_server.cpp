#include "preview/http_server.h"

#include <httplib.h>

#include <charconv>
#include <string>
#include <thread>

#include "preview/gallery_json.h"
#include "preview/page.h"

namespace munchkinc::preview {
namespace {

// Each connection holds a thread while it is open (a long poll for up to
// kLongPoll), and the pool bounds them: a few pages and their browsers'
// parallel fetches fit; more wait their turn.
constexpr std::size_t kThreads = 16;
constexpr std::size_t kLargestRequestBody = 1024;  // every request is a GET

// The page loads nothing from elsewhere, and nothing may load it into theirs.
constexpr char kPagePolicy[] =
    "default-src 'none'; img-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; "
    "script-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

void noStore(httplib::Response& response) { response.set_header("Cache-Control", "no-store"); }

}  // namespace

HttpServer::HttpServer(const LiveGallery& gallery) : gallery_(gallery), server_(std::make_unique<httplib::Server>()) {
  httplib::Server& server = *server_;
  server.new_task_queue = [] { return new httplib::ThreadPool(kThreads); };
  server.set_payload_max_length(kLargestRequestBody);
  server.set_keep_alive_timeout(2);
  // httplib's default sets SO_REUSEPORT, with which a second preview on the
  // same port would silently share it and answer half the requests.
  // SO_REUSEADDR alone still allows a restart while old connections linger.
  server.set_socket_options([](socket_t socket) {
    const int yes = 1;
    setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
  });

  // A web page elsewhere may point a name of its own at 127.0.0.1 (DNS
  // rebinding) and read the preview as if it were its own origin: only the
  // names of this machine are answered.
  server.set_pre_routing_handler([this](const httplib::Request& request, httplib::Response& response) {
    const std::string host = request.get_header_value("Host");
    const std::string port = ":" + std::to_string(port_);
    if (host == "127.0.0.1" + port || host == "localhost" + port) return httplib::Server::HandlerResponse::Unhandled;
    response.status = 403;
    response.set_content("munchkinc preview answers only at http://127.0.0.1" + port + "/\n", "text/plain");
    return httplib::Server::HandlerResponse::Handled;
  });

  server.Get("/", [](const httplib::Request&, httplib::Response& response) {
    noStore(response);
    response.set_header("Content-Security-Policy", kPagePolicy);
    response.set_header("X-Content-Type-Options", "nosniff");
    response.set_content(std::string(pageHtml()), "text/html; charset=utf-8");
  });

  server.Get("/state", [this](const httplib::Request&, httplib::Response& response) {
    noStore(response);
    response.set_content(galleryJson(*gallery_.current()), "application/json");
  });

  server.Get("/events", [this](const httplib::Request& request, httplib::Response& response) {
    std::uint64_t after = 0;
    const std::string text = request.get_param_value("after");
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), after);
    if (text.empty() || error != std::errc() || end != text.data() + text.size()) {
      response.status = 400;
      response.set_content("GET /events?after=GENERATION (a number)\n", "text/plain");
      return;
    }
    const auto gallery = gallery_.waitNewer(after, kLongPoll);
    noStore(response);
    response.set_content("{\"generation\":" + std::to_string(gallery->generation) + "}", "application/json");
  });

  // Keys are hex digits, a dash and more hex digits: nothing that could name a file.
  server.Get(R"(/card/([0-9a-f]+-[0-9a-f]+)\.svg)", [this](const httplib::Request& request, httplib::Response& response) {
    const std::shared_ptr<const std::string> svg = gallery_.svg(request.matches[1].str());
    if (!svg) {
      response.status = 404;
      response.set_content("no such card face (the set has changed since)\n", "text/plain");
      return;
    }
    // A key names these bytes and no others: the browser may keep them.
    response.set_header("Cache-Control", "max-age=31536000, immutable");
    response.set_header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    response.set_header("X-Content-Type-Options", "nosniff");
    response.set_content(*svg, "image/svg+xml");
  });
}

HttpServer::~HttpServer() = default;

int HttpServer::bind(int port) {
  if (port == 0) {
    port_ = server_->bind_to_any_port("127.0.0.1");
  } else {
    port_ = server_->bind_to_port("127.0.0.1", port) ? port : -1;
  }
  return port_;
}

bool HttpServer::run() {
  started_ = true;
  const bool served = stopping_ || server_->listen_after_bind();
  finished_ = true;
  return served;
}

// Either run() sees `stopping_` and never listens, or this sees `started_`
// and waits for the loop to run before closing its socket.
void HttpServer::stop() {
  stopping_ = true;
  if (started_) {
    while (!server_->is_running() && !finished_) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  server_->stop();
}

}  // namespace munchkinc::preview
