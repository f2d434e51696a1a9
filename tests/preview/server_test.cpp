// The preview server over HTTP, in process: httplib's client asks for the
// page, the gallery, the card faces and the long poll while the fixture set
// is edited on disk. Needs no browser (tests/preview/browser_test.py does
// the same through Chromium).
#include <httplib.h>

#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <future>
#include <nlohmann/json.hpp>
#include <sstream>
#include <thread>

#include "preview/http_server.h"
#include "preview/live_gallery.h"
#include "sema/build.h"

namespace fs = std::filesystem;
using munchkinc::preview::HttpServer;
using munchkinc::preview::LiveGallery;
using nlohmann::json;

namespace {

// A copy of the fixture set in a fresh temporary folder, removed at the end.
struct ScratchSet {
  fs::path root;
  ScratchSet() {
    std::string pattern = (fs::temp_directory_path() / "munchkin-preview-XXXXXX").string();
    root = mkdtemp(pattern.data());
    fs::copy(MUNCHKIN_PREVIEW_FIXTURE, root / "kennel", fs::copy_options::recursive);
  }
  ~ScratchSet() { fs::remove_all(root); }
  fs::path set() const { return root / "kennel"; }
};

std::string readFile(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

void writeFile(const fs::path& path, const std::string& text) { std::ofstream(path) << text; }

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  text.replace(text.find(from), from.size(), to);
  return text;
}

// The server and the watcher on their threads for the length of a test.
struct RunningPreview {
  ScratchSet scratch;
  LiveGallery gallery{fs::canonical(scratch.set()).string(), {{munchkinc::bundledSetsDirectory()}}};
  HttpServer server{gallery};
  int port = -1;
  std::thread watching, serving;

  RunningPreview() {
    gallery.refresh();
    port = server.bind(0);
    REQUIRE(port > 0);
    watching = std::thread([this] { gallery.watchUntilStopped(std::chrono::milliseconds(50)); });
    serving = std::thread([this] { server.run(); });
  }
  ~RunningPreview() {
    gallery.stop();
    server.stop();
    serving.join();
    watching.join();
  }
  httplib::Client client() const {
    httplib::Client client("127.0.0.1", port);
    client.set_read_timeout(std::chrono::seconds(40));
    return client;
  }
  json state() const {
    auto response = client().Get("/state");
    REQUIRE(response);
    REQUIRE(response->status == 200);
    return json::parse(response->body);
  }
};

const json* cardNamed(const json& state, const std::string& name) {
  for (const json& card : state["cards"]) {
    if (card["name"] == name) return &card;
  }
  return nullptr;
}

}  // namespace

TEST_CASE("the page is one self-contained document", "[preview]") {
  RunningPreview preview;
  auto response = preview.client().Get("/");
  REQUIRE(response);
  CHECK(response->status == 200);
  CHECK(response->get_header_value("Content-Type") == "text/html; charset=utf-8");
  CHECK(response->get_header_value("Content-Security-Policy").find("default-src 'none'") != std::string::npos);
  CHECK(response->body.find("<script>") != std::string::npos);
  // Nothing from elsewhere: no address with a scheme, no script or style file.
  CHECK(response->body.find("://") == std::string::npos);
  CHECK(response->body.find("<script src") == std::string::npos);
  CHECK(response->body.find("<link") == std::string::npos);
}

TEST_CASE("every card of the set has its face as SVG", "[preview]") {
  RunningPreview preview;
  const json state = preview.state();
  CHECK(state["title"] == "Kennel");
  CHECK(state["generation"] == 1);
  CHECK(state["unitDiagnostics"].empty());
  REQUIRE(state["cards"].size() == 3);
  for (const json& card : state["cards"]) {
    INFO(card.dump());
    CHECK(card["diagnostics"].empty());
    CHECK_FALSE(card["stale"].get<bool>());
    REQUIRE(card["svg"].is_string());
    auto face = preview.client().Get(card["svg"].get<std::string>());
    REQUIRE(face);
    CHECK(face->status == 200);
    CHECK(face->get_header_value("Content-Type") == "image/svg+xml");
    CHECK(face->body.find("<svg") != std::string::npos);
  }
  CHECK(state["cards"][0]["name"] == "Vet");
  CHECK(state["cards"][0]["location"] == "cards.mkn:1");
  CHECK(state["cards"][2]["slot"] == "cards.mkn#2");
}

TEST_CASE("only generated content is served, and only to this machine's names", "[preview]") {
  RunningPreview preview;
  httplib::Client client = preview.client();
  for (const char* path : {"/cards.mkn", "/kennel/cards.mkn", "/card/../cards.mkn", "/card/..%2Fcards.mkn",
                           "/card/0-0.svg", "/card/cards.mkn", "/etc/passwd", "/state/../cards.mkn"}) {
    INFO(path);
    auto response = client.Get(path);
    REQUIRE(response);
    CHECK(response->status == 404);
  }
  auto elsewhere = client.Get("/state", {{"Host", "attacker.example:80"}});
  REQUIRE(elsewhere);
  CHECK(elsewhere->status == 403);
  auto localhost = client.Get("/state", {{"Host", "localhost:" + std::to_string(preview.port)}});
  REQUIRE(localhost);
  CHECK(localhost->status == 200);
  auto badPoll = client.Get("/events?after=soon");
  REQUIRE(badPoll);
  CHECK(badPoll->status == 400);
}

