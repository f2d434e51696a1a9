// The documents an editor has open: their text as typed, which replaces the
// file on disk in every check until the editor closes them.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace munchkinc::lsp {

struct Document {
  std::string uri;
  std::string path;  // canonical; empty for a URI that is no file
  std::string text;
  long long version = 0;
};

class Documents {
 public:
  const Document& open(const std::string& uri, std::string text, long long version);
  // Replaces the whole text (full synchronisation); nullptr if not open.
  const Document* change(const std::string& uri, std::string text, long long version);
  void close(const std::string& uri);
  const Document* find(const std::string& uri) const;
  std::vector<const Document*> all() const;

  // The open texts by canonical path, for UnitLoader::setOverlay.
  const std::map<std::string, std::string>& overlay() const { return overlay_; }

 private:
  std::map<std::string, Document> byUri_;
  std::map<std::string, std::string> overlay_;
};

// The canonical form of a path (links resolved as far as the path exists).
std::string canonicalPath(const std::string& path);

}  // namespace munchkinc::lsp
