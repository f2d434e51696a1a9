// One case of the conformance suite (README.md): its file read as YAML, and
// the error a case fails with when it cannot be set up or run.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include <yaml-cpp/yaml.h>

namespace conformance {

// The case cannot go on: a setup that cannot be made, a step that fails, an
// unscripted choice. The message says why.
class CaseError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct Case {
  std::string path;  // the .yaml file
  std::string id;    // "<area>/<name>", its ctest name without the prefix
  YAML::Node root;
};

// Reads the case at `path`; `id` from its place under `casesDir`. Throws
// CaseError when the file is not YAML or not a map.
Case loadCase(const std::string& path, const std::string& casesDir);

// The id of the case file at `path` under `casesDir`: "runner/passing".
std::string caseId(const std::string& path, const std::string& casesDir);

// The whole text of a file; throws CaseError when it cannot be read.
std::string readText(const std::string& path);

// A readable copy of a node for messages: `{seat: 0, ask: play}`.
std::string show(const YAML::Node& node);

// Typed reads that fail the case with the key's name instead of a yaml-cpp
// exception.
int asInt(const YAML::Node& node, const std::string& key);
std::string asString(const YAML::Node& node, const std::string& key);
bool asBool(const YAML::Node& node, const std::string& key);
// A list of card names (`hand: [A, B]`).
std::vector<std::string> cardList(const YAML::Node& node, const std::string& key);

// `[A, B]`, sorted first if asked.
std::string listText(std::vector<std::string> items, bool sorted);

}  // namespace conformance
