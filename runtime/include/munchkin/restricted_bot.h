// Restricted play (`munchkinc balance`, docs/balance.md): a bot that plays
// as another does, except that it never plays or uses the cards of one
// design; or, watching, plays exactly as the other does and notes each
// design it could have played.
//
// It wraps the seat's bot rather than changing the engine, so games that
// restrict nothing pay nothing. What it takes away is what a player chooses
// to play or use: the card among the options of every play from the hand
// (own turn, another's turn, a fight, a window, looking for trouble,
// stopping a curse), of an ability of a copy in play, and of an `equip` or
// `add_monster` choice that offers another card. The watcher's note uses
// the same test as the restriction, so a restricted game is the watched
// game, move for move, until the first moment the watcher noted.
#pragma once

#include <cstdint>
#include <vector>

#include "munchkin/bot.h"

namespace munchkin {

// The designs a seat had the chance to play in one game: one bit a design.
class ChanceSheet {
 public:
  // Designs outside `watched` (one bit a design; empty: all) are not noted.
  void reset(std::size_t designs, const std::vector<std::uint64_t>& watched);
  bool noted(std::size_t design) const { return (bits_[design / 64] >> (design % 64)) & 1u; }
  // Whether `design` is watched and not noted yet: worth testing a card of it.
  bool open(std::size_t design) const { return (open_[design / 64] >> (design % 64)) & 1u; }
  void note(std::size_t design) {
    bits_[design / 64] |= std::uint64_t{1} << (design % 64);
    open_[design / 64] &= ~(std::uint64_t{1} << (design % 64));
  }

 private:
  std::vector<std::uint64_t> bits_, open_;
};

class RestrictingBot final : public Bot {
 public:
  static constexpr int kNoDesign = -1;
  explicit RestrictingBot(Bot& inner) : inner_(inner) {}
  // Forbids the cards of `design` (kNoDesign: none); stops watching.
  void restrict(int design) {
    forbidden_ = design;
    sheet_ = nullptr;
  }
  // Forbids nothing and notes each chance into `sheet` (null: none).
  void watch(ChanceSheet* sheet) {
    forbidden_ = kNoDesign;
    sheet_ = sheet;
  }

  std::string_view name() const override { return inner_.name(); }
  int choose(Game& game, int seat, Choice choice, std::span<const CardId> options) override;
  bool declines(Game& game, int seat, Choice choice) override { return inner_.declines(game, seat, choice); }
  bool abilityDeclineStands() const override { return inner_.abilityDeclineStands(); }
  int chooseOwnTurnPlay(Game& game, int seat, std::span<const CardId> hand) override;
  int chooseOffTurnPlay(Game& game, int seat, std::span<const CardId> hand) override;
  int chooseFightPlay(Game& game, int seat, Choice choice, std::span<const CardId> hand) override;
  int chooseSale(Game& game, int seat, std::span<const CardId> offered, CardId* sale) override {
    return inner_.chooseSale(game, seat, offered, sale);
  }
  HelpRequest askForHelp(Game& game, int seat, std::span<const int> candidates) override {
    return inner_.askForHelp(game, seat, candidates);
  }
  bool acceptHelp(Game& game, int seat, int asker, int share) override {
    return inner_.acceptHelp(game, seat, asker, share);
  }
  bool sacrificeSidekick(Game& game, int seat) override { return inner_.sacrificeSidekick(game, seat); }
  int choosePlayer(Game& game, int seat, const TargetRequest& request, std::span<const int> seats) override {
    return inner_.choosePlayer(game, seat, request, seats);
  }
  int chooseCurseVictim(Game& game, int seat, CardId curse, std::span<const int> seats) override {
    return inner_.chooseCurseVictim(game, seat, curse, seats);
  }
  int stopCurse(Game& game, int seat, CardId curse, std::span<const Ability> options) override;
  int chooseAbility(Game& game, int seat, std::span<const Ability> options) override;
  int chooseSex(Game& game, int seat) override { return inner_.chooseSex(game, seat); }
  bool backsMonsters(Game& game, int seat, CardId oneShot) override { return inner_.backsMonsters(game, seat, oneShot); }
  bool backsOutOfForcedHelp(Game& game, int seat) override { return inner_.backsOutOfForcedHelp(game, seat); }
  int chooseAlternative(Game& game, int seat, const AlternativeRequest& request,
                        std::span<const Range> alternatives) override {
    return inner_.chooseAlternative(game, seat, request, alternatives);
  }

 private:
  // The hand plays: `playable` is the engine's test of that moment
  // (canPlayOnOwnTurn, playableOffTurn, playableInFight).
  template <typename Playable, typename Ask>
  int handPlay(Game& game, std::span<const CardId> hand, Playable playable, Ask ask);

  Bot& inner_;
  int forbidden_ = kNoDesign;
  ChanceSheet* sheet_ = nullptr;
  // The hand less the forbidden cards, and where each stands in the hand:
  // kept between calls so that a replay allocates nothing per question.
  std::vector<CardId> keptHand_;
  std::vector<int> keptPositions_;
};

}  // namespace munchkin
