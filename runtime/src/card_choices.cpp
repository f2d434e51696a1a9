// Choices written on a card: `choose { ... } or { ... }` and `may { ... }`
// (docs/semantics.md, "Choices"). A choice is flattened in the action list:
// its head (Choose or May, the chooser as target, the number of
// alternatives), then each alternative as an Alternative step giving its
// length, followed by its actions.
#include "munchkin/engine.h"

#include "munchkin/bot.h"

namespace munchkin {
namespace {

// PreparedSet refuses a choice with more alternatives.
constexpr int kMaxAlternatives = 8;

const char* ordinalWord(int place) {
  static const char* const kWords[kMaxAlternatives] = {"first", "second", "third", "fourth",
                                                        "fifth", "sixth",  "seventh", "eighth"};
  return place >= 0 && place < kMaxAlternatives ? kWords[place] : "next";
}

}  // namespace

std::uint32_t Game::choiceSpan(std::uint32_t at) const {
  const SetTables& t = set_.tables();
  std::uint32_t next = at + 1;
  for (int k = 0; k < t.actions[at].amount; ++k) next += 1 + static_cast<std::uint32_t>(t.actions[next].amount);
  return next - at;
}

std::uint32_t Game::runChoice(std::uint32_t at, const Context& context) {
  const SetTables& t = set_.tables();
  const ActionDef& head = t.actions[at];
  if (head.action == Action::Roll) return runRoll(at, context);  // flattened as a choice is (dice.cpp)
  const int self = context.self < 0 ? current : context.self;
  const int n = playerCount();
  int chooser = self;
  switch (head.target) {
    case Target::Victim: chooser = context.victim >= 0 ? context.victim : self; break;
    case Target::PlayerLeft: chooser = (self + 1) % n; break;
    case Target::PlayerRight: chooser = (self + n - 1) % n; break;
    default: break;
  }
  // The alternatives whose price `self` can pay.
  Range offered[kMaxAlternatives];
  std::uint8_t written[kMaxAlternatives];
  int count = 0;
  std::uint32_t next = at + 1;
  for (int k = 0; k < head.amount; ++k) {
    const Range body{next + 1, static_cast<std::uint32_t>(t.actions[next].amount)};
    if (count < kMaxAlternatives && priceCanBePaid(self, context.source, body)) {
      offered[count] = body;
      written[count++] = static_cast<std::uint8_t>(k);
    }
    next = body.first + body.count;
  }
  const std::uint32_t span = next - at;
  if (count == 0) return span;
  const bool optional = head.action == Action::May;
  int pick = 0;
  // One alternative of a `choose` is no choice; a `may` always is.
  if (optional || count > 1) {
    const AlternativeRequest request{optional ? Choice::Optional : Choice::Alternative, context.source, self,
                                     {written, static_cast<std::size_t>(count)}};
    pick = bots_[static_cast<std::size_t>(chooser)]->chooseAlternative(*this, chooser, request,
                                                                      {offered, static_cast<std::size_t>(count)});
    if (pick >= count || (pick < 0 && !optional)) pick = 0;
    if (log && log->enabled()) [&]() __attribute__((noinline, cold)) {
      // What was picked, in words: "chooses to discard 2 cards, the first option of Toll".
      if (optional) {
        log->begin(turn, chooser) << (pick < 0 ? "declines" : "takes") << " the option of " << def(context.source).name
                                  << " to " << optionWords(offered[0]);
      } else {
        log->begin(turn, chooser) << "chooses to " << optionWords(offered[pick]) << ", the "
                                  << ordinalWord(written[pick]) << " option of " << def(context.source).name;
      }
      log->end();
    }();
  }
  if (pick < 0) return span;
  const Range chosen = offered[pick];
  const std::uint32_t paid = payPrice(self, chosen, context);
  runActionSteps({chosen.first + paid, chosen.count - paid}, context);
  return span;
}

}  // namespace munchkin
