// `munchkinc lsp`: a Language Server Protocol server on standard input and
// output. One thread: each message is answered before the next is read, and
// every change re-checks the units it touches at once (a check of a 200-card
// unit takes milliseconds, bench/lsp).
#pragma once

#include <iosfwd>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "lsp/documents.h"
#include "lsp/features.h"
#include "lsp/symbol_index.h"
#include "lsp/unit_check.h"
#include "sema/loader.h"

namespace munchkinc::lsp {

class Server {
 public:
  Server(std::vector<SearchFolder> searchPaths, std::ostream& out);

  // Reads and answers messages until `exit` or the end of input; returns the
  // exit status: 0 after a `shutdown`, else 1 (as the protocol asks).
  int run(std::istream& in);

  // One message's JSON text; public for tests that skip the framing.
  void receive(const std::string& body);
  bool exited() const { return exited_; }
  int exitStatus() const { return shutdown_ ? 0 : 1; }

 private:
  using Json = nlohmann::json;

  void dispatch(const Json& message);
  Json request(const std::string& method, const Json& params);
  void notification(const std::string& method, const Json& params);

  void reply(const Json& id, Json result);
  void replyError(const Json& id, int code, const std::string& message);
  void notify(const std::string& method, Json params);

  Json initializeResult() const;
  void opened(const Json& params);
  void changed(const Json& params);
  void closed(const Json& params);

  // Re-checks every unit that has open documents and reads `path` (the
  // document's own unit at least), and publishes what changed.
  void recheckAffected(const std::string& path);
  void recheck(const std::string& unitPath);
  void publishFor(const std::map<std::string, Json>& before, const std::string& unitPath);
  void publish(const std::string& uri);
  // Diagnostics of one check, by file URI.
  std::map<std::string, Json> diagnosticsByUri(const UnitCheck& check) const;

  // The check of the unit of an open document, re-run if it has none yet.
  const UnitCheck* checkFor(const Document& document);

  // The place a request's textDocument and position name, in its unit's check.
  struct Place {
    const UnitCheck* check = nullptr;
    const SymbolIndex* index = nullptr;
    FileId file = kNoFile;
    std::uint32_t offset = 0;
    const Document* document = nullptr;
  };
  std::optional<Place> placeOf(const Json& params, bool needPosition = true);
  const SymbolIndex& indexOf(const UnitCheck& check);
  // The URI of a file: the editor's own for an open document.
  std::string uriOf(const std::string& path) const;
  Json locationJson(const UnitCheck& check, SourceRange range) const;

  Json hover(const Json& params);
  Json definition(const Json& params);
  Json references(const Json& params);
  Json documentSymbols(const Json& params);
  Json formatting(const Json& params);
  Json completion(const Json& params);
  Json codeActions(const Json& params);

  std::vector<SearchFolder> searchPaths_;
  std::ostream& out_;
  Documents documents_;
  std::map<std::string, std::unique_ptr<UnitCheck>> checks_;         // by unit path
  std::map<std::string, std::map<std::string, Json>> diagnostics_;   // unit path -> file URI -> list
  std::map<const UnitCheck*, std::unique_ptr<SymbolIndex>> indexes_;  // built on the first question
  bool initialized_ = false;
  bool shutdown_ = false;
  bool exited_ = false;
};

}  // namespace munchkinc::lsp
