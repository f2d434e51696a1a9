#include "sema/schema.h"

#include <algorithm>

namespace munchkinc::schema {

using S = Shape;

const std::vector<FieldSpec>& fields() {
  static const std::vector<FieldSpec> kFields = {
      {.name = "copies", .type = ValueType::Count},
      {.name = "text", .type = ValueType::Text},
      {.name = "flavor", .type = ValueType::Text},
      {.name = "art", .type = ValueType::Text},
      {.name = "tags", .type = ValueType::TagList},
      {.name = "supersedes", .type = ValueType::RuleList},
      {.name = "level", .type = ValueType::Count, .shapes = {S::Monster}, .required = true, .min = 1},
      {.name = "treasures", .type = ValueType::Count, .shapes = {S::Monster}, .required = true},
      {.name = "levels", .type = ValueType::Count, .shapes = {S::Monster}, .min = 1},
      {.name = "no_pursuit", .type = ValueType::ConditionOnly, .shapes = {S::Monster}},
      {.name = "bonus", .type = ValueType::Signed, .shapes = {S::Enhancer, S::Item, S::OneShot, S::Sidekick, S::Steed}},
      {.name = "treasures", .type = ValueType::Signed, .shapes = {S::Enhancer}},
      {.name = "slot", .type = ValueType::SlotSpec, .shapes = {S::Item}},
      // Not on sidekicks: a sidekick is no item, neither sold nor carried as one.
      {.name = "size", .type = ValueType::Size, .shapes = {S::Item, S::OneShot, S::Steed}},
      {.name = "complex", .type = ValueType::Flag, .shapes = {S::Item}},
      {.name = "value", .type = ValueType::Gold, .shapes = {S::Item, S::OneShot, S::Steed}},
      {.name = "usable_by", .type = ValueType::RefList, .shapes = {S::Item, S::OneShot}},
      {.name = "not_usable_by", .type = ValueType::RefList, .shapes = {S::Item, S::OneShot}},
      {.name = "rank", .type = ValueType::Count, .shapes = {S::Power}, .required = true, .min = 1},
      {.name = "default", .type = ValueType::Flag, .shapes = {S::Race}},
      {.name = "attaches", .type = ValueType::ShapeWord, .shapes = {S::Modifier}, .required = true},
      {.name = "requires", .type = ValueType::Ref, .shapes = {S::Feat}, .required = true},
  };
  return kFields;
}

const FieldSpec* findField(std::string_view name, Shape shape) {
  const FieldSpec* any = nullptr;
  for (const FieldSpec& f : fields()) {
    if (f.name != name) continue;
    if (fieldAllowed(f, shape)) return &f;
    if (!any) any = &f;
  }
  return any;
}

bool fieldAllowed(const FieldSpec& spec, Shape shape) {
  return spec.shapes.empty() || std::find(spec.shapes.begin(), spec.shapes.end(), shape) != spec.shapes.end();
}

const ActionSpec& actionSpec(Action action) {
  using A = Action;
  using R = AmountRule;
  static const std::vector<ActionSpec> kSpecs = [] {
    std::vector<ActionSpec> specs = {
        {.action = A::GainLevels, .amount = R::Required, .capWord = "max_level"},
        {.action = A::LoseLevels, .amount = R::Required},
        {.action = A::SetLevel, .amount = R::Required},
        {.action = A::CombatBonus, .amount = R::Required, .signedAmount = true, .allowsVersus = true,
         .monsterTarget = true},
        {.action = A::Treasures, .amount = R::Required, .signedAmount = true},
        {.action = A::RunAway, .amount = R::Required, .signedAmount = true, .allowsVersus = true},
        {.action = A::AutoEscape, .words = {"all"}},
        {.action = A::Draw, .amount = R::Required, .words = {"face_up", "face_down", "discard"}, .wordRequired = true,
         .wordsIncludeDecks = true},
        {.action = A::LoseItem, .words = {"headgear", "armor", "footgear", "hands", "big", "choice", "all"},
         .wordRequired = true},
        {.action = A::LoseClass},
        {.action = A::LoseRace},
        {.action = A::DiscardHand},
        {.action = A::DiscardCards, .amount = R::Required},
        {.action = A::Die},
        {.action = A::OpenSeal, .amount = R::Optional},
        {.action = A::CloseSeal, .amount = R::Optional},
        {.action = A::Win},
        {.action = A::Steal, .words = {"item", "card"}, .wordRequired = true},
        {.action = A::Give, .words = {"item", "card"}, .wordRequired = true},
        {.action = A::LookAtHand},
        {.action = A::ForceHelp, .words = {"except_win"}},
        {.action = A::ReturnToHand, .words = {"item", "card"}, .wordRequired = true},
        {.action = A::Sacrifice},
        {.action = A::SellItems, .capWord = "max_gain"},
        {.action = A::Grant, .amount = R::Required, .signedAmount = true, .wordRequired = true,
         .wordsAreResources = true},
        {.action = A::Cancel, .words = {"curse", "seal", "seventh_seal", "bad_stuff", "monster"}, .wordRequired = true},
        {.action = A::AddMonster},
        {.action = A::Equip, .words = {"big", "headgear", "armor", "footgear", "hands", "any"}, .wordRequired = true},
        {.action = A::TriggerSeal},
        // Choices are written `choose { } or { }` and `may { }`, never as a plain action.
        {.action = A::Choose},
        {.action = A::May},
        {.action = A::Alternative},
        // Combat outcomes: each acts on a monster of the fight, never on a player.
        {.action = A::KillMonster, .words = {"treasure_only"}, .playerTarget = false},
        {.action = A::TakeTreasure, .playerTarget = false},
        {.action = A::EndCombat, .playerTarget = false},
        // Switches: their words and targets are checked apart (switch_checker.cpp).
        {.action = A::Ignore, .words = {"level", "drawbacks", "restrictions"}, .wordRequired = true},
        {.action = A::Forbid, .words = {"run_away", "help", "reward"}, .wordRequired = true},
        {.action = A::CountOnly, .words = {"headgear", "armor", "footgear", "hands"}, .wordRequired = true},
        {.action = A::DoubleStrength},
        {.action = A::WinTies},
        // Dice: a modifier of the roll under way (or, in `while`, of every
        // roll) and a re-roll; `roll { on ... }` is written with its rows.
        {.action = A::RollBonus, .amount = R::Required, .signedAmount = true},
        {.action = A::Reroll},
        // Draws and losses: the card just drawn (no target), a player's sex.
        {.action = A::DiscardDrawn, .playerTarget = false},
        {.action = A::ChangeSex},
        // Selling: a continuing change of the gold each item sold is worth.
        {.action = A::SalePrice, .amount = R::Required, .signedAmount = true, .words = {"times"}},
        {.action = A::Roll},
        {.action = A::RollRow},
    };
    std::sort(specs.begin(), specs.end(),
              [](const ActionSpec& a, const ActionSpec& b) { return a.action < b.action; });
    return specs;
  }();
  return kSpecs[static_cast<std::size_t>(action)];
}

bool blockAllowed(Shape shape, BlockKind kind) {
  switch (kind) {
    case BlockKind::BadStuff:
      return shape == S::Monster;
    case BlockKind::Play:
      return shape != S::Monster && shape != S::Seal;
    case BlockKind::While:
    case BlockKind::On:
      // Cards that are discarded as soon as they are used are never "in play".
      return shape != S::OneShot && shape != S::LevelUp && shape != S::Enhancer;
  }
  return false;
}

bool diesWithTheirHolder(Shape shape) {
  return shape == S::Item || shape == S::Sidekick || shape == S::Steed || shape == S::Special;
}

bool triggerPossible(Shape shape, Trigger trigger) {
  using T = Trigger;
  if (shape == S::Monster) {
    // A monster only exists in play while it is being fought; the door is
    // kicked before any fight. `helping`: a helper joins the fight against it.
    return trigger == T::CombatStart || trigger == T::CombatWon || trigger == T::CombatLost ||
           trigger == T::Escaped || trigger == T::Caught || trigger == T::MonsterKilled || trigger == T::Helping;
  }
  if (shape == S::Seal) {
    // A Seal reacts to its own opening; no rule says whom other events of a
    // Seal would reach.
    return trigger == T::SealOpened;
  }
  // `died` reaches the cards the dead player keeps; these are laid out and
  // looted before it fires.
  if (trigger == T::Died) return !diesWithTheirHolder(shape);
  return true;
}

bool actionAllowedIn(Action a, BlockKind kind) {
  if (kind == BlockKind::While) {
    return a == Action::CombatBonus || a == Action::RunAway || a == Action::Grant || a == Action::Treasures ||
           a == Action::AutoEscape || a == Action::LookAtHand || a == Action::Ignore || a == Action::Forbid ||
           a == Action::CountOnly || a == Action::DoubleStrength || a == Action::WinTies || a == Action::RollBonus ||
           a == Action::SalePrice;
  }
  return a != Action::AddMonster || kind == BlockKind::Play;
}

bool isLastingSwitch(Action action, std::string_view what) {
  return action == Action::Ignore && (what == "drawbacks" || what == "restrictions");
}

bool reachesARoll(Action a, BlockKind kind) {
  if (a == Action::Reroll) return kind == BlockKind::On;
  if (a == Action::RollBonus) return kind == BlockKind::On || kind == BlockKind::While;
  return true;
}

bool answersADraw(Action a, BlockKind kind) { return a != Action::DiscardDrawn || kind == BlockKind::On; }

bool changesSalesHere(Action a, BlockKind kind) { return a != Action::SalePrice || kind == BlockKind::While; }

FightPart fightPart(Action action, std::string_view what) {
  switch (action) {
    case Action::CombatBonus:
    case Action::CountOnly:
    case Action::DoubleStrength:
    // A tie is decided at the comparison, as the strengths are read.
    case Action::WinTies: return FightPart::Strength;
    // Help is asked before the comparison, as the strengths are read.
    case Action::Ignore: return what == "level" ? FightPart::Strength : FightPart::None;
    case Action::Forbid: return what == "help" ? FightPart::Strength : what == "reward" ? FightPart::Reward : FightPart::Escape;
    case Action::RunAway: return FightPart::Roll;
    case Action::AutoEscape: return FightPart::Escape;
    case Action::Treasures: return FightPart::Reward;
    case Action::AddMonster:
    case Action::ForceHelp:
    case Action::KillMonster:
    case Action::TakeTreasure:
    case Action::EndCombat: return FightPart::Sides;
    case Action::Cancel:
      if (what == "bad_stuff") return FightPart::BadStuff;
      if (what == "monster") return FightPart::Sides;
      return FightPart::None;
    default: return FightPart::None;
  }
}

bool canActBefore(FightPart part, BlockKind kind, Trigger trigger, Timing timing) {
  using T = Trigger;
  using P = FightPart;
  switch (kind) {
    case BlockKind::Play:
      if (isWindow(timing)) return canActBefore(part, BlockKind::On, windowMoment(timing), timing);
      return part == P::None || timing != Timing::OutsideCombat;
    // A continuing effect holds through every fight; the actions that change
    // who is in one happen once and are refused in `while` (E0310).
    case BlockKind::While: return true;
    // Bad Stuff acts while the caught player is still running away.
    case BlockKind::BadStuff: return part == P::None || part == P::Escape;
    case BlockKind::On: break;
  }
  // Events that can happen while a fight is still being fought.
  const bool midFight = trigger == T::CombatStart || trigger == T::Helping || trigger == T::CursePlayed ||
                        trigger == T::LevelGained || trigger == T::LevelLost || trigger == T::SealOpened ||
                        trigger == T::SealClosed;
  switch (part) {
    case P::None: return true;
    case P::Sides: return trigger == T::CombatStart;
    case P::Strength: return midFight;
    case P::Reward: return midFight || trigger == T::CombatWon || trigger == T::MonsterKilled;
    case P::Escape:
    case P::Roll:
    case P::BadStuff: return midFight || trigger == T::CombatLost || trigger == T::Caught || trigger == T::Escaped;
  }
  return true;
}

Trigger windowMoment(Timing window) {
  switch (window) {
    case Timing::RunFailed: return Trigger::Caught;
    case Timing::AfterEscape: return Trigger::Escaped;
    case Timing::AfterDeath: return Trigger::Died;
    case Timing::AfterWin:
    case Timing::BeforeTreasure: return Trigger::CombatWon;
    case Timing::WhenDrawn: return Trigger::DoorKicked;
    case Timing::InAnswer: return Trigger::CursePlayed;
    default: return Trigger::CombatStart;  // not a window
  }
}

bool windowAllowed(Shape shape, Timing window) {
  // A card is drawn only into the hand: `when_drawn` is never an ability's.
  if (window == Timing::WhenDrawn) return shape == S::OneShot || shape == S::LevelUp || shape == S::Special;
  return shape != S::Curse && shape != S::Enhancer && shape != S::Monster && shape != S::Seal;
}

bool isComparison(Predicate p) {
  return p == Predicate::Level || p == Predicate::OpenSeals || p == Predicate::Players ||
         p == Predicate::HandSize || p == Predicate::TotalRank;
}

bool isBare(Predicate p) {
  return p == Predicate::InCombat || p == Predicate::OwnTurn || p == Predicate::Helping ||
         p == Predicate::HasSidekick || p == Predicate::HasSteed || p == Predicate::Losing;
}

bool takesComputedAmount(Action action) {
  switch (action) {
    case Action::GainLevels:
    case Action::LoseLevels:
    case Action::SetLevel:
    case Action::CombatBonus:
    case Action::Treasures:
    case Action::RunAway:
    case Action::Draw:
    case Action::SellItems: return true;
    default: return false;
  }
}

bool monsterHas(Quantity q) { return q == Quantity::Level || q == Quantity::Treasures; }
bool playerHas(Quantity q) { return q != Quantity::Treasures && !gameHas(q); }
bool gameHas(Quantity q) { return q == Quantity::OpenSeals || q == Quantity::Players; }

}  // namespace munchkinc::schema
