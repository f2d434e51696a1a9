// E1021: continuing (`while`) effects that demand opposite things of the same
// target in a situation where both hold (a curse's `victim` is its holder, the
// `self` of the victim's own cards). Two effects can hold together unless
// their conditions exclude each other (see situations.h) or both are Seals
// (only the top open Seal's effect is in force). Two contradictions are found:
//
// - a limit pushed below zero: a resource's core value (a parameter or slot
//   limit) minus the `grant R -N` of one effect, or of two effects on
//   different cards together, is negative; raises from other cards are not
//   counted, since nothing guarantees they are in play;
// - escape both automatic and impossible: one effect gives `auto_escape`,
//   another `run_away -N` (or `roll_bonus -N`, which reaches the Run Away roll
//   as every roll) so large that no die roll reaches escape_roll.
#include <optional>
#include <vector>

#include "check/checks.h"
#include "check/situations.h"

namespace munchkinc::check {
namespace {

constexpr int kDieFaces = 6;

struct Continuing {
  const model::Card* card;
  const model::Effect* effect;
  const model::ActionStep* step;
};

struct Base {
  int value = 0;
  SourceRange range;  // where the value is set
};

std::optional<Base> baseOf(const model::Model& model, const std::string& resource) {
  auto param = [&](std::string_view name) -> std::optional<Base> {
    const model::Param* p = model.findParam(name);
    if (!p) return std::nullopt;
    return Base{p->value, p->range};
  };
  if (resource == "hand_limit" || resource == "big_items" || resource == "complex_items") {
    return param(resource == "complex_items" ? "complex_limit" : resource);
  }
  if (resource == "helpers") return param("max_helpers");
  if (resource == "sidekicks") return param("sidekick_limit");
  if (resource == "steeds") return param("steed_limit");
  for (const model::SlotDecl& slot : model.slots) {
    if (slot.name == resource) return Base{slot.limit, slot.range};
  }
  // One Class, Race, Army or Mojo each, by the rules themselves.
  if (resource == "classes" || resource == "races" || resource == "armies" || resource == "mojos") {
    return Base{1, SourceRange{}};
  }
  return std::nullopt;
}

// Whom a `while` action reaches, as seen from the player who has its card:
// a curse's `victim` is the player it stays on, its holder, as `self` is for
// any other card, so a curse's effects meet the victim's own.
Target reached(const Continuing& c) { return c.step->target == Target::Victim ? Target::Self : c.step->target; }

bool together(const Continuing& a, const Continuing& b) {
  if (a.card == b.card) return false;
  if (a.card->shape == Shape::Seal && b.card->shape == Shape::Seal) return false;
  return reached(a) == reached(b) && !exclusive(a.effect->condition, b.effect->condition);
}

class Contradictions {
 public:
  explicit Contradictions(CheckContext& context) : context_(context) {}

  void run() {
    forEachStep(context_.model(), [&](const model::Card& card, const model::Effect& effect, const model::ActionStep& step) {
      if (effect.kind != model::Effect::Kind::While) return;
      const Continuing c{&card, &effect, &step};
      if (step.action == Action::Grant && step.amount < 0) lowering(c);
      if (step.action == Action::AutoEscape) escapes_.push_back(c);
      const bool changesTheRun = step.action == Action::RunAway || step.action == Action::RollBonus;
      if (changesTheRun && escapeRoll() - step.amount > kDieFaces) blocks_.push_back(c);
    });
    for (const Continuing& block : blocks_) {
      for (const Continuing& escape : escapes_) {
        if (together(block, escape)) impossibleEscape(escape, block);
      }
    }
  }

 private:
  int escapeRoll() const { return context_.model().param("escape_roll", 5); }

  void lowering(const Continuing& c) {
    const auto base = baseOf(context_.model(), c.step->what);
    if (!base) return;
    const std::string& resource = c.step->what;
    if (base->value + c.step->amount < 0) {
      Diagnostic& d = context_.diagnostics().report(
          DiagCode::E1021, c.step->range,
          "'" + c.card->name + "' lowers " + resource + " by " + std::to_string(-c.step->amount) +
              " while it is only " + std::to_string(base->value) + ", so the limit would be negative");
      if (base->range.valid()) context_.diagnostics().note(d, base->range, resource + " is set here");
    } else {
      for (const Continuing& earlier : lowered_) {
        if (earlier.step->what != resource || !together(earlier, c)) continue;
        const int total = base->value + earlier.step->amount + c.step->amount;
        if (total >= 0) continue;
        Diagnostic& d = context_.diagnostics().report(
            DiagCode::E1021, c.step->range,
            "'" + c.card->name + "' and '" + earlier.card->name + "' together lower " + resource + " from " +
                std::to_string(base->value) + " to " + std::to_string(total) + " in the same situation");
        context_.diagnostics().note(d, earlier.step->range, "'" + earlier.card->name + "' lowers it here");
        if (base->range.valid()) context_.diagnostics().note(d, base->range, resource + " is set here");
        break;
      }
    }
    lowered_.push_back(c);
  }

  void impossibleEscape(const Continuing& escape, const Continuing& block) {
    // Report at whichever card comes later in the build (cards live in one
    // vector, so their addresses follow model order).
    const bool escapeLater = escape.card > block.card;
    const Continuing& later = escapeLater ? escape : block;
    const Continuing& other = escapeLater ? block : escape;
    Diagnostic& d = context_.diagnostics().report(
        DiagCode::E1021, later.step->range,
        "'" + escape.card->name + "' makes escape automatic while '" + block.card->name +
            "' makes it impossible (" + std::string(spelling(block.step->action)) + " " +
            std::to_string(block.step->amount) + " against escape_roll " +
            std::to_string(escapeRoll()) + ") in the same situation");
    context_.diagnostics().note(d, other.step->range, "'" + other.card->name + "' is the other side");
  }

  CheckContext& context_;
  std::vector<Continuing> lowered_, escapes_, blocks_;
};

}  // namespace

void checkContradictions(CheckContext& context) { Contradictions(context).run(); }

}  // namespace munchkinc::check
