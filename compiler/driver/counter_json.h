// A tally's counters as a JSON object and back, one member per counter under
// the name forEachCounter() gives it, so a counter added there is written,
// read and merged with no other change. Works for any tally with a
// forEachCounter overload (simulate's; balance's when it has one).
#pragma once

#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "munchkin/simulation_tally.h"

namespace munchkinc {

// A counter missing or of the wrong type in a partial result.
struct CounterError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

namespace counter_json {

struct Write {
  nlohmann::json& out;
  template <class Value>
  void operator()(const char* name, const Value& value) const {
    out[name] = value;
  }
  void operator()(const char* name, const std::vector<munchkin::ReportedError>& errors) const {
    nlohmann::json list = nlohmann::json::array();
    for (const munchkin::ReportedError& e : errors) list.push_back({{"game", e.game}, {"message", e.message}});
    out[name] = std::move(list);
  }
  template <munchkin::CountRecord Counts>
  void operator()(const char* name, const Counts& counts) const {
    out[name] = record(counts);
  }
  template <munchkin::CountRecord Counts>
  void operator()(const char* name, const std::vector<Counts>& records) const {
    nlohmann::json list = nlohmann::json::array();
    for (const Counts& counts : records) list.push_back(record(counts));
    out[name] = std::move(list);
  }
  template <munchkin::CountRecord Counts>
  static nlohmann::json record(const Counts& counts) {
    nlohmann::json fields = nlohmann::json::object();
    munchkin::forEachCount(Write{fields}, counts);
    return fields;
  }
};

struct Read {
  const nlohmann::json& in;

  const nlohmann::json& member(const char* name) const {
    const auto it = in.find(name);
    if (it == in.end()) throw CounterError(std::string("the counter ") + name + " is missing");
    return *it;
  }
  static void integer(const char* name, const nlohmann::json& value) {
    if (!value.is_number_integer()) throw CounterError(std::string("the counter ") + name + " holds a non-integer");
  }
  void operator()(const char* name, long long& value) const {
    integer(name, member(name));
    value = member(name).get<long long>();
  }
  template <class Number>
  void operator()(const char* name, std::vector<Number>& values) const {
    const nlohmann::json& list = member(name);
    if (!list.is_array()) throw CounterError(std::string("the counter ") + name + " is not a list");
    values.clear();
    for (const nlohmann::json& value : list) {
      integer(name, value);
      values.push_back(value.get<Number>());
    }
  }
  template <class Number, std::size_t N>
  void operator()(const char* name, std::array<Number, N>& values) const {
    std::vector<Number> list;
    (*this)(name, list);
    if (list.size() != N) {
      throw CounterError(std::string("the counter ") + name + " holds " + std::to_string(list.size()) +
                         " entries, not " + std::to_string(N));
    }
    std::copy(list.begin(), list.end(), values.begin());
  }
  void operator()(const char* name, std::vector<munchkin::ReportedError>& errors) const {
    const nlohmann::json& list = member(name);
    if (!list.is_array()) throw CounterError(std::string("the counter ") + name + " is not a list");
    errors.clear();
    for (const nlohmann::json& e : list) {
      if (!e.is_object() || !e.contains("game") || !e["game"].is_number_unsigned() || !e.contains("message") ||
          !e["message"].is_string()) {
        throw CounterError(std::string("an entry of ") + name + " is not {\"game\", \"message\"}");
      }
      errors.push_back({e["game"].get<std::uint64_t>(), e["message"].get<std::string>()});
    }
  }
  template <munchkin::CountRecord Counts>
  void operator()(const char* name, Counts& counts) const {
    record(name, member(name), counts);
  }
  template <munchkin::CountRecord Counts>
  void operator()(const char* name, std::vector<Counts>& records) const {
    const nlohmann::json& list = member(name);
    if (!list.is_array()) throw CounterError(std::string("the counter ") + name + " is not a list");
    records.assign(list.size(), {});
    for (std::size_t i = 0; i < list.size(); ++i) record(name, list[i], records[i]);
  }
  template <munchkin::CountRecord Counts>
  static void record(const char* name, const nlohmann::json& fields, Counts& counts) {
    if (!fields.is_object()) throw CounterError(std::string("an entry of ") + name + " is not an object of counts");
    munchkin::forEachCount(Read{fields}, counts);
  }
};

}  // namespace counter_json

template <class Tally>
nlohmann::json countersToJson(const Tally& tally) {
  nlohmann::json out = nlohmann::json::object();
  forEachCounter(counter_json::Write{out}, tally);
  return out;
}

// Throws CounterError.
template <class Tally>
void countersFromJson(const nlohmann::json& in, Tally& tally) {
  if (!in.is_object()) throw CounterError("the counters are not an object");
  forEachCounter(counter_json::Read{in}, tally);
}

}  // namespace munchkinc
