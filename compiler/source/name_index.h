// Which earlier item has this name, for passes that meet every card of a set
// once. A node-based hash table costs an allocation per name and several
// cache misses per lookup, which at 100,000 cards made those passes grow
// faster than the set; this is one flat array of hashes and item indices, and
// the names stay where the items keep them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

namespace munchkinc {

class NameIndex {
 public:
  explicit NameIndex(std::size_t expected = 0) { slots_.resize(capacityFor(expected)); }

  // The index stored with a name equal to `name`, if there is one; otherwise
  // stores `index` for `name` and returns nullopt. `nameOf(i)` must give the
  // name of any index stored before.
  template <class NameOf>
  std::optional<std::size_t> findOrAdd(std::string_view name, std::size_t index, const NameOf& nameOf) {
    if (2 * (size_ + 1) > slots_.size()) grow();
    const std::size_t hash = std::hash<std::string_view>{}(name);
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
      Slot& slot = slots_[i];
      if (slot.index == kEmpty) {
        slot = {hash, index};
        ++size_;
        return std::nullopt;
      }
      if (slot.hash == hash && nameOf(slot.index) == name) return slot.index;
    }
  }

 private:
  static constexpr std::size_t kEmpty = SIZE_MAX;
  struct Slot {
    std::size_t hash = 0;
    std::size_t index = kEmpty;
  };

  static std::size_t capacityFor(std::size_t expected) {
    std::size_t capacity = 16;
    while (capacity < 2 * expected) capacity *= 2;
    return capacity;
  }

  void grow() {
    std::vector<Slot> old(slots_.size() * 2);
    old.swap(slots_);
    const std::size_t mask = slots_.size() - 1;
    for (const Slot& slot : old) {
      if (slot.index == kEmpty) continue;
      std::size_t i = slot.hash & mask;
      while (slots_[i].index != kEmpty) i = (i + 1) & mask;
      slots_[i] = slot;
    }
  }

  std::vector<Slot> slots_;
  std::size_t size_ = 0;
};

}  // namespace munchkinc
