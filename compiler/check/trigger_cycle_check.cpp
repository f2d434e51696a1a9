// E1020: reactions that can set each other off forever.
//
// Each `on T` block of a card is a node. It has an edge to every `on U`
// block when one of its actions fires U: gaining levels fires level_gained,
// losing levels level_lost, set_level either, selling items level_gained,
// opening a Seal seal_opened, closing one seal_closed, dying died (and
// looted, for the players who loot the corpse), rolling the die rolled,
// drawing card_drawn (when the block's deck and face filters let the draw
// through), losing or stealing an item item_lost, and applying a Seal the
// top Seal's own seal_opened. Actions inside `choose`, `may` and a roll's
// rows count. Blocks of every card of the build count, whatever set or
// module declares them: in a blend the loop may run across games.
// Blocks with a once_per_* limit stop any loop and are left out. Every
// strongly connected group that remains (or a block that fires its own
// trigger) is a loop: reported once, at the first member's firing action,
// with notes at the others. A block of a card printed once fires itself
// only when its action reaches the player holding it (`lose_levels 1 to
// other_player` reaches another player, whose cards lack that block);
// conditions and caps are not evaluated: a loop that might stop still needs
// a limit to be sure it does.
#include <algorithm>
#include <map>
#include <vector>

#include "check/checks.h"

namespace munchkinc::check {
namespace {

std::vector<Trigger> firedBy(Action action) {
  switch (action) {
    case Action::GainLevels:
    case Action::SellItems: return {Trigger::LevelGained};
    case Action::LoseLevels: return {Trigger::LevelLost};
    case Action::SetLevel: return {Trigger::LevelGained, Trigger::LevelLost};
    case Action::OpenSeal:
    case Action::TriggerSeal: return {Trigger::SealOpened};
    case Action::CloseSeal: return {Trigger::SealClosed};
    case Action::Die: return {Trigger::Died, Trigger::Looted};
    case Action::Roll: return {Trigger::Rolled};
    case Action::Draw: return {Trigger::CardDrawn};
    case Action::LoseItem:
    case Action::Steal: return {Trigger::ItemLost};
    default: return {};
  }
}

// Whether the draw `step` can be one the `on card_drawn` block `effect`
// answers: its deck (or its kind's deck) and its face. Who draws is left
// open: the same player may hold both cards.
bool drawReaches(const model::ActionStep& step, const model::Effect& effect, const model::Model& model) {
  std::string deck = effect.drawnDeck;
  for (const model::Kind& kind : model.kinds) {
    if (kind.name == effect.drawnKind) deck = kind.deck;
  }
  if (!deck.empty() && deck != step.what) return false;
  const bool faceUp = std::find(step.flags.begin(), step.flags.end(), "face_up") != step.flags.end() ||
                      std::find(step.flags.begin(), step.flags.end(), "discard") != step.flags.end();
  return effect.drawnFace.empty() || (effect.drawnFace == "face_up") == faceUp;
}

// Whether `step` fires item_lost: a `lose_item` of carried items or a stolen item.
bool losesAnItem(const model::ActionStep& step) {
  if (step.action == Action::Steal) return step.what == "item";
  return !(step.items && step.items->inHand);
}

// Whether `step` may reach the player whose cards it is on, and whether it
// may reach another player.
bool mayReachSelf(const model::ActionStep& step) {
  if (step.players && step.players->exceptSelf) return false;
  switch (step.target) {
    case Target::OtherPlayer:
    case Target::AllOthers:
    case Target::PlayerLeft:
    case Target::PlayerRight:
    case Target::Monster: return false;
    default: return true;
  }
}

bool mayReachOthers(const model::ActionStep& step) {
  return step.target != Target::Self && step.target != Target::Victim && step.target != Target::Monster;
}

// Whether the trigger `fired` by `step` of a block may reach that very block
// again when only one player holds the card. Seal triggers reach every
// player; a Seal's own block is the Seal's; the others reach the player the
// event happens to (the looter, for looted: never the dead).
bool firesItselfAlone(const model::ActionStep& step, Trigger fired, const model::Effect& effect) {
  switch (fired) {
    case Trigger::SealOpened:
    case Trigger::SealClosed:
    case Trigger::Rolled: return true;
    case Trigger::Looted: return mayReachOthers(step);
    case Trigger::CardDrawn:
      if (effect.drawnBy == DrawnBy::AnyPlayer) return true;
      if (effect.drawnBy == DrawnBy::OtherPlayer) return mayReachOthers(step);
      return mayReachSelf(step);
    default: return mayReachSelf(step);
  }
}

struct Node {
  const model::Card* card;
  const model::Effect* effect;
};

struct Edge {
  std::size_t to;
  const model::ActionStep* step;  // the action that fires the target's trigger
};

class CycleFinder {
 public:
  explicit CycleFinder(CheckContext& context) : context_(context) {}

