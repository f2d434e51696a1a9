#include "conformance_case.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace conformance {

std::string readText(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw CaseError("cannot read " + path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string caseId(const std::string& path, const std::string& casesDir) {
  std::filesystem::path relative = std::filesystem::path(path).lexically_relative(casesDir);
  relative.replace_extension();
  return relative.generic_string();
}

Case loadCase(const std::string& path, const std::string& casesDir) {
  Case c;
  c.path = path;
  c.id = caseId(path, casesDir);
  try {
    c.root = YAML::Load(readText(path));
  } catch (const YAML::Exception& e) {
    throw CaseError("not a YAML file: " + std::string(e.what()));
  }
  if (!c.root.IsMap()) throw CaseError("a case is a YAML map (about, mkn, table, steps, answers, expect)");
  return c;
}

std::string show(const YAML::Node& node) {
  YAML::Emitter out;
  out.SetMapFormat(YAML::Flow);
  out.SetSeqFormat(YAML::Flow);
  out << node;
  return out.c_str();
}

int asInt(const YAML::Node& node, const std::string& key) {
  try {
    return node.as<int>();
  } catch (const YAML::Exception&) {
    throw CaseError("'" + key + "' should be a number, not " + show(node));
  }
}

std::string asString(const YAML::Node& node, const std::string& key) {
  if (!node.IsScalar()) throw CaseError("'" + key + "' should be a single value, not " + show(node));
  return node.Scalar();
}

bool asBool(const YAML::Node& node, const std::string& key) {
  try {
    return node.as<bool>();
  } catch (const YAML::Exception&) {
    throw CaseError("'" + key + "' should be true or false, not " + show(node));
  }
}

std::string listText(std::vector<std::string> items, bool sorted) {
  if (sorted) std::sort(items.begin(), items.end());
  std::string out = "[";
  for (std::size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + items[i];
  return out + "]";
}

std::vector<std::string> cardList(const YAML::Node& node, const std::string& key) {
  if (!node.IsSequence()) throw CaseError("'" + key + "' should be a list of card names, not " + show(node));
  std::vector<std::string> out;
  for (const YAML::Node& item : node) out.push_back(asString(item, key));
  return out;
}

}  // namespace conformance
