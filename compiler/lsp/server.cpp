#include "lsp/server.h"

#include <algorithm>
#include <set>
#include <stdexcept>

#include "lsp/code_actions.h"
#include "lsp/completion.h"
#include "lsp/diagnostics_json.h"
#include "lsp/line_index.h"
#include "lsp/message_stream.h"
#include "lsp/uri.h"
#include "source/input_file.h"

namespace munchkinc::lsp {

namespace {

// JSON-RPC and LSP error codes.
constexpr int kParseError = -32700;
constexpr int kInvalidRequest = -32600;
constexpr int kMethodNotFound = -32601;
constexpr int kInvalidParams = -32602;
constexpr int kInternalError = -32603;
constexpr int kServerNotInitialized = -32002;

// A request for a method this server does not have.
struct UnknownMethod : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Text that is not UTF-8 (a file's bytes quoted in a message) is sent with
// U+FFFD in its place, never refused.
std::string serialised(const nlohmann::json& message) {
  return message.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

// TextDocumentSyncKind.Full: every change sends the whole text.
constexpr int kFullSync = 1;

std::string documentUri(const nlohmann::json& params) {
  return params.at("textDocument").at("uri").get<std::string>();
}

// Applies one contentChanges entry: a whole text, or a range replaced.
void applyChange(std::string& text, const nlohmann::json& change) {
  const std::string replacement = change.at("text").get<std::string>();
  if (!change.contains("range")) {
    text = replacement;
    return;
  }
  const nlohmann::json& range = change.at("range");
  const LineIndex lines(text);
  const auto at = [&](const nlohmann::json& p) {
    return lines.offset({p.at("line").get<std::uint32_t>(), p.at("character").get<std::uint32_t>()});
  };
  const std::uint32_t begin = at(range.at("start"));
  const std::uint32_t end = std::max(begin, at(range.at("end")));
  text.replace(begin, end - begin, replacement);
}

}  // namespace

Server::Server(std::vector<SearchFolder> searchPaths, std::ostream& out)
    : searchPaths_(std::move(searchPaths)), out_(out) {}

int Server::run(std::istream& in) {
  while (!exited_) {
    ReadMessage message = readMessage(in, maxInputBytes());
    if (message.status == ReadMessage::Status::EndOfInput) break;
    if (message.status == ReadMessage::Status::BadFrame) {
      replyError(nullptr, kParseError, "unreadable message: " + message.error);
      in.ignore(static_cast<std::streamsize>(message.skip));
      continue;
    }
    receive(message.body);
  }
  return exitStatus();
}

void Server::receive(const std::string& body) {
  Json message = Json::parse(body, nullptr, /*allow_exceptions=*/false);
  if (message.is_discarded()) {
    replyError(nullptr, kParseError, "the message is not JSON");
    return;
  }
  dispatch(message);
}

void Server::dispatch(const Json& message) {
  const bool hasId = message.is_object() && message.contains("id") &&
                     (message["id"].is_number_integer() || message["id"].is_string());
  const Json id = hasId ? message["id"] : Json(nullptr);
  if (!message.is_object() || !message.contains("method") || !message["method"].is_string()) {
    // A response to a request of ours (we send none) has no method: nothing to do.
    if (message.is_object() && message.contains("id") && (message.contains("result") || message.contains("error"))) {
      return;
    }
    replyError(id, kInvalidRequest, "a request needs a string 'method'");
    return;
  }
  const std::string method = message["method"].get<std::string>();
  const Json params = message.contains("params") ? message["params"] : Json::object();
  if (message.contains("id") && !hasId) {
    replyError(nullptr, kInvalidRequest, "a request's 'id' is a number or a string");
    return;
  }
  try {
    if (!hasId) {
      notification(method, params);
      return;
    }
    if (shutdown_) {
      replyError(id, kInvalidRequest, "the server is shut down; only 'exit' is accepted");
      return;
    }
    if (!initialized_ && method != "initialize") {
      replyError(id, kServerNotInitialized, "'initialize' must come first");
      return;
    }
    reply(id, request(method, params));
  } catch (const Json::exception& e) {
    // A parameter missing or of the wrong type.
    if (hasId) replyError(id, kInvalidParams, std::string("invalid params for '") + method + "': " + e.what());
  } catch (const UnknownMethod& e) {
    if (hasId) replyError(id, kMethodNotFound, e.what());
  } catch (const std::exception& e) {
    if (hasId) replyError(id, kInternalError, std::string("internal error in '") + method + "': " + e.what());
  }
}

nlohmann::json Server::request(const std::string& method, const Json& params) {
  if (method == "initialize") {
    initialized_ = true;
    return initializeResult();
  }
  if (method == "shutdown") {
    shutdown_ = true;
    return nullptr;
  }
  if (method == "textDocument/hover") return hover(params);
  if (method == "textDocument/definition") return definition(params);
  if (method == "textDocument/references") return references(params);
  if (method == "textDocument/documentSymbol") return documentSymbols(params);
  if (method == "textDocument/formatting") return formatting(params);
  if (method == "textDocument/completion") return completion(params);
  if (method == "textDocument/codeAction") return codeActions(params);
  throw UnknownMethod("unknown method '" + method + "'");
}

void Server::notification(const std::string& method, const Json& params) {
  if (method == "exit") {
    exited_ = true;
    return;
  }
  if (!initialized_ || shutdown_) return;  // notifications before initialize are dropped, as the protocol says
  if (method == "textDocument/didOpen") opened(params);
  else if (method == "textDocument/didChange") changed(params);
  else if (method == "textDocument/didClose") closed(params);
  else if (method == "textDocument/didSave") {
    if (const Document* document = documents_.find(documentUri(params)); document && !document->path.empty()) {
      recheckAffected(document->path);
    }
  }
  // `initialized`, `$/cancelRequest`, `workspace/didChangeConfiguration` and the rest need nothing.
}

nlohmann::json Server::initializeResult() const {
  return {{"capabilities",
           {{"textDocumentSync", {{"openClose", true}, {"change", kFullSync}, {"save", {{"includeText", false}}}}},
            {"hoverProvider", true},
            {"definitionProvider", true},
            {"referencesProvider", true},
            {"documentSymbolProvider", true},
            {"documentFormattingProvider", true},
            {"completionProvider", {{"triggerCharacters", {" "}}}},
            {"codeActionProvider", {{"codeActionKinds", {"quickfix"}}}}}},
          {"serverInfo", {{"name", "munchkinc"}, {"version", MUNCHKIN_VERSION}}}};
}

void Server::opened(const Json& params) {
  const Json& item = params.at("textDocument");
  const Document& document = documents_.open(item.at("uri").get<std::string>(), item.at("text").get<std::string>(),
                                             item.value("version", 0LL));
  if (document.path.empty()) return;  // an untitled buffer: no folder, no unit
  recheckAffected(document.path);
}

void Server::changed(const Json& params) {
  const std::string uri = documentUri(params);
  const Document* document = documents_.find(uri);
  if (!document) return;
  std::string text = document->text;
  for (const Json& change : params.at("contentChanges")) applyChange(text, change);
  const long long version = params.at("textDocument").value("version", document->version + 1);
  document = documents_.change(uri, std::move(text), version);
  if (!document->path.empty()) recheckAffected(document->path);
}

void Server::closed(const Json& params) {
  const Document* document = documents_.find(documentUri(params));
  if (!document) return;
  const std::string path = document->path;
  documents_.close(document->uri);
  if (path.empty()) return;
  const std::string unit = unitOf(path);
  bool unitStillOpen = false;
  for (const Document* other : documents_.all()) unitStillOpen = unitStillOpen || unitOf(other->path) == unit;
  if (unitStillOpen) {
    recheckAffected(path);  // the file on disk counts again
    return;
  }
  const std::map<std::string, Json> before = std::move(diagnostics_[unit]);
  diagnostics_.erase(unit);
  if (const auto old = checks_.find(unit); old != checks_.end()) indexes_.erase(old->second.get());
  checks_.erase(unit);
  for (const auto& [uri, list] : before) publish(uri);
}

void Server::recheckAffected(const std::string& path) {
  std::vector<std::string> units = {unitOf(path)};
  for (const auto& [unit, check] : checks_) {
    if (unit != units.front() && check->file(path)) units.push_back(unit);
  }
  for (const std::string& unit : units) recheck(unit);
}

void Server::recheck(const std::string& unitPath) {
  std::unique_ptr<UnitCheck> check = checkUnit(unitPath, documents_.overlay(), searchPaths_);
  std::map<std::string, Json> before = std::move(diagnostics_[unitPath]);
  diagnostics_[unitPath] = diagnosticsByUri(*check);
  if (const auto old = checks_.find(unitPath); old != checks_.end()) indexes_.erase(old->second.get());
  checks_[unitPath] = std::move(check);
  publishFor(before, unitPath);
}

void Server::publishFor(const std::map<std::string, Json>& before, const std::string& unitPath) {
  std::set<std::string> uris;
  for (const auto& [uri, list] : before) uris.insert(uri);
  for (const auto& [uri, list] : diagnostics_[unitPath]) uris.insert(uri);
  // Every open document of the unit hears from it, with nothing to say too.
  for (const Document* document : documents_.all()) {
    if (!document->path.empty() && unitOf(document->path) == unitPath) uris.insert(document->uri);
  }
  for (const std::string& uri : uris) publish(uri);
}

void Server::publish(const std::string& uri) {
  // A file read by several open units (a module they all use) shows what any of them says about it.
  Json list = Json::array();
  for (const auto& [unit, byUri] : diagnostics_) {
    const auto it = byUri.find(uri);
    if (it == byUri.end()) continue;
    for (const Json& diagnostic : it->second) {
      if (std::find(list.begin(), list.end(), diagnostic) == list.end()) list.push_back(diagnostic);
    }
  }
  Json params = {{"uri", uri}, {"diagnostics", std::move(list)}};
  if (const Document* document = documents_.find(uri)) params["version"] = document->version;
  notify("textDocument/publishDiagnostics", std::move(params));
}

std::map<std::string, nlohmann::json> Server::diagnosticsByUri(const UnitCheck& check) const {
  std::map<std::string, Json> byUri;
  for (const Diagnostic& diagnostic : check.diagnostics.sorted(check.sources)) {
    Json converted = diagnosticJson(diagnostic, check.sources);
    if (diagnostic.range.valid()) {
      byUri[uriOf(check.sources.path(diagnostic.range.file))].push_back(std::move(converted));
      continue;
    }
    // About a whole file or folder: on that file if it is one, else at the top of the unit's open documents.
    const std::string path = canonicalPath(diagnostic.path);
    if (check.files.count(path) || documents_.overlay().count(path)) {
      byUri[uriOf(path)].push_back(std::move(converted));
      continue;
    }
    for (const Document* document : documents_.all()) {
      if (!document->path.empty() && unitOf(document->path) == check.unitPath) byUri[document->uri].push_back(converted);
    }
  }
  return byUri;
}

const UnitCheck* Server::checkFor(const Document& document) {
  if (document.path.empty()) return nullptr;
  const std::string unit = unitOf(document.path);
  if (!checks_.count(unit)) recheck(unit);
  return checks_[unit].get();
}

std::string Server::uriOf(const std::string& path) const {
  // Editors name documents by their own URIs; a file open in one is named so.
  const std::string canonical = canonicalPath(path);
  for (const Document* document : documents_.all()) {
    if (document->path == canonical) return document->uri;
  }
  return uriFromPath(canonical);
}

nlohmann::json Server::locationJson(const UnitCheck& check, SourceRange range) const {
  return {{"uri", uriOf(check.sources.path(range.file))}, {"range", rangeJson(check.sources, range)}};
}

const SymbolIndex& Server::indexOf(const UnitCheck& check) {
  std::unique_ptr<SymbolIndex>& index = indexes_[&check];
  if (!index) index = std::make_unique<SymbolIndex>(check);
  return *index;
}

std::optional<Server::Place> Server::placeOf(const Json& params, bool needPosition) {
  const Document* document = documents_.find(documentUri(params));
  if (!document) return std::nullopt;
  const UnitCheck* check = checkFor(*document);
  if (!check) return std::nullopt;
  const auto file = check->file(document->path);
  if (!file) return std::nullopt;
  Place place{check, &indexOf(*check), *file, 0, document};
  if (needPosition) {
    const Json& position = params.at("position");
    const LineIndex lines(check->sources.text(*file));
    place.offset = lines.offset({position.at("line").get<std::uint32_t>(), position.at("character").get<std::uint32_t>()});
  }
  return place;
}

nlohmann::json Server::hover(const Json& params) {
  const auto place = placeOf(params);
  if (!place) return nullptr;
  const auto text = hoverAt(*place->check, *place->index, place->file, place->offset);
  if (!text) return nullptr;
  return {{"contents", {{"kind", "markdown"}, {"value", text->markdown}}},
          {"range", rangeJson(place->check->sources, text->range)}};
}

nlohmann::json Server::definition(const Json& params) {
  const auto place = placeOf(params);
  Json locations = Json::array();
  if (!place) return locations;
  for (const SourceRange& range : definitionAt(*place->index, place->file, place->offset)) {
    locations.push_back(locationJson(*place->check, range));
  }
  return locations;
}

nlohmann::json Server::references(const Json& params) {
  const auto place = placeOf(params);
  Json locations = Json::array();
  if (!place) return locations;
  const bool withDeclaration = params.contains("context") && params["context"].value("includeDeclaration", false);
  for (const SourceRange& range : referencesAt(*place->index, place->file, place->offset, withDeclaration)) {
    locations.push_back(locationJson(*place->check, range));
  }
  return locations;
}

namespace {

nlohmann::json outlineJson(const SourceManager& sources, const OutlineEntry& entry) {
  nlohmann::json children = nlohmann::json::array();
  for (const OutlineEntry& child : entry.children) children.push_back(outlineJson(sources, child));
  nlohmann::json symbol = {{"name", entry.name},
                           {"kind", entry.symbolKind},
                           {"range", rangeJson(sources, entry.range)},
                           {"selectionRange", rangeJson(sources, entry.selection.valid() ? entry.selection : entry.range)},
                           {"children", std::move(children)}};
  if (!entry.detail.empty()) symbol["detail"] = entry.detail;
  return symbol;
}

}  // namespace

nlohmann::json Server::documentSymbols(const Json& params) {
  const auto place = placeOf(params, false);
  Json symbols = Json::array();
  if (!place) return symbols;
  for (const OutlineEntry& entry : outlineOf(*place->check, place->file)) {
    symbols.push_back(outlineJson(place->check->sources, entry));
  }
  return symbols;
}

nlohmann::json Server::formatting(const Json& params) {
  const Document* document = documents_.find(documentUri(params));
  if (!document) return nullptr;
  const std::optional<std::string> formatted =
      formattedText(document->path.empty() ? document->uri : document->path, document->text);
  if (!formatted) return nullptr;  // a syntax error: the diagnostics say where
  if (*formatted == document->text) return Json::array();
  const LineIndex lines(document->text);
  const Position end = lines.position(static_cast<std::uint32_t>(document->text.size()));
  return Json::array({{{"range", {{"start", {{"line", 0}, {"character", 0}}},
                                  {"end", {{"line", end.line}, {"character", end.character}}}}},
                       {"newText", *formatted}}});
}

nlohmann::json Server::completion(const Json& params) {
  const auto place = placeOf(params);
  Json items = Json::array();
  if (!place) return items;
  const model::Model* model = place->check->model ? &*place->check->model : nullptr;
  for (const CompletionItem& item : completionsAt(place->document->text, place->offset, model)) {
    Json entry = {{"label", item.label}, {"kind", item.kind}};
    if (!item.detail.empty()) entry["detail"] = item.detail;
    items.push_back(std::move(entry));
  }
  return items;
}

nlohmann::json Server::codeActions(const Json& params) {
  const auto place = placeOf(params, false);
  Json actions = Json::array();
  if (!place) return actions;
  const Json& range = params.at("range");
  const LineIndex lines(place->check->sources.text(place->file));
  const auto offsetOf = [&](const Json& p) {
    return lines.offset({p.at("line").get<std::uint32_t>(), p.at("character").get<std::uint32_t>()});
  };
  const std::uint32_t begin = offsetOf(range.at("start")), end = offsetOf(range.at("end"));
  for (const QuickFix& fix : quickFixes(place->check->diagnostics, place->check->sources, place->file, begin, end)) {
    Json edits = Json::array();
    for (const FixIt& edit : fix.edits) {
      edits.push_back({{"range", rangeJson(place->check->sources, edit.range)}, {"newText", edit.replacement}});
    }
    actions.push_back({{"title", fix.title},
                       {"kind", "quickfix"},
                       {"isPreferred", true},
                       {"diagnostics", Json::array({diagnosticJson(*fix.diagnostic, place->check->sources)})},
                       {"edit", {{"changes", {{place->document->uri, std::move(edits)}}}}}});
  }
  return actions;
}

void Server::reply(const Json& id, Json result) {
  writeMessage(out_, serialised({{"jsonrpc", "2.0"}, {"id", id}, {"result", std::move(result)}}));
}

void Server::replyError(const Json& id, int code, const std::string& message) {
  writeMessage(out_, serialised({{"jsonrpc", "2.0"}, {"id", id}, {"error", {{"code", code}, {"message", message}}}}));
}

void Server::notify(const std::string& method, Json params) {
  writeMessage(out_, serialised({{"jsonrpc", "2.0"}, {"method", method}, {"params", std::move(params)}}));
}

}  // namespace munchkinc::lsp