  void run() {
    for (const model::Card& card : context_.model().cards) {
      for (const model::Effect& effect : card.effects) {
        if (effect.kind == model::Effect::Kind::On && effect.limit == Limit::None) nodes_.push_back({&card, &effect});
      }
    }
    // Nodes by the trigger they react to, in node order, so an action finds
    // its targets without a scan of every node.
    std::map<Trigger, std::vector<std::size_t>> reacting;
    for (std::size_t n = 0; n < nodes_.size(); ++n) reacting[nodes_[n].effect->trigger].push_back(n);
    edges_.resize(nodes_.size());
    for (std::size_t from = 0; from < nodes_.size(); ++from) {
      for (const model::ActionStep& step : nodes_[from].effect->steps) {
        for (Trigger fired : firedBy(step.action)) {
          const auto targets = reacting.find(fired);
          if (targets == reacting.end()) continue;
          if (fired == Trigger::ItemLost && !losesAnItem(step)) continue;
          for (std::size_t to : targets->second) {
            if (fired == Trigger::CardDrawn && !drawReaches(step, *nodes_[to].effect, context_.model())) continue;
            // apply_seal runs the top Seal's opening block, no other card's.
            if (step.action == Action::TriggerSeal && nodes_[to].card->shape != Shape::Seal) continue;
            if (to == from && nodes_[from].card->copies < 2 && !firesItselfAlone(step, fired, *nodes_[to].effect)) {
              continue;
            }
            edges_[from].push_back({to, &step});
          }
        }
      }
    }
    findComponents();
  }

 private:
  // Tarjan's algorithm; components come out in reverse topological order,
  // so they are sorted by first member before reporting.
  void findComponents() {
    index_.assign(nodes_.size(), -1);
    low_.assign(nodes_.size(), 0);
    onStack_.assign(nodes_.size(), false);
    for (std::size_t n = 0; n < nodes_.size(); ++n) {
      if (index_[n] < 0) visit(n);
    }
    std::sort(components_.begin(), components_.end());
    for (const std::vector<std::size_t>& members : components_) report(members);
  }

  void visit(std::size_t n) {
    index_[n] = low_[n] = next_++;
    stack_.push_back(n);
    onStack_[n] = true;
    for (const Edge& e : edges_[n]) {
      if (index_[e.to] < 0) {
        visit(e.to);
        low_[n] = std::min(low_[n], low_[e.to]);
      } else if (onStack_[e.to]) {
        low_[n] = std::min(low_[n], index_[e.to]);
      }
    }
    if (low_[n] != index_[n]) return;
    std::vector<std::size_t> members;
    std::size_t m = 0;
    do {
      m = stack_.back();
      stack_.pop_back();
      onStack_[m] = false;
      members.push_back(m);
    } while (m != n);
    std::sort(members.begin(), members.end());
    const bool selfLoop = std::any_of(edges_[n].begin(), edges_[n].end(), [&](const Edge& e) { return e.to == n; });
    if (members.size() > 1 || selfLoop) components_.push_back(std::move(members));
  }

  // The action by which `from` fires another member of its loop.
  const model::ActionStep* firing(std::size_t from, const std::vector<std::size_t>& members) const {
    for (const Edge& e : edges_[from]) {
      if (std::binary_search(members.begin(), members.end(), e.to)) return e.step;
    }
    return nullptr;
  }

  std::string describe(std::size_t n) const {
    return "'" + nodes_[n].card->name + "' reacts to " + std::string(spelling(nodes_[n].effect->trigger));
  }

  void report(const std::vector<std::size_t>& members) {
    const std::size_t first = members.front();
    const model::ActionStep* step = firing(first, members);
    std::string message;
    if (members.size() == 1) {
      message = describe(first) + " by " + std::string(spelling(step->action)) + ", which fires " +
                std::string(spelling(nodes_[first].effect->trigger)) + " again; without a once_per_* limit it can loop forever";
    } else {
      message = describe(first) + " by " + std::string(spelling(step->action)) + ", starting a loop of " +
                std::to_string(members.size()) + " reactions that can fire each other forever; give one of them a once_per_* limit";
    }
    Diagnostic& d = context_.diagnostics().report(DiagCode::E1020, step->range, message);
    for (std::size_t i = 1; i < members.size(); ++i) {
      const std::size_t n = members[i];
      const model::ActionStep* next = firing(n, members);
      context_.diagnostics().note(d, next->range,
                                  describe(n) + " by " + std::string(spelling(next->action)) + ", continuing the loop");
    }
  }

  CheckContext& context_;
  std::vector<Node> nodes_;
  std::vector<std::vector<Edge>> edges_;
  std::vector<int> index_, low_;
  std::vector<bool> onStack_;
  std::vector<std::size_t> stack_;
  std::vector<std::vector<std::size_t>> components_;
  int next_ = 0;
};

}  // namespace

void checkTriggerCycles(CheckContext& context) { CycleFinder(context).run(); }

}  // namespace munchkinc::check
