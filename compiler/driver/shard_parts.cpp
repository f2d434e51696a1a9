#include "driver/shard_parts.h"

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>

#include "source/progress_bar.h"

namespace munchkinc {
namespace {

Part readPart(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  if (!in || !(text << in.rdbuf())) throw MergeError("cannot read " + path);
  try {
    return {path, parsePartialResult(text.str())};
  } catch (const PartialError& e) {
    throw MergeError(path + ": " + e.what());
  }
}

// The first option two parts disagree on, as "seed 3 and 4".
std::string optionDifference(const nlohmann::json& a, const nlohmann::json& b) {
  for (const auto& [key, value] : a.items()) {
    if (!b.contains(key)) return key + " (missing from the second)";
    if (b[key] != value) return key + " " + value.dump() + " and " + b[key].dump();
  }
  for (const auto& [key, value] : b.items()) {
    if (!a.contains(key)) return key + " (missing from the first)";
  }
  return "";
}

// Throws MergeError unless `part` belongs to the same run as `first`.
void checkSameRun(const Part& first, const Part& part) {
  const PartialResult &a = first.result, &b = part.result;
  const std::string pair = first.path + " and " + part.path;
  if (a.command != b.command) throw MergeError(pair + " are parts of different commands: " + a.command + " and " + b.command);
  if (a.tablesHash != b.tablesHash) {
    throw MergeError(pair + " played different sets: '" + a.catalogue.setId + "' (tables " + a.tablesHash + ") and '" +
                     b.catalogue.setId + "' (tables " + b.tablesHash + ")");
  }
  if (const std::string difference = optionDifference(a.options, b.options); !difference.empty()) {
    throw MergeError(pair + " were played with different options: " + difference);
  }
  if (a.shardCount != b.shardCount) {
    throw MergeError(pair + " split the games differently: shard " + shardName(a) + " and shard " + shardName(b));
  }
}

// Throws MergeError unless every shard of the run is there once, each with
// the games its number stands for, counted at every player count.
void checkShards(const std::vector<Part>& parts, int games) {
  const int count = parts.front().result.shardCount;
  // A map, not a vector of `count`: a part may claim any count at all.
  std::map<int, const Part*> byIndex;
  for (const Part& part : parts) {
    const PartialResult& p = part.result;
    if (p.shardIndex < 0 || p.shardIndex >= count) throw MergeError(part.path + ": shard " + shardName(p) + " does not exist");
    const auto [seen, added] = byIndex.emplace(p.shardIndex, &part);
    if (!added) throw MergeError(seen->second->path + " and " + part.path + " are both shard " + shardName(p));
    if (p.games != munchkin::shardRange(games, p.shardIndex, count)) {
      throw MergeError(part.path + ": shard " + shardName(p) + " holds the wrong games");
    }
  }
  const long long missed = count - static_cast<long long>(byIndex.size());
  if (missed == 0) return;
  // The first ten missing, from the gaps between the shards there.
  std::string missing;
  int listed = 0;
  long long next = 0;
  byIndex.emplace(count, nullptr);  // the end, closing the last gap
  for (const auto& [index, part] : byIndex) {
    for (; next < index && listed < 10; ++next, ++listed) {
      if (!missing.empty()) missing += ", ";
      missing += std::to_string(next);
    }
    next = static_cast<long long>(index) + 1;
  }
  throw MergeError(std::to_string(missed) + " of the " + std::to_string(count) + " shards " +
                   (missed == 1 ? "is" : "are") + " missing: " + missing + (missed > 10 ? ", ..." : "") +
                   " (numbered from 0)");
}

}  // namespace

std::string shardName(const PartialResult& part) {
  return std::to_string(part.shardIndex) + "/" + std::to_string(part.shardCount);
}

std::vector<Part> readShardParts(const std::vector<std::string>& paths) {
  std::vector<Part> parts;
  // A run of a thousand shards takes seconds to read: a bar, on a terminal only.
  ProgressBar progress(paths.size() >= 100, static_cast<int>(paths.size()), "merge", "parts");
  for (const std::string& path : paths) {
    parts.push_back(readPart(path));
    progress.advance();
  }
  progress.finish();
  if (parts.empty()) throw MergeError("no parts to merge");
  for (const Part& part : parts) checkSameRun(parts.front(), part);
  const nlohmann::json& games = parts.front().result.options.contains("games")
                                    ? parts.front().result.options["games"]
                                    : nlohmann::json();
  if (!games.is_number_integer() || games.get<long long>() < 1 || games.get<long long>() > 2000000000) {
    throw MergeError(parts.front().path + ": the option games is missing or out of range");
  }
  checkShards(parts, games.get<int>());
  std::sort(parts.begin(), parts.end(),
            [](const Part& a, const Part& b) { return a.result.shardIndex < b.result.shardIndex; });
  return parts;
}

}  // namespace munchkinc