TEST_CASE("an edit on disk ends the long poll, and a broken card keeps its last face", "[preview]") {
  RunningPreview preview;
  const json before = preview.state();
  const std::string hamsterFace = cardNamed(before, "Angry Hamster")->at("svg");

  // Waits for a check after the first one while the file is edited.
  auto poll = std::async(std::launch::async, [&] { return preview.client().Get("/events?after=1"); });
  const fs::path cards = preview.scratch.set() / "cards.mkn";
  writeFile(cards, replaced(replaced(readFile(cards), "\"Leash\"", "\"Long Leash\""), "tags Furry;", "tags Fury;"));
  REQUIRE(poll.wait_for(std::chrono::seconds(30)) == std::future_status::ready);
  auto event = poll.get();
  REQUIRE(event);
  CHECK(event->status == 200);
  CHECK(json::parse(event->body)["generation"] == 2);

  const json after = preview.state();
  CHECK(after["generation"] == 2);
  CHECK(cardNamed(after, "Leash") == nullptr);
  const json* renamed = cardNamed(after, "Long Leash");
  REQUIRE(renamed);
  CHECK_FALSE(renamed->at("stale").get<bool>());
  CHECK(renamed->at("svg") != cardNamed(before, "Leash")->at("svg"));

  const json* broken = cardNamed(after, "Angry Hamster");
  REQUIRE(broken);
  CHECK(broken->at("stale").get<bool>());
  CHECK(broken->at("svg") == hamsterFace);
  REQUIRE(broken->at("diagnostics").size() == 1);
  const std::string text = broken->at("diagnostics")[0]["text"];
  CHECK(broken->at("diagnostics")[0]["severity"] == "error");
  // Named from the set's folder, as the page names the card.
  CHECK(text.starts_with("cards.mkn:9:8: error: unknown tag 'Fury'; did you mean 'Furry'? [E0102]\n  tags Fury;\n"));
  CHECK(after["unitDiagnostics"].empty());
  // The old face is still there for a page that has not caught up.
  auto face = preview.client().Get(hamsterFace);
  REQUIRE(face);
  CHECK(face->status == 200);
}

TEST_CASE("an error outside every card is shown on top", "[preview]") {
  RunningPreview preview;
  const fs::path set = preview.scratch.set() / "set.mkn";
  writeFile(set, readFile(set) + "\nparam hand_limit = ;\n");
  auto event = preview.client().Get("/events?after=1");
  REQUIRE(event);
  const json state = preview.state();
  REQUIRE(state["generation"] == 2);
  REQUIRE_FALSE(state["unitDiagnostics"].empty());
  CHECK(state["unitDiagnostics"][0]["text"].get<std::string>().starts_with("set.mkn:12:"));
  CHECK(state["cards"].size() == 3);
}

TEST_CASE("a file added to the set's folder is read, and its cards shown", "[preview]") {
  RunningPreview preview;
  writeFile(preview.scratch.set() / "more.mkn", "item \"Chew Toy\" { slot none; bonus +1; value 100; }\n");
  auto event = preview.client().Get("/events?after=1");
  REQUIRE(event);
  const json state = preview.state();
  CHECK(state["generation"] == 2);
  REQUIRE(state["cards"].size() == 4);
  const json* toy = cardNamed(state, "Chew Toy");
  REQUIRE(toy);
  CHECK(toy->at("location") == "more.mkn:1");
  CHECK(toy->at("svg").is_string());
}

TEST_CASE("a port in use is refused, not shared", "[preview]") {
  RunningPreview first;
  LiveGallery gallery{fs::canonical(first.scratch.set()).string(), {}};
  HttpServer second(gallery);
  CHECK(second.bind(first.port) == -1);
}

TEST_CASE("a set given as one file names its file from the folder holding it", "[preview]") {
  ScratchSet scratch;
  const fs::path single = scratch.root / "single.mkn";
  writeFile(single, "set single { title \"Single\"; }\nuses core;\nitem \"Rope\" { slot none; bonus +1; value 100; }\n");
  LiveGallery gallery{fs::canonical(single).string(), {{munchkinc::bundledSetsDirectory()}}};
  gallery.refresh();
  const auto state = gallery.current();
  REQUIRE(state->cards.size() == 1);
  CHECK(state->cards[0].location == "single.mkn:3");
  CHECK_FALSE(state->cards[0].svgKey.empty());
}

TEST_CASE("a stop that comes before the server listens still ends it", "[preview]") {
  // httplib ignores a stop() before its loop runs; Ctrl-C right after start must not hang.
  ScratchSet scratch;
  LiveGallery gallery{fs::canonical(scratch.set()).string(), {{munchkinc::bundledSetsDirectory()}}};
  for (int attempt = 0; attempt < 20; ++attempt) {
    HttpServer server(gallery);
    REQUIRE(server.bind(0) > 0);
    std::thread serving([&] { server.run(); });
    server.stop();
    serving.join();
  }
}

TEST_CASE("stopping wakes a waiting long poll", "[preview]") {
  auto preview = std::make_unique<RunningPreview>();
  auto poll = std::async(std::launch::async, [&] { return preview->client().Get("/events?after=1"); });
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  const auto started = std::chrono::steady_clock::now();
  preview.reset();  // stops the gallery and the server, joins their threads
  CHECK(std::chrono::steady_clock::now() - started < HttpServer::kLongPoll / 2);
  poll.wait();
}
