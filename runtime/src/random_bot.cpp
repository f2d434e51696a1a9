// A bot that picks uniformly among the legal options, including "nothing".
#include "munchkin/bot.h"

namespace munchkin {
namespace {

class RandomBot final : public Bot {
 public:
  std::string_view name() const override { return "random"; }

  int choose(Game& game, int, Choice choice, std::span<const CardId> options) override {
    const auto count = static_cast<std::uint32_t>(options.size());
    // Choices that must take a card never get the "nothing" option.
    const std::uint32_t pick = game.botRng().below(count + (mustPick(choice) ? 0 : 1));
    return pick == count ? -1 : static_cast<int>(pick);
  }

  HelpRequest askForHelp(Game& game, int, std::span<const int> candidates) override {
    if (candidates.empty() || game.botRng().below(2) == 0) return {};
    return {candidates[game.botRng().below(static_cast<std::uint32_t>(candidates.size()))],
            static_cast<int>(game.botRng().below(3))};
  }

  bool acceptHelp(Game& game, int, int, int) override { return game.botRng().below(2) == 0; }
  bool sacrificeSidekick(Game& game, int) override { return game.botRng().below(2) == 0; }

  int choosePlayer(Game& game, int, const TargetRequest&, std::span<const int> seats) override {
    return static_cast<int>(game.botRng().below(static_cast<std::uint32_t>(seats.size())));
  }

  int chooseCurseVictim(Game& game, int, CardId, std::span<const int> seats) override {
    return static_cast<int>(game.botRng().below(static_cast<std::uint32_t>(seats.size())));
  }

  int stopCurse(Game& game, int, CardId, std::span<const Ability> options) override {
    const auto count = static_cast<std::uint32_t>(options.size());
    const std::uint32_t pick = game.botRng().below(count + 1);
    return pick == count ? -1 : static_cast<int>(pick);
  }

  int chooseAbility(Game& game, int, std::span<const Ability> options) override {
    const auto count = static_cast<std::uint32_t>(options.size());
    const std::uint32_t pick = game.botRng().below(count + 1);
    return pick == count ? -1 : static_cast<int>(pick);
  }

  bool backsMonsters(Game& game, int, CardId) override { return game.botRng().below(2) == 0; }
  // A `may` taken or declined at even odds; an alternative of a `choose` uniformly.
  int chooseAlternative(Game& game, int, const AlternativeRequest& request, std::span<const Range> alternatives) override {
    if (request.choice == Choice::Optional) return game.botRng().below(2) == 0 ? 0 : -1;
    return static_cast<int>(game.botRng().below(static_cast<std::uint32_t>(alternatives.size())));
  }
  bool backsOutOfForcedHelp(Game& game, int) override { return game.botRng().below(2) == 0; }
  int chooseSex(Game& game, int) override { return static_cast<int>(game.botRng().below(2)); }
};

}  // namespace

std::unique_ptr<Bot> makeRandomBot() { return std::make_unique<RandomBot>(); }

}  // namespace munchkin
