#include "munchkin/restricted_bot.h"

#include <algorithm>

namespace munchkin {
namespace {

// The choices that play or use a card of the chooser's (bot.h): the rest
// (discards, sales, loot, losses, targets) stay the bot's own.
bool playsACard(Choice choice) {
  switch (choice) {
    case Choice::OwnTurnPlay:
    case Choice::OffTurnPlay:
    case Choice::LookForTrouble:
    case Choice::CombatPlay:
    case Choice::Interfere:
    case Choice::WindowPlay:
    case Choice::EquipItem:
    case Choice::AddMonster: return true;
    default: return false;
  }
}

}  // namespace

void ChanceSheet::reset(std::size_t designs, const std::vector<std::uint64_t>& watched) {
  const std::size_t words = (designs + 63) / 64;
  bits_.assign(words, 0);
  if (watched.empty()) {
    open_.assign(words, ~std::uint64_t{0});
  } else {
    open_ = watched;
    open_.resize(words, 0);
  }
}

int RestrictingBot::choose(Game& game, int seat, Choice choice, std::span<const CardId> options) {
  if (!playsACard(choice) || (forbidden_ == kNoDesign && sheet_ == nullptr)) return inner_.choose(game, seat, choice, options);
  // A choice that must take a card is left alone when every option is of
  // one design: the action takes it, whoever chooses.
  const bool oneDesign = std::all_of(options.begin(), options.end(),
                                     [&](CardId card) { return game.designOf(card) == game.designOf(options[0]); });
  if (mustPick(choice) && oneDesign) return inner_.choose(game, seat, choice, options);
  if (sheet_ != nullptr) {
    for (CardId card : options) {
      if (sheet_->open(game.designOf(card))) sheet_->note(game.designOf(card));
    }
    return inner_.choose(game, seat, choice, options);
  }
  CardId kept[kMaxOptions];
  int positions[kMaxOptions];
  int count = 0;
  for (std::size_t i = 0; i < options.size() && count < kMaxOptions; ++i) {
    if (game.designOf(options[i]) == forbidden_) continue;
    kept[count] = options[i];
    positions[count++] = static_cast<int>(i);
  }
  if (static_cast<std::size_t>(count) == options.size()) return inner_.choose(game, seat, choice, options);
  if (count == 0) return -1;
  const int pick = inner_.choose(game, seat, choice, {kept, static_cast<std::size_t>(count)});
  return pick >= 0 && pick < count ? positions[pick] : -1;
}

template <typename Playable, typename Ask>
int RestrictingBot::handPlay(Game& game, std::span<const CardId> hand, Playable playable, Ask ask) {
  if (sheet_ != nullptr) {
    for (CardId card : hand) {
      if (sheet_->open(game.designOf(card)) && playable(card)) sheet_->note(game.designOf(card));
    }
    return ask(hand);
  }
  if (forbidden_ == kNoDesign) return ask(hand);
  // A card of the design is taken out only when it is playable now, the
  // watcher's test: otherwise the bot is asked exactly what it was asked.
  keptHand_.clear();
  keptPositions_.clear();
  for (std::size_t i = 0; i < hand.size(); ++i) {
    if (game.designOf(hand[i]) == forbidden_ && playable(hand[i])) continue;
    keptHand_.push_back(hand[i]);
    keptPositions_.push_back(static_cast<int>(i));
  }
  if (keptHand_.size() == hand.size()) return ask(hand);
  const int pick = ask(std::span<const CardId>(keptHand_));
  return pick >= 0 && pick < static_cast<int>(keptHand_.size()) ? keptPositions_[static_cast<std::size_t>(pick)] : -1;
}

int RestrictingBot::chooseOwnTurnPlay(Game& game, int seat, std::span<const CardId> hand) {
  return handPlay(
      game, hand, [&](CardId card) { return game.canPlayOnOwnTurn(seat, card); },
      [&](std::span<const CardId> offered) { return inner_.chooseOwnTurnPlay(game, seat, offered); });
}

int RestrictingBot::chooseOffTurnPlay(Game& game, int seat, std::span<const CardId> hand) {
  return handPlay(
      game, hand, [&](CardId card) { return game.playableOffTurn(seat, card); },
      [&](std::span<const CardId> offered) { return inner_.chooseOffTurnPlay(game, seat, offered); });
}

int RestrictingBot::chooseFightPlay(Game& game, int seat, Choice choice, std::span<const CardId> hand) {
  return handPlay(
      game, hand, [&](CardId card) { return game.playableInFight(seat, card); },
      [&](std::span<const CardId> offered) { return inner_.chooseFightPlay(game, seat, choice, offered); });
}

namespace {

// An ability (or a card of the hand that stops a curse) is the design's
// when its card is: the restriction's and the watcher's test.
template <typename Ask>
int abilityPlay(Game& game, std::span<const Ability> options, int forbidden, ChanceSheet* sheet, Ask ask) {
  if (sheet != nullptr) {
    for (const Ability& ability : options) {
      if (sheet->open(game.designOf(ability.card))) sheet->note(game.designOf(ability.card));
    }
    return ask(options);
  }
  if (forbidden == RestrictingBot::kNoDesign) return ask(options);
  Ability kept[kMaxOptions];
  int positions[kMaxOptions];
  int count = 0;
  for (std::size_t i = 0; i < options.size() && count < kMaxOptions; ++i) {
    if (game.designOf(options[i].card) == forbidden) continue;
    kept[count] = options[i];
    positions[count++] = static_cast<int>(i);
  }
  if (static_cast<std::size_t>(count) == options.size()) return ask(options);
  if (count == 0) return -1;
  const int pick = ask(std::span<const Ability>(kept, static_cast<std::size_t>(count)));
  return pick >= 0 && pick < count ? positions[pick] : -1;
}

}  // namespace

int RestrictingBot::stopCurse(Game& game, int seat, CardId curse, std::span<const Ability> options) {
  return abilityPlay(game, options, forbidden_, sheet_,
                     [&](std::span<const Ability> offered) { return inner_.stopCurse(game, seat, curse, offered); });
}

int RestrictingBot::chooseAbility(Game& game, int seat, std::span<const Ability> options) {
  return abilityPlay(game, options, forbidden_, sheet_,
                     [&](std::span<const Ability> offered) { return inner_.chooseAbility(game, seat, offered); });
}

}  // namespace munchkin
