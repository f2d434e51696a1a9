// The engine's only source of randomness: xoshiro256** seeded through
// splitmix64. Written out here rather than taken from <random> because the
// standard distributions differ between library versions, and a seed must
// replay the same game everywhere.
#pragma once

#include <cstdint>

namespace munchkin {

// One splitmix64 step: also used to derive independent per-game seeds.
constexpr std::uint64_t splitmix64(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

// The seed of game `index` of a simulation started from `seed`.
constexpr std::uint64_t gameSeed(std::uint64_t seed, std::uint64_t index) {
  std::uint64_t state = seed ^ (index * 0xd1b54a32d192ed03ULL);
  splitmix64(state);
  return splitmix64(state);
}

class Rng {
 public:
  explicit Rng(std::uint64_t seed = 0) { reseed(seed); }

  void reseed(std::uint64_t seed) {
    for (auto& word : state_) word = splitmix64(seed);
  }

  std::uint64_t next() {
    const std::uint64_t result = rotl(state_[1] * 5, 7) * 9;
    const std::uint64_t t = state_[1] << 17;
    state_[2] ^= state_[0];
    state_[3] ^= state_[1];
    state_[1] ^= state_[2];
    state_[0] ^= state_[3];
    state_[2] ^= t;
    state_[3] = rotl(state_[3], 45);
    return result;
  }

  // Uniform in [0, bound); bound > 0. Lemire's multiply-shift with rejection,
  // so no value is favoured.
  std::uint32_t below(std::uint32_t bound) {
    std::uint64_t product = static_cast<std::uint64_t>(next() >> 32) * bound;
    auto low = static_cast<std::uint32_t>(product);
    if (low < bound) {
      const std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
      while (low < threshold) {
        product = static_cast<std::uint64_t>(next() >> 32) * bound;
        low = static_cast<std::uint32_t>(product);
      }
    }
    return static_cast<std::uint32_t>(product >> 32);
  }

  int die() { return static_cast<int>(below(6)) + 1; }

 private:
  static constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  std::uint64_t state_[4]{};
};

}  // namespace munchkin
