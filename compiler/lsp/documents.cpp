#include "lsp/documents.h"

#include <filesystem>

#include "lsp/uri.h"

namespace munchkinc::lsp {

std::string canonicalPath(const std::string& path) {
  std::error_code ec;
  const std::filesystem::path canonical = std::filesystem::weakly_canonical(path, ec);
  return ec ? path : canonical.string();
}

const Document& Documents::open(const std::string& uri, std::string text, long long version) {
  Document& document = byUri_[uri];
  document.uri = uri;
  const std::string path = pathFromUri(uri);
  document.path = path.empty() ? std::string() : canonicalPath(path);
  document.text = std::move(text);
  document.version = version;
  if (!document.path.empty()) overlay_[document.path] = document.text;
  return document;
}

const Document* Documents::change(const std::string& uri, std::string text, long long version) {
  const auto it = byUri_.find(uri);
  if (it == byUri_.end()) return nullptr;
  it->second.text = std::move(text);
  it->second.version = version;
  if (!it->second.path.empty()) overlay_[it->second.path] = it->second.text;
  return &it->second;
}

void Documents::close(const std::string& uri) {
  const auto it = byUri_.find(uri);
  if (it == byUri_.end()) return;
  overlay_.erase(it->second.path);
  byUri_.erase(it);
}

const Document* Documents::find(const std::string& uri) const {
  const auto it = byUri_.find(uri);
  return it == byUri_.end() ? nullptr : &it->second;
}

std::vector<const Document*> Documents::all() const {
  std::vector<const Document*> documents;
  for (const auto& [uri, document] : byUri_) documents.push_back(&document);
  return documents;
}

}  // namespace munchkinc::lsp
